import PageControlCore
import Testing

@MainActor
@Suite struct PageControlInteractionTests {
    /// A 5-page control in 320×37 bounds with motion off, so pages and frames are final at once.
    func makeControl(pages: Int = 5, current: Int = 2) -> (PageControl, Counter) {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.environment.reducesMotion = true
        let counter = Counter()
        c.addAction(for: .valueChanged) { _ in counter.count += 1 }
        return (c, counter)
    }

    final class Counter {
        var count = 0
    }

    final class Delegate: PageControlDelegate {
        var pages: [Int] = []
        func pageControlPageDidChange(_ pageControl: PageControl) { pages.append(pageControl.currentPage) }
    }

    @Test(
        "A tap after the current dot moves one page forward, before it one page back",
        arguments: [
            (300.0, 3), (165.0, 3), (155.0, 1), (0.0, 1), (160.0, 2),
        ])
    func stepTaps(x: Double, expected: Int) {
        // The current dot (page 2) is centred at x = 160.
        let (c, counter) = makeControl()
        c.handleTap(at: Point(x: x, y: 18))
        #expect(c.currentPage == expected)
        #expect(counter.count == (expected == 2 ? 0 : 1))
        #expect(c.interactionState == (expected == 2 ? .none : .discrete))
    }

    /// A tap along the row, as its distance from page 0's centre towards later pages, with its time.
    struct AlongTap: Sendable, CustomTestStringConvertible {
        let offset: Double
        let time: Double?
        let page: Int
        var testDescription: String { "tap \(offset) pt along, t=\(time.map { "\($0)" } ?? "none") → \(page)" }
    }

    @Test(
        "Taps inside, beside and between dots, with and without a previous tap, in every direction",
        arguments: [PageControlDirection.leftToRight, .rightToLeft, .topToBottom, .bottomToTop],
        [
            // Ten pages, page 4 current: dot k is centred 16k along and spans 16k − 3.5 … 16k + 3.5.
            [AlongTap(offset: 64, time: nil, page: 4)],  // the current dot's centre: nothing
            [AlongTap(offset: 67.5, time: nil, page: 4)],  // its trailing edge is still inside: nothing
            [AlongTap(offset: 60.5, time: 0, page: 4)],  // its leading edge: nothing, even with a time
            [AlongTap(offset: 68, time: nil, page: 5)],  // just beside it, after: forward
            [AlongTap(offset: 60, time: nil, page: 3)],  // just beside it, before: back
            [AlongTap(offset: 104, time: nil, page: 5)],  // between dots 6 and 7: one page forward
            [AlongTap(offset: 32, time: nil, page: 3)],  // on dot 2: one page back
            [
                // Between dots 4 and 5, then again 0.3 s later: it is now before dot 5 but repeats.
                AlongTap(offset: 72, time: 0, page: 5), AlongTap(offset: 72, time: 0.3, page: 6),
                // Inside dot 6, 24 pt from the last tap: nothing.
                AlongTap(offset: 96, time: 0.5, page: 6),
            ],
            [
                // Inside the current dot within 8 pt and 0.75 s of a tap that stepped: the step repeats.
                AlongTap(offset: 76, time: 0, page: 5), AlongTap(offset: 80, time: 0.2, page: 6),
                // 0.76 s later the same spot is before dot 6 and alone: back.
                AlongTap(offset: 80, time: 0.96, page: 5),
            ],
        ])
    func tapRules(direction: PageControlDirection, taps: [AlongTap]) {
        let c = PageControl()
        c.numberOfPages = 10
        c.currentPage = 4
        c.environment.reducesMotion = true
        c.direction = direction
        c.bounds =
            direction.isVertical ? Rect(x: 0, y: 0, width: 37, height: 390) : Rect(x: 0, y: 0, width: 390, height: 37)
        var events = 0
        c.addAction(for: .valueChanged) { _ in events += 1 }
        var expectedEvents = 0
        var page = 4
        for tap in taps {
            // Page 0 is centred 123 pt from the leading end of the 390-point axis.
            let reversed = direction == .rightToLeft || direction == .bottomToTop
            let along = reversed ? 390 - 123 - tap.offset : 123 + tap.offset
            c.handleTap(at: direction.isVertical ? Point(x: 18, y: along) : Point(x: along, y: 18), time: tap.time)
            #expect(c.currentPage == tap.page, "\(tap.testDescription)")
            if tap.page != page { expectedEvents += 1 }
            page = tap.page
        }
        #expect(events == expectedEvents)
    }

    @Test("A mouse or trackpad click goes straight to the dot under it; a pen taps as a finger does")
    func pointerClicks() {
        let (c, counter) = makeControl(current: 0)
        c.handleTap(at: Point(x: 192, y: 18), pointerKind: .mouse)
        #expect(c.currentPage == 4)
        c.handleTap(at: Point(x: 144, y: 18), pointerKind: .trackpad)
        #expect(c.currentPage == 1)
        c.handleTap(at: Point(x: 192, y: 18), pointerKind: .pen)
        #expect(c.currentPage == 2)
        c.handleTap(at: Point(x: 20, y: 18), pointerKind: .mouse)  // away from the row: nothing
        #expect(c.currentPage == 2)
        #expect(counter.count == 3)
        #expect(c.hitTesting.tapTarget(for: Point(x: 192, y: 18), pointerKind: .mouse) == 4)
        #expect(c.hitTesting.tapTarget(for: Point(x: 192, y: 18)) == 3)
        #expect(c.hitTesting.tapTarget(for: Point(x: 160, y: 18)) == nil)  // inside the current dot
    }

    @Test("Step taps compare with the current dot, not the middle of the control")
    func comparedWithCurrentDot() {
        let (c, _) = makeControl(current: 0)
        // Page 0 is centred at 128: a tap at 140 (left of the middle) is after it.
        c.handleTap(at: Point(x: 140, y: 18))
        #expect(c.currentPage == 1)
    }

    @Test("Nothing happens past the ends")
    func ends() {
        let (c, counter) = makeControl(current: 4)
        c.handleTap(at: Point(x: 319, y: 18))
        #expect(c.currentPage == 4)
        c.currentPage = 0
        c.handleTap(at: Point(x: 1, y: 18))
        #expect(c.currentPage == 0)
        #expect(counter.count == 0)
    }

    @Test("With two pages any tap toggles", arguments: [1.0, 160, 319])
    func twoPages(x: Double) {
        let (c, counter) = makeControl(pages: 2, current: 0)
        c.handleTap(at: Point(x: x, y: 18))
        #expect(c.currentPage == 1)
        c.handleTap(at: Point(x: x, y: 18))
        #expect(c.currentPage == 0)
        #expect(counter.count == 2)
    }

    @Test("Right-to-left and bottom-to-top swap the sides")
    func mirroredTaps() {
        let (c, _) = makeControl()
        c.direction = .rightToLeft
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.currentPage == 1)
        c.direction = .bottomToTop
        c.bounds = Rect(x: 0, y: 0, width: 37, height: 320)
        c.handleTap(at: Point(x: 18, y: 10))
        #expect(c.currentPage == 2)
        c.direction = .topToBottom
        c.handleTap(at: Point(x: 18, y: 10))
        #expect(c.currentPage == 1)
    }

    @Test(
        "Jump taps go straight to the dot under or near the tap",
        arguments: [
            (128.0, 0), (131.0, 0), (137.0, 1), (192.0, 4), (200.0, 4), (176.0, 3),
        ])
    func jumpTaps(x: Double, expected: Int) {
        let (c, _) = makeControl()
        c.interaction.tapBehavior = .jump
        c.handleTap(at: Point(x: x, y: 18))
        #expect(c.currentPage == expected)
    }

    @Test(
        "Jump taps away from the row are ignored",
        arguments: [
            Point(x: 20, y: 18), Point(x: 300, y: 18), Point(x: 160, y: -40), Point(x: .nan, y: 18),
        ])
    func jumpIgnored(point: Point) {
        let (c, counter) = makeControl()
        c.interaction.tapBehavior = .jump
        c.handleTap(at: point)
        #expect(c.currentPage == 2)
        #expect(counter.count == 0)
    }

    @Test("Taps outside the bounds and hit target are ignored")
    func outside() {
        let (c, counter) = makeControl()
        c.handleTap(at: Point(x: 400, y: 18))
        c.handleTap(at: Point(x: 300, y: 60))
        #expect(counter.count == 0)
    }

    @Test(
        "Keys follow the row's direction",
        arguments: [
            (PageControlDirection.leftToRight, PageControlKey.right, 3),
            (.leftToRight, .left, 1),
            (.leftToRight, .up, 2),
            (.rightToLeft, .left, 3),
            (.rightToLeft, .right, 1),
            (.topToBottom, .down, 3),
            (.topToBottom, .right, 2),
            (.bottomToTop, .up, 3),
            (.bottomToTop, .home, 0),
            (.natural, .end, 4),
        ])
    func keys(direction: PageControlDirection, key: PageControlKey, expected: Int) {
        let (c, counter) = makeControl()
        c.direction = direction
        c.handleKey(key)
        #expect(c.currentPage == expected)
        #expect(counter.count == (expected == 2 ? 0 : 1))
    }

    @Test("The natural direction follows the layout direction for keys")
    func naturalKeys() {
        let (c, _) = makeControl()
        c.environment.layoutDirection = .rightToLeft
        c.handleKey(.left)
        #expect(c.currentPage == 3)
    }

    @Test("Actions fire once per real change, in order, then the delegate is told")
    func eventsAndDelegate() {
        let (c, counter) = makeControl()
        let delegate = Delegate()
        c.delegate = delegate
        var order: [String] = []
        let token = c.addAction(for: .valueChanged) { _ in order.append("action") }
        c.handleKey(.right)
        c.handleKey(.end)
        c.handleKey(.end)
        #expect(counter.count == 2)
        #expect(delegate.pages == [3, 4])
        #expect(order == ["action", "action"])
        c.removeAction(token)
        c.removeAction(token)
        c.handleKey(.home)
        #expect(order.count == 2)
        #expect(counter.count == 3)
    }

    @Test("The delegate is weak")
    func weakDelegate() {
        let (c, _) = makeControl()
        do {
            let delegate = Delegate()
            c.delegate = delegate
            #expect(c.delegate != nil)
        }
        #expect(c.delegate == nil)
    }

    @Test("A disabled or hidden control ignores input")
    func disabled() {
        let (c, counter) = makeControl()
        c.isEnabled = false
        c.handleTap(at: Point(x: 300, y: 18))
        c.handleKey(.right)
        c.performAccessibilityAction(.increment)
        #expect(counter.count == 0)
        let (single, singleCounter) = makeControl(pages: 1, current: 0)
        single.hidesForSinglePage = true
        single.handleTap(at: Point(x: 300, y: 18))
        #expect(singleCounter.count == 0)
    }

    @Test("A user change animates the position with the spring unless motion is reduced")
    func userChangeAnimates() {
        let (c, _) = makeControl()
        c.environment.reducesMotion = false
        c.handleKey(.right)
        #expect(c.currentPage == 3)
        #expect(c.position == 2)
        #expect(c.isAnimating)
        c.advanceAnimation(to: 10)
        c.advanceAnimation(to: 11)
        #expect(c.position == 3)
        #expect(!c.isAnimating)
    }
}
