import Testing

@testable import PageControlCore

/// Lines, segments and the number as laid out, hit and driven: exact frames, shares and pages.
@MainActor
@Suite struct IndicatorPresentationTests {
    /// A control with `pages` pages in `presentation`, in bounds of `width` × `height` points.
    func control(
        _ presentation: IndicatorPresentation, pages: Int, width: Double, height: Double = 37,
        direction: PageControlDirection = .leftToRight
    ) -> PageControl {
        let control = PageControl()
        control.numberOfPages = pages
        control.presentation.kind = presentation
        control.direction = direction
        control.bounds = Rect(x: 0, y: 0, width: width, height: height)
        return control
    }

    @Test("Every presentation reads back its name, and a name gives it back", arguments: IndicatorPresentation.allCases)
    func names(presentation: IndicatorPresentation) {
        #expect(IndicatorPresentation(name: presentation.name) == presentation)
        #expect(IndicatorPresentation(name: presentation.name.uppercased()) == presentation)
        #expect(IndicatorPresentation(name: "bars") == nil)
    }

    @Test("A control shows dots unless told otherwise, and falls back to the appearance proxy")
    func fallback() {
        let control = PageControl()
        #expect(control.presentation.kind == nil && control.layout.presentation == .dots)
        PageControl.appearance().indicatorPresentation = .lines
        defer { PageControl.appearance().reset() }
        #expect(control.layout.presentation == .lines)
        control.presentation.kind = .numeric
        #expect(control.layout.presentation == .numeric)
    }

    @Test("Lines take libadwaita's geometry: 35 × 3 pt, 5 pt apart, a 2 pt margin")
    func lines() {
        let control = self.control(.lines, pages: 6, width: 0)
        #expect(control.intrinsicContentSize == Size(width: 239, height: 7))
        control.bounds = Rect(x: 0, y: 0, width: 239, height: 7)
        let frames = control.layout.map(\.frame)
        #expect(frames == (0..<6).map { Rect(x: 2 + 40 * Double($0), y: 2, width: 35, height: 3) })
        control.position = 2.4
        // The current page is a line sliding between them.
        #expect(control.layout.mark == IndicatorLayout.Mark(frame: Rect(x: 98, y: 2, width: 35, height: 3)))
    }

    @Test("Lines draw in the current colour at 0.3 and 0.9 opacity until the app sets colours")
    func lineColors() {
        let control = self.control(.lines, pages: 3, width: 0)
        #expect(control.look.currentColor == Color.white.withAlphaComponent(0.9))
        #expect(control.look.otherColor == Color.white.withAlphaComponent(0.3))
        control.currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 1)
        #expect(control.look.otherColor == Color(red: 0, green: 0, blue: 1, alpha: 0.3))
        control.pageIndicatorTintColor = .black
        #expect(control.look.otherColor == .black)
    }

    @Test("Lines window like dots: ten of forty in a row, with the shrunk ends")
    func linesWindow() {
        let control = self.control(.lines, pages: 40, width: 600, height: 7)
        #expect(control.layout.visibleCount == 10)
        control.currentPage = 20
        #expect(control.layout.count == 10)
        #expect(control.layout[0].scale < 1)
    }

    @Test(
        "Lines keep a moving effect of their own, and slide in place of one without a mark",
        arguments: [
            (IndicatorEffect.none, IndicatorEffect.slide), (.fill, .slide), (.scale(1.5), .slide), (.worm, .worm),
            (.jump, .jump),
        ])
    func lineEffects(effect: IndicatorEffect, laidOut: IndicatorEffect) {
        let control = self.control(.lines, pages: 4, width: 200, height: 7)
        control.indicatorEffect = effect
        #expect(control.layout.effect == laidOut)
    }

    @Test("Segments divide the row's length between the pages with equal gaps")
    func segments() {
        let control = self.control(.segments, pages: 4, width: 200, height: 19)
        let layout = control.layout
        #expect(!layout.isTrack)
        #expect(layout.visibleCount == 4)
        #expect(layout.map(\.frame) == (0..<4).map { Rect(x: 8 + 47 * Double($0), y: 8, width: 43, height: 3) })
        #expect(layout.mark == nil)
    }

    @Test("Segments never window, however many pages ask for a cap")
    func segmentsIgnoreTheWindow() {
        let control = self.control(.segments, pages: 20, width: 400, height: 19)
        control.window.maximumVisibleIndicators = 5
        #expect(control.layout.count == 20)
        #expect(control.layout[0].frame.width == (384 - 19 * 4) / 20.0)
    }

    @Test(
        "Segments shorter than 4 points become one track, shared out for taps",
        arguments: [
            (100, 50, 99), (1_000_000_000, 500_000_000, 999_945_652),
        ])
    func segmentsTrack(pages: Int, middle: Int, nearEnd: Int) {
        let control = self.control(.segments, pages: pages, width: 200, height: 19)
        let layout = control.layout
        #expect(layout.isTrack)
        #expect(layout.count == 1)
        #expect(layout[0].frame == Rect(x: 8, y: 8, width: 184, height: 3))
        // Each page owns 184 / pages points: the middle is page pages / 2, 0.01 pt from the end page ⌊183.99 / share⌋.
        #expect(control.hitTesting.page(at: Point(x: 100, y: 9.5)) == middle)
        #expect(control.hitTesting.page(at: Point(x: 191.99, y: 9.5)) == nearEnd)
        #expect(control.hitTesting.page(at: Point(x: 8, y: 9.5)) == 0)
    }

    @Test("With no bounds, a segment keeps its own 35 pt length, up to 100 of them")
    func segmentsUnbounded() {
        let control = self.control(.segments, pages: 3, width: 0)
        #expect(control.size(forNumberOfPages: 3) == Size(width: 3 * 35 + 2 * 4 + 16, height: 19))
        #expect(control.size(forNumberOfPages: 500) == Size(width: 100 * 39 - 4 + 16, height: 19))
    }

    @Test("The number is as long as its widest text, as thick as a dot, and names the page")
    func numeric() {
        let control = self.control(.numeric, pages: 12, width: 100)
        let layout = control.layout
        #expect(layout.isTrack)
        // "88 / 88": seven characters of 0.6 em at 14 pt, centred on x = 50.
        let width = 7 * 0.6 * 14.0
        #expect(layout[0].frame == Rect(x: 50 - width / 2, y: 15, width: width, height: 7))
        #expect(control.intrinsicContentSize == Size(width: width, height: 37))
        control.currentPage = 2
        let label = control.compactLabel
        #expect(label?.text == "3 / 12")
        #expect(label?.frame == Rect(x: 50 - width / 2, y: 10.1, width: width, height: 16.8))
        #expect(label?.fontSize == 14)
    }

    @Test("The number shows in the language's digits and ignores the overflow label")
    func numericLanguage() {
        let control = self.control(.numeric, pages: 12, width: 100)
        control.window.overflowStyle = .dotsAndLabel(threshold: 5)
        control.environment.language = "ar"
        control.currentPage = 2
        #expect(control.compactLabel?.text == "٣ / ١٢")
        #expect(control.layout.bounds == control.bounds)
    }

    @Test("Taps on the number step towards the side tapped, as on dots")
    func numericTaps() {
        let control = self.control(.numeric, pages: 12, width: 100)
        control.currentPage = 5
        control.handleTap(at: Point(x: 75, y: 18.5))
        #expect(control.currentPage == 6)
        control.handleTap(at: Point(x: 22, y: 18.5))
        #expect(control.currentPage == 5)
        // Inside the current page's share, a tap does nothing.
        control.handleTap(at: Point(x: 20.6 + 4.9 * 5.5, y: 18.5))
        #expect(control.currentPage == 5)
    }

    @Test(
        "A mouse scrub along the number goes to the page under it, mirrored right to left",
        arguments: [
            PageControlDirection.leftToRight, .rightToLeft,
        ])
    func numericScrub(direction: PageControlDirection) {
        let control = self.control(.numeric, pages: 12, width: 100, direction: direction)
        let start = direction == .leftToRight ? 21.0 : 79.0
        #expect(control.beginScrubbing(at: Point(x: start, y: 18.5), pointerKind: .mouse))
        let x = direction == .leftToRight ? 20.6 + 4.9 * 9.5 : 79.4 - 4.9 * 9.5
        control.moveScrubbing(to: Point(x: x, y: 18.5))
        control.endScrubbing()
        #expect(control.currentPage == 9)
    }

    @Test("A vertical number stands on the other axis")
    func numericVertical() {
        let control = self.control(.numeric, pages: 12, width: 37, height: 100, direction: .topToBottom)
        let length = 7 * 0.6 * 14.0
        #expect(control.layout[0].frame == Rect(x: 15, y: 50 - length / 2, width: 7, height: length))
        #expect(control.hitTesting.page(at: Point(x: 18.5, y: 20.6 + 4.9 * 3.5)) == 3)
    }

    @Test("Accessibility reads the same under every presentation", arguments: IndicatorPresentation.allCases)
    func accessibility(presentation: IndicatorPresentation) {
        let control = self.control(presentation, pages: 8, width: 300)
        control.currentPage = 2
        #expect(control.accessibilityElement.value == "Page 3 of 8")
        #expect(control.performAccessibilityAction(.increment))
        #expect(control.currentPage == 3)
    }

    @Test(
        "A timer widens the current dot to a pill, but not a line or a segment",
        arguments: [
            (IndicatorPresentation.dots, 23.0), (.lines, 35), (.segments, 43),
        ])
    func timerPill(presentation: IndicatorPresentation, length: Double) {
        let control = self.control(presentation, pages: 4, width: 200, height: 37)
        control.progress = PageControlTimerProgress(preferredDuration: 5)
        #expect(control.layout[0].frame.width == length)
    }
}
