import PageControlCore
import Testing

/// What a frame carries for a host to show and speak: the accessible label and value, whether it animates, and
/// each visible page's title, name, selection and hit frame.
@MainActor
@Suite struct PageControlFrameTests {
    /// Eight pages in 200 × 37 points, on page 3, with two titles.
    func control() -> PageControl {
        let control = PageControl()
        control.numberOfPages = 8
        control.currentPage = 3
        control.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        control.accessibility.label = "Photos"
        control.accessibility.pageTitles = [0: "Welcome", 3: "Sunset"]
        return control
    }

    @Test("A frame says the label and the value, as the control does")
    func speaks() {
        let frame = control().frame()
        #expect(frame.accessibilityElement.label == "Photos")
        #expect(frame.accessibilityElement.value == "Sunset, page 4 of 8")
        #expect(frame.accessibilityElement.page == 3 && frame.accessibilityElement.numberOfPages == 8)
        #expect(!frame.isAnimating)
    }

    @Test("A frame knows it animates while the dots spring to a page")
    func animates() {
        let control = control()
        control.setCurrentPage(6, animated: true)
        #expect(control.frame().isAnimating)
        control.finishAnimations()
        #expect(!control.frame().isAnimating)
    }

    @Test("advanceAnimation(to:) says whether frames are still needed, as the frame made then says")
    func advanceSaysWhetherItAnimates() {
        let control = control()
        #expect(!control.advanceAnimation(to: 0))
        control.setCurrentPage(6, animated: true)
        var time = 0.0
        var ticks = 0
        while control.advanceAnimation(to: time) {
            #expect(control.frame().isAnimating)
            time += 1.0 / 60
            ticks += 1
        }
        #expect(!control.frame().isAnimating && control.position == 6)
        // UIKit's spring (0.15 s response) comes to rest within a second of 60 Hz frames.
        #expect(ticks > 1 && ticks < 60)
        // A time that cannot be used changes nothing and says the same.
        #expect(!control.advanceAnimation(to: .nan))
    }

    @Test("A deferred change leaves the dots on their page until the display is updated; the value names the new one")
    func deferredPage() {
        let control = control()
        control.defersCurrentPageDisplay = true
        control.perform(.next)
        let frame = control.frame()
        #expect(control.currentPage == 4 && frame.currentPage == 3)
        #expect(frame.accessibilityElement.value == "Page 5 of 8")
        #expect(frame.pages.first(where: \.isSelected)?.page == 4)
        control.updateCurrentPageDisplay()
        #expect(control.frame().currentPage == 4)
    }

    @Test("Each visible page has its page, title, name, selection and a hit frame around its dot")
    func pages() {
        let control = control()
        let frame = control.frame()
        let pages = Array(frame.pages)
        #expect(pages.map(\.page) == Array(0..<8))
        #expect(pages.map(\.title) == ["Welcome", nil, nil, "Sunset", nil, nil, nil, nil])
        #expect(pages[0].name == "Welcome, page 1 of 8")
        #expect(pages[1].name == "Page 2 of 8")
        #expect(pages.map(\.isSelected) == [false, false, false, true, false, false, false, false])
        // 7-point dots 16 points apart, centred in 200 × 37 (the row is 119 wide, from x 40.5): dot 1 spans
        // 56.5…63.5, and its frame is one pitch around its centre, 44 points high.
        #expect(pages[1].hitFrame == Rect(x: 52, y: -3.5, width: 16, height: 44))
        for (page, next) in zip(pages, pages.dropFirst()) {
            #expect(page.hitFrame.maxX == next.hitFrame.minX)
        }
        // The ends reach half the 44-point hit target beyond their dot's centre, within where taps count.
        #expect(pages[0].hitFrame.minX == 22)
        #expect(pages[7].hitFrame.maxX == 178)
        // A tap in the middle of a page's hit frame chooses that page.
        for page in pages {
            let centre = Point(x: page.hitFrame.midX, y: page.hitFrame.midY)
            #expect(control.hitTesting.page(at: centre) == page.page)
        }
    }

    @Test("A scrolled window lists its slots' pages, not the dot sliding in, and a track lists its one page")
    func windowAndTrack() {
        let control = control()
        control.numberOfPages = 30
        control.position = 14.5
        let frame = control.frame()
        #expect(frame.layout.count == 11)
        #expect(frame.pages.count == 10)
        #expect(frame.pages.map(\.page) == Array(frame.layout.prefix(10).map(\.page)))
        control.presentation.kind = .numeric
        #expect(control.frame().pages.map(\.page) == [15])
    }

    @Test("An empty or hidden control's frame has no pages and no value")
    func empty() {
        let control = PageControl()
        #expect(control.frame().pages.isEmpty)
        #expect(control.frame().accessibilityElement.value == nil)
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        #expect(control.frame().pages.isEmpty)
        #expect(!control.frame().accessibilityElement.isElement)
    }

    @Test("A frame made by hand says what a control with the same settings says")
    func handMade() {
        let control = control()
        control.indicatorStates[3] = .completed
        control.presentation.setContent(.badge(2), forPage: 3)
        let made = PageControlFrame(
            layout: control.layout, size: control.bounds.size, currentColor: .white, otherColor: .translucentGray,
            currentPage: 3, states: control.indicatorStates, presentation: control.presentation,
            accessibility: control.accessibility)
        #expect(made.accessibilityElement.value == "Sunset, page 4 of 8, completed, 2 new")
        #expect(made.accessibilityElement.value == control.frame().accessibilityElement.value)
        #expect(Array(made.pages) == Array(control.frame().pages))
    }
}
