import PageControlCore
import Testing

/// Where the step buttons go: at the row's ends, pointing away from the dots, in every direction, and what the
/// control's size and hit testing make of them.
@MainActor
@Suite struct StepButtonFrameTests {
    /// Five classic dots on `page`, with the buttons, at the control's intrinsic size.
    func control(
        _ pages: Int = 5, page: Int = 2, direction: PageControlDirection = .leftToRight,
        configure: (PageControl) -> Void = { _ in }
    ) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = page
        c.direction = direction
        c.showsStepButtons = true
        configure(c)
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        return c
    }

    @Test("The slot is the chevron and a gap: 19.5 points for classic dots, and the control grows by two")
    func sizes() {
        #expect(StepButtonFrame.glyphLength(for: .classic) == 10.5)
        #expect(StepButtonFrame.slotLength(for: .classic) == 19.5)
        #expect(StepButtonFrame.glyphLength(for: IndicatorMetrics(diameter: 3, spacing: 2)) == 8)
        let c = control()
        #expect(c.intrinsicContentSize == Size(width: 110, height: 37))
        #expect(c.size(forNumberOfPages: 5) == Size(width: 110, height: 37))
        #expect(c.size(forNumberOfPages: 0) == Size(width: 0, height: 37))
        c.showsStepButtons = false
        #expect(c.intrinsicContentSize == Size(width: 71, height: 37))
        #expect(control(direction: .topToBottom).intrinsicContentSize == Size(width: 37, height: 110))
    }

    @Test(
        "Previous at the row's start and next at its end, each chevron pointing away from the dots",
        arguments: [
            (
                PageControlDirection.leftToRight, Rect(x: 0, y: 0, width: 19.5, height: 37),
                StepButtonFrame.Pointing.left, Rect(x: 90.5, y: 0, width: 19.5, height: 37),
                StepButtonFrame.Pointing.right
            ),
            (
                .rightToLeft, Rect(x: 90.5, y: 0, width: 19.5, height: 37), .right,
                Rect(x: 0, y: 0, width: 19.5, height: 37), .left
            ),
            (
                .topToBottom, Rect(x: 0, y: 0, width: 37, height: 19.5), .up,
                Rect(x: 0, y: 90.5, width: 37, height: 19.5), .down
            ),
            (
                .bottomToTop, Rect(x: 0, y: 90.5, width: 37, height: 19.5), .down,
                Rect(x: 0, y: 0, width: 37, height: 19.5), .up
            ),
        ])
    func ends(
        direction: PageControlDirection, previous: Rect, previousPointing: StepButtonFrame.Pointing, next: Rect,
        nextPointing: StepButtonFrame.Pointing
    ) throws {
        let c = control(direction: direction)
        let frame = c.frame()
        let back = try #require(frame.previousStepButton)
        let forward = try #require(frame.nextStepButton)
        #expect(back.frame == previous && back.pointing == previousPointing && back.isEnabled)
        #expect(forward.frame == next && forward.pointing == nextPointing && forward.isEnabled)
        #expect(c.hitTesting.frame(forStepButton: .previous) == previous)
        #expect(c.hitTesting.frame(forStepButton: .next) == next)
        // The chevron is 10.5 points across the row and half that along it, centred in the slot.
        let glyph = back.glyphFrame
        #expect(glyph.midX == previous.midX && glyph.midY == previous.midY)
        #expect(
            direction.isVertical
                ? (glyph.width, glyph.height) == (10.5, 5.25) : (glyph.width, glyph.height) == (5.25, 10.5)
        )
        // The dots keep their places between the buttons: the first dot begins where its end's slot ends.
        let first = try #require(c.hitTesting.frame(forPage: 0))
        let start =
            direction.isVertical
            ? (direction == .topToBottom ? first.minY : 110 - first.maxY)
            : (direction == .leftToRight ? first.minX : 110 - first.maxX)
        #expect(start == 19.5)
    }

    @Test("Hit targets reach the minimum hit target outwards and across, even with 3-point dots")
    func targets() throws {
        let c = control { $0.metrics = IndicatorMetrics(diameter: 3, spacing: 2) }
        let size = c.intrinsicContentSize
        #expect(size == Size(width: 43, height: 37))
        let back = try #require(c.frame().previousStepButton)
        let forward = try #require(c.frame().nextStepButton)
        #expect(back.frame == Rect(x: 0, y: 0, width: 10, height: 37))
        #expect(back.hitFrame == Rect(x: -34, y: -3.5, width: 44, height: 44))
        #expect(forward.hitFrame == Rect(x: 33, y: -3.5, width: 44, height: 44))
        let hit = c.hitTesting
        #expect(hit.stepButton(at: Point(x: -30, y: 18.5)) == .previous)
        #expect(hit.stepButton(at: Point(x: 76, y: 40)) == .next)
        #expect(hit.stepButton(at: Point(x: 22.5, y: 18.5)) == nil)
        #expect(hit.region.contains(Point(x: -30, y: 18.5)))
    }

    @Test("At an end the button is disabled, or hidden with its space kept; a looping row never disables them")
    func atEnds() throws {
        let first = control(page: 0)
        #expect(first.frame().previousStepButton?.isEnabled == false)
        #expect(first.frame().nextStepButton?.isEnabled == true)
        let last = control(page: 4)
        #expect(last.frame().nextStepButton?.isEnabled == false)
        let hidden = control(page: 0) { $0.stepButtonsAtEnds = .hidden }
        #expect(hidden.frame().previousStepButton == nil)
        #expect(hidden.hitTesting.frame(forStepButton: .previous) == nil)
        #expect(hidden.accessibilityElement(forStepButton: .previous) == nil)
        #expect(hidden.intrinsicContentSize == first.intrinsicContentSize)
        #expect(hidden.hitTesting.frame(forPage: 0) == first.hitTesting.frame(forPage: 0))
        let loop = control(page: 0) { $0.paging.wrapsAround = true }
        #expect(loop.frame().previousStepButton?.isEnabled == true && loop.frame().nextStepButton?.isEnabled == true)
        // More pages to come: the next button on the last page counted asks for them.
        let feed = control(page: 4) { $0.hasMorePages = true }
        #expect(feed.frame().nextStepButton?.isEnabled == true)
    }

    @Test("Without buttons, or without dots, nothing is shown")
    func none() {
        let c = control()
        c.showsStepButtons = false
        #expect(c.frame().previousStepButton == nil && c.frame().nextStepButton == nil)
        #expect(c.hitTesting.frame(forStepButton: .next) == nil)
        #expect(c.accessibilityElement(forStepButton: .next) == nil)
        let empty = control(0, page: 0)
        #expect(empty.frame().nextStepButton == nil)
        #expect(empty.accessibilityElement(forStepButton: .next) == nil)
    }

    @Test(
        "Each button is an element of its own, named in the control's language, a button dimmed at an end",
        arguments: [
            ("en", "Previous page", "Next page"), ("ru", "Предыдущая страница", "Следующая страница"),
            ("ar", "الصفحة السابقة", "الصفحة التالية"),
        ])
    func elements(language: String, previous: String, next: String) throws {
        let c = control(page: 0) { $0.environment.language = language }
        let back = try #require(c.accessibilityElement(forStepButton: .previous))
        let forward = try #require(c.accessibilityElement(forStepButton: .next))
        #expect(back.label == previous && forward.label == next)
        #expect(back.traits == [.button, .notEnabled] && !back.isEnabled)
        #expect(forward.traits == [.button] && forward.isEnabled)
        #expect(back.stepButton == .previous && forward.stepButton == .next)
        #expect(forward.value == nil && forward.customActions.isEmpty)
        #expect(
            c.accessibilityElement.stepButton == nil
                && c.accessibilityElement.traits == [.adjustable, .updatesFrequently])
    }

    @Test("A frame names its buttons as the control does: shown, hidden at an end, switched off, hidden control")
    func frameElements() {
        let shown = control(page: 0)
        let hiddenAtEnd = control(page: 0) { $0.stepButtonsAtEnds = .hidden }
        let off = control(page: 2) { $0.showsStepButtons = false }
        let hiddenControl = control(1, page: 0) { $0.hidesForSinglePage = true }
        for c in [shown, hiddenAtEnd, off, hiddenControl] {
            for button in PageControlStepButton.allCases {
                #expect(
                    c.frame().accessibilityElement(forStepButton: button)
                        == c.accessibilityElement(forStepButton: button))
            }
        }
        #expect(shown.frame().accessibilityElement(forStepButton: .previous)?.isEnabled == false)
        #expect(shown.frame().accessibilityElement(forStepButton: .next)?.label == "Next page")
        #expect(hiddenAtEnd.frame().accessibilityElement(forStepButton: .previous) == nil)
        #expect(off.frame().accessibilityElement(forStepButton: .next) == nil)
        #expect(hiddenControl.frame().accessibilityElement(forStepButton: .next) == nil)
    }

    @Test("Every language names both buttons, differently from each other")
    func everyLanguage() {
        for tag in [
            "en", "ru", "uk", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "cs", "el", "tr", "ar", "he", "fa", "ur",
            "hi", "th", "vi", "id", "ja", "ko", "zh-Hans", "zh-Hant",
        ] {
            let strings = PageControlStrings.forLanguage(tag)
            #expect(strings.language == tag)
            #expect(!strings.previousPageAction.isEmpty && !strings.nextPageAction.isEmpty)
            #expect(strings.previousPageAction != strings.nextPageAction)
        }
    }

    @Test(
        "A frame made by hand has the buttons a control would, enabled by the same rule",
        arguments: [
            (5, 0, false, false), (5, 2, false, false), (5, 4, false, false), (5, 4, false, true),
            (5, 0, true, false), (5, 4, true, true), (1, 0, true, false), (1, 0, false, true), (1, 0, false, false),
        ])
    func handMadeFrame(pages: Int, page: Int, loops: Bool, hasMorePages: Bool) {
        let c = control(pages, page: page) {
            $0.paging.wrapsAround = loops
            $0.hasMorePages = hasMorePages
        }
        let made = PageControlFrame(
            layout: c.frame().layout, size: c.bounds.size, currentColor: .white, otherColor: .black,
            currentPage: page, showsStepButtons: true)
        #expect(made.previousStepButton == c.frame().previousStepButton)
        #expect(made.nextStepButton == c.frame().nextStepButton)
    }

    @Test(
        "A frame says whether a step goes anywhere as the control's buttons do: every page, spans, loops, feeds",
        arguments: [1, 2, 3], [false, true])
    func frameSteps(span: Int, bySpan: Bool) {
        for (pages, loops, more) in [(6, false, false), (6, true, false), (6, false, true), (1, false, false)] {
            for page in 0..<pages {
                let c = control(pages, page: page) {
                    $0.paging.visiblePageCount = span
                    $0.paging.stepsBySpan = bySpan
                    $0.paging.wrapsAround = loops
                    $0.hasMorePages = more
                    $0.showsStepButtons = false
                }
                let steps = c.frame().canStep
                let control = c.stepButtonsEnabled
                #expect(steps == control, "\(pages) pages, page \(c.currentPage), loops \(loops), more \(more)")
            }
        }
    }
}
