import PageControlCore
import Testing

/// A page count that is still growing (`hasMorePages`): what it says, where its open end is drawn, what a step
/// past its last page does, and how it grows.
@MainActor
@Suite struct MorePagesTests {
    /// A control of `pages` pages so far, more to come, on `current`, 390 × 37 points, without motion.
    func feed(pages: Int = 20, current: Int = 19) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.hasMorePages = true
        c.currentPage = current
        c.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        c.environment.reducesMotion = true
        c.advanceAnimation(to: 0)
        return c
    }

    /// Counts the events a control sends.
    final class Events {
        var valueChanged = 0
        var morePagesRequested = 0
    }

    func record(_ c: PageControl) -> Events {
        let events = Events()
        c.addAction(for: .valueChanged) { _ in events.valueChanged += 1 }
        c.addAction(for: .morePagesRequested) { _ in events.morePagesRequested += 1 }
        return events
    }

    @Test("The value says 'of at least', on the page and for each visible page; false by default")
    func value() {
        #expect(!PageControl().hasMorePages)
        let c = feed(current: 6)
        #expect(c.accessibilityElement.value == "Page 7 of at least 20")
        #expect(c.frame().accessibilityElement.hasMorePages)
        #expect(
            c.frame().pages.first.map { c.frame().accessibilityElement.name(ofPage: $0.page) }
                == "Page 1 of at least 20")
        c.accessibility.pageTitles = [6: "Sunset"]
        #expect(c.accessibilityElement.value == "Sunset, page 7 of at least 20")
        c.hasMorePages = false
        #expect(c.accessibilityElement.value == "Sunset, page 7 of 20")
    }

    @Test("The label and the number read '7 / 20+'")
    func label() {
        let c = feed(current: 6)
        c.presentation.kind = .numeric
        #expect(c.frame().label?.text == "7 / 20+")
        #expect(c.frame().label?.characterCount == 7)
        c.hasMorePages = false
        #expect(c.frame().label?.text == "7 / 20")
    }

    @Test("On the last page the window ends in two tapering slots past it, 2/3 and 1/3, and the last page is whole")
    func openEndAtLastPage() {
        let layout = feed().layout
        #expect(layout.hasMorePages)
        #expect(layout.visibleCount == 10)
        #expect(layout.count == 8)
        #expect(layout.openEndCount == 2)
        #expect(layout[7].page == 19 && layout[7].scale == 1 && layout[7].emphasis == 1)
        let open = (0..<2).map(layout.openEndIndicator(at:))
        #expect(open.map(\.page) == [20, 21])
        #expect(open.map(\.scale) == [0.6666666666666667, 0.33333333333333337])
        // The slots follow the last dot at the row's pitch (16 points), centred 16 and 32 points after it.
        #expect(open[0].frame.midX == layout[7].frame.midX + 16)
        #expect(open[1].frame.midX == layout[7].frame.midX + 32)
    }

    @Test("Away from the last page the trailing end tapers as UIKit's does when pages lie beyond the window")
    func taperBeforeTheEnd() {
        let layout = feed(current: 2).layout
        #expect(layout.openEndCount == 0)
        #expect(layout.count == 10)
        #expect(layout[9].scale == 0.33333333333333337 && layout[8].scale == 0.6666666666666667)
        #expect(layout[0].scale == 1)
        let finished = PageControl()
        finished.numberOfPages = 20
        finished.currentPage = 2
        finished.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        #expect(finished.layout[9].scale == 0.33333333333333337)
    }

    @Test("The open end is mirrored right to left and runs down a vertical row")
    func directions() {
        let c = feed()
        c.direction = .rightToLeft
        var layout = c.layout
        #expect(layout.openEndIndicator(at: 0).frame.midX == layout[7].frame.midX - 16)
        c.direction = .topToBottom
        c.bounds = Rect(x: 0, y: 0, width: 37, height: 390)
        layout = c.layout
        #expect(layout.openEndIndicator(at: 0).frame.midY == layout[7].frame.midY + 16)
        #expect(layout.openEndIndicator(at: 0).frame.midX == layout[7].frame.midX)
    }

    @Test("A short row's one open slot is half a dot; a looping row and the number have none")
    func shortRowsAndLoops() {
        let short = feed(pages: 2, current: 1)
        #expect(short.layout.openEndCount == 1)
        #expect(short.layout.openEndIndicator(at: 0).frame.width == 3.5)
        let loop = feed()
        loop.paging.wrapsAround = true
        #expect(!loop.layout.hasMorePages && loop.layout.openEndCount == 0)
        #expect(loop.accessibilityElement.value == "Page 20 of 20")
        let number = feed()
        number.presentation.kind = .numeric
        #expect(number.layout.openEndCount == 0 && number.layout.hasMorePages)
    }

    @Test(
        "A step past the last page asks for more pages once per count and changes nothing",
        arguments: ["key", "next", "pageForward", "tap", "increment", "activate"])
    func stepPastTheEnd(input: String) {
        let c = feed()
        let events = record(c)
        for _ in 0..<2 {
            switch input {
            case "key": c.handleKey(.right)
            case "next": c.perform(.next)
            case "pageForward": c.perform(.pageForward)
            case "tap": c.handleTap(at: Point(x: 380, y: 18))
            case "increment": c.performAccessibilityAction(.increment)
            default: c.performAccessibilityAction(.activate)
            }
        }
        #expect(c.currentPage == 19)
        #expect(events.valueChanged == 0)
        #expect(events.morePagesRequested == 1)
        c.numberOfPages = 30
        c.handleKey(.right)
        #expect(c.currentPage == 20 && events.valueChanged == 1 && events.morePagesRequested == 1)
        c.currentPage = 29
        c.handleKey(.right)
        #expect(events.morePagesRequested == 2)
    }

    @Test("A click on the open end asks for more pages; a click on a dot goes there")
    func clickOnOpenEnd() {
        let c = feed()
        let events = record(c)
        let open = c.layout.openEndIndicator(at: 1).frame
        #expect(c.hitTesting.isOnOpenEnd(Point(x: open.midX, y: open.midY)))
        #expect(c.hitTesting.page(at: Point(x: open.midX, y: open.midY)) == nil)
        c.handleTap(at: Point(x: open.midX, y: open.midY), pointerKind: .mouse)
        #expect(events.morePagesRequested == 1 && c.currentPage == 19)
        let dot = c.layout[2].frame
        c.handleTap(at: Point(x: dot.midX, y: dot.midY), pointerKind: .mouse)
        #expect(c.currentPage == c.layout[2].page && events.valueChanged == 1)
        #expect(!feed(current: 2).hitTesting.isOnOpenEnd(Point(x: open.midX, y: open.midY)))
    }

    @Test("A flick forward from the last page asks for more pages")
    func flick() {
        let c = feed()
        let events = record(c)
        let dot = c.layout[7].frame
        c.handlePointer(PointerEvent(.down, at: Point(x: dot.midX, y: 18), time: 1, kind: .mouse))
        c.handlePointer(PointerEvent(.move, at: Point(x: dot.midX + 20, y: 18), time: 1.01, kind: .mouse))
        c.handlePointer(PointerEvent(.up, at: Point(x: dot.midX + 40, y: 18), time: 1.02, kind: .mouse))
        #expect(events.morePagesRequested == 1)
        #expect(c.currentPage == 19)
    }

    @Test("When the count grows the current dot stays where it is and nothing is announced")
    func growth() {
        let c = feed()
        var spoken: [String] = []
        c.announcementHandler = { spoken.append($0) }
        c.announcementPolicy = .afterAnyChange
        let before = c.layout.indicator(forPage: 19)?.frame
        c.numberOfPages = 30
        #expect(c.layout.indicator(forPage: 19)?.frame == before)
        #expect(c.layout.count == 10 && c.layout.openEndCount == 0)
        #expect(spoken.isEmpty)
        #expect(c.accessibilityElement.value == "Page 20 of at least 30")
    }

    @Test("hidesForSinglePage never hides a count that is still growing")
    func neverHidden() {
        let c = feed(pages: 1, current: 0)
        c.hidesForSinglePage = true
        #expect(!c.isHidden)
        #expect(c.accessibilityElement.isElement)
        c.hasMorePages = false
        #expect(c.isHidden)
    }

    @Test("A frame made by hand says what the layout's open end says")
    func handMadeFrame() {
        let layout = IndicatorLayout(
            numberOfPages: 20, position: 19, bounds: Rect(x: 0, y: 0, width: 390, height: 37), hasMorePages: true)
        let frame = PageControlFrame(
            layout: layout, size: Size(width: 390, height: 37), currentColor: .white,
            otherColor: Color(red: 0.5, green: 0.5, blue: 0.5),
            currentPage: 19)
        #expect(frame.accessibilityElement.value == "Page 20 of at least 20")
        #expect(layout.openEndCount == 2)
    }
}
