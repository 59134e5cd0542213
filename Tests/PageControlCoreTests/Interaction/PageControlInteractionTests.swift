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
        c.reducesMotion = true
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
        c.tapBehavior = .jump
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
        c.tapBehavior = .jump
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
        c.layoutDirection = .rightToLeft
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
        c.accessibilityIncrement()
        #expect(counter.count == 0)
        let (single, singleCounter) = makeControl(pages: 1, current: 0)
        single.hidesForSinglePage = true
        single.handleTap(at: Point(x: 300, y: 18))
        #expect(singleCounter.count == 0)
    }

    @Test("A user change animates the position with the spring unless motion is reduced")
    func userChangeAnimates() {
        let (c, _) = makeControl()
        c.reducesMotion = false
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
