import Testing

@testable import PageControlCore

@MainActor
@Suite(.serialized) struct ScrubPreviewTests {
    /// Eight 10-point dots 10 points apart (a 20-point pitch) centred in 320 × 100: dot i spans
    /// x 85 + 20i … 95 + 20i and y 45 … 55. The preview's font is 20 points: "3 / 8" is 5 × 12 + 2 × 10 = 80
    /// wide and 24 + 2 × 5 = 34 tall.
    func control(
        pages: Int = 8, page: Int = 0, bounds: Rect = Rect(x: 0, y: 0, width: 320, height: 100),
        direction: PageControlDirection = .natural
    ) -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = pages
        control.currentPage = page
        control.direction = direction
        control.bounds = bounds
        return control
    }

    /// Starts a mouse scrub on the current dot and moves it to page `page`'s dot.
    func scrub(_ control: PageControl, to page: Int) {
        let from = control.hitTesting.frame(forPage: control.currentPage)!.center
        #expect(control.beginScrubbing(at: from, pointerKind: .mouse))
        control.moveScrubbing(to: control.hitTesting.frame(forPage: page)!.center)
    }

    @Test("No scrub, no preview")
    func idle() {
        #expect(control().scrubPreview == nil)
    }

    @Test("During a scrub the preview names the page under the pointer and stands above its dot")
    func above() {
        let control = control()
        scrub(control, to: 2)
        let preview = control.scrubPreview!
        #expect(preview.page == 2)
        #expect(preview.pageText == "3 / 8")
        #expect(preview.text == "3 / 8")
        #expect(preview.title == nil)
        #expect(preview.edge == .top)
        #expect(preview.fontSize == 20)
        #expect(preview.frame == Rect(x: 90, y: 7, width: 80, height: 34))
        #expect(preview.anchor == Point(x: 130, y: 50))
        #expect(preview.cornerRadius == 8.5)
    }

    @Test("A title comes first; too long for the bounds it is shortened with an ellipsis")
    func titled() {
        let control = control()
        control.accessibility.pageTitles[2] = "Beach"
        control.accessibility.pageTitles[3] = String(repeating: "Mountains", count: 5)
        scrub(control, to: 2)
        /// The advance of one character of the 20-point font: 0.6 × 20.
        let advance: Double = OverflowLabel.characterWidth * 20
        #expect(control.scrubPreview?.text == "Beach · 3 / 8")
        let width: Double = 13 * advance + 20
        #expect(control.scrubPreview?.frame.width == width)
        control.moveScrubbing(to: control.hitTesting.frame(forPage: 3)!.center)
        let long = control.scrubPreview!
        // 320 wide holds (320 − 20) / 12 = 25 characters: 16 of the title, "…", " · " and "4 / 8".
        #expect(long.text == "MountainsMountai… · 4 / 8")
        let longWidth: Double = 25 * advance + 20
        #expect(long.frame.width == longWidth)
        #expect(long.frame.minX == 0)
        #expect(long.title == String(repeating: "Mountains", count: 5))
    }

    @Test("Kept inside the bounds at both ends of the row", arguments: [(0, 0.0), (7, 110.0)])
    func rowEnds(page: Int, x: Double) {
        // 190 wide: the 150-point row spans 20 … 170, so dot 0 is centred on 25 and dot 7 on 165; a callout
        // centred there would start at −15 or end at 205.
        let control = control(bounds: Rect(x: 0, y: 0, width: 190, height: 100))
        scrub(control, to: page)
        #expect(control.scrubPreview?.frame == Rect(x: x, y: 7, width: 80, height: 34))
    }

    @Test("With no room above, the preview flips below the row")
    func flipsBelow() {
        let control = control()
        control.interaction.scrubPreviewBounds = Rect(x: 0, y: 20, width: 320, height: 200)
        scrub(control, to: 2)
        let preview = control.scrubPreview!
        #expect(preview.edge == .bottom)
        #expect(preview.frame == Rect(x: 90, y: 59, width: 80, height: 34))
        control.interaction.scrubPreviewBounds = Rect(x: 0, y: 7, width: 320, height: 200)  // exactly room above
        #expect(control.scrubPreview?.edge == .top)
        control.interaction.scrubPreviewBounds = Rect(x: .nan, y: 0, width: -5, height: 10)  // empty: no limit
        #expect(control.scrubPreview?.frame == Rect(x: 90, y: 7, width: 80, height: 34))
    }

    @Test("With no room on either side it stays above, moved inside the bounds")
    func noRoom() {
        let control = control(bounds: Rect(x: 0, y: 0, width: 320, height: 37))
        scrub(control, to: 2)
        let preview = control.scrubPreview!
        #expect(preview.edge == .top)
        #expect(preview.frame.minY == 0)
        #expect(preview.frame.height == 34)
    }

    @Test("A right-to-left row puts the preview over the mirrored dot")
    func rightToLeft() {
        let control = control(direction: .rightToLeft)
        scrub(control, to: 2)
        // Page 2 is the third dot from the right: x 185 … 195, centre 190.
        #expect(control.scrubPreview?.frame == Rect(x: 150, y: 7, width: 80, height: 34))
    }

    @Test("A vertical row puts it to the left, or to the right in a right-to-left layout or without room")
    func vertical() {
        let control = control(bounds: Rect(x: 0, y: 0, width: 300, height: 320), direction: .topToBottom)
        scrub(control, to: 2)
        // Dot 2 spans x 145 … 155, y 125 … 135.
        #expect(control.scrubPreview?.edge == .left)
        #expect(control.scrubPreview?.frame == Rect(x: 61, y: 113, width: 80, height: 34))
        control.environment.layoutDirection = .rightToLeft
        #expect(control.scrubPreview?.edge == .right)
        #expect(control.scrubPreview?.frame == Rect(x: 159, y: 113, width: 80, height: 34))
        control.environment.layoutDirection = .leftToRight
        control.interaction.scrubPreviewBounds = Rect(x: 100, y: 0, width: 200, height: 320)  // no room left of x 145
        #expect(control.scrubPreview?.edge == .right)
        control.interaction.scrubPreviewBounds = Rect(x: 100, y: 0, width: 100, height: 320)  // no room either side
        #expect(control.scrubPreview?.edge == .left)
        #expect(control.scrubPreview?.frame.minX == 100)
    }

    @Test("The preview is gone as soon as the scrub ends, or code ends it")
    func ends() {
        let control = control()
        scrub(control, to: 2)
        control.endScrubbing()
        #expect(control.scrubPreview == nil)
        scrub(control, to: 4)
        control.currentPage = 1
        #expect(control.scrubPreview == nil)
    }

    @Test("A touch scrub previews the page it has stepped to, which it lands on if released")
    func touch() {
        let control = control()
        control.beginScrubbing(at: Point(x: 90, y: 50))
        control.moveScrubbing(to: Point(x: 170, y: 50))
        #expect(control.scrubPreview?.page == 0)
        control.advanceAnimation(to: 0)
        #expect(control.scrubPreview?.page == 1)
        control.advanceAnimation(to: 1.0 / 60)
        #expect(control.scrubPreview?.page == 2)
        control.endScrubbing()
        #expect(control.currentPage == 2)
    }

    @Test("A VoiceOver adjustment shows the preview for one second of frames, then it goes")
    func adjustment() {
        let control = control()
        control.performAccessibilityAction(.increment)
        #expect(control.scrubPreview?.page == 1)
        #expect(control.isAnimating)
        control.advanceAnimation(to: 10)
        control.advanceAnimation(to: 10.5)
        #expect(control.scrubPreview?.page == 1)
        control.advanceAnimation(to: 10.999)
        #expect(control.scrubPreview != nil)
        control.advanceAnimation(to: 11)
        #expect(control.scrubPreview == nil)
        #expect(!control.isAnimating)
        control.performAccessibilityAction(.increment)
        control.handleKey(.right)  // any other change ends the hold
        #expect(control.scrubPreview == nil)
        control.currentPage = 7
        control.performAccessibilityAction(.increment)  // no change at the end: no preview
        #expect(control.scrubPreview == nil)
    }

    @Test("The preview text uses the language's digits")
    func digits() {
        let control = control()
        control.environment.language = "ar"
        scrub(control, to: 2)
        #expect(control.scrubPreview?.pageText == "٣ / ٨")
        #expect(control.scrubPreview?.characterCount == 5)
    }

    @Test(
        "The preview counts its text's characters as it is made, with and without a title",
        arguments: [
            ("en", nil, 11, "12 / 40"), ("ar", nil, 11, "١٢ / ٤٠"), ("hi", nil, 11, "12 / 40"),
            ("en", "Beach", 11, "Beach · 12 / 40"), ("en", "👨‍👩‍👧‍👦 family", 3, "👨‍👩‍👧‍👦 family · 4 / 40"),
            ("en", String(repeating: "Mountains", count: 5), 11, "Mountai… · 12 / 40"),
        ] as [(String, String?, Int, String)])
    func characterCount(language: String, title: String?, page: Int, text: String) {
        let control = control(pages: 40, bounds: Rect(x: 0, y: 0, width: 240, height: 100))
        control.environment.language = language
        control.accessibility.pageTitles[page] = title
        control.currentPage = page
        scrub(control, to: page)
        let preview = control.scrubPreview
        #expect(preview?.text == text)
        #expect(preview?.characterCount == text.count)
        #expect(preview?.frame.width == Double(text.count) * OverflowLabel.characterWidth * 20 + 20)
    }
}
