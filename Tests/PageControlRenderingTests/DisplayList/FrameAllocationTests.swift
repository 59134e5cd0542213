import CMallocCounter
import PageControlCore
import PageControlRendering
import Testing

/// Counts the heap allocations of the code in `body` on this thread (malloc, calloc, realloc and friends,
/// through CMallocCounter's interposers).
func allocations(_ body: () -> Void) -> UInt64 {
    pcmc_start()
    body()
    return pcmc_stop()
}

/// The steady-state frame of `pagecontrol-bench`, as a test: a scroll offset, the position from the paging
/// maths, the layout read dot by dot, and the display list read primitive by primitive.
@MainActor
@Suite(.enabled(if: pcmc_is_active() != 0, "allocation counting is off (sanitizer build or no glibc)"))
struct FrameAllocationTests {
    @Test("The allocation counter sees an allocation made by Swift code")
    func counterWorks() {
        var kept: [Int] = []
        let count = allocations { kept = Array(repeating: 7, count: 1000 + Int(pcmc_is_active())) }
        #expect(count >= 1)
        #expect(kept.count == 1001)
    }

    @Test(
        "A frame that follows a scroll view allocates nothing once the control has drawn",
        arguments: [1, 10, 1000, 1_000_000_000])
    func steadyFrame(pages: Int) {
        let control = PageControl()
        control.numberOfPages = pages
        control.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        let paging = PagingGeometry(pageLength: 390, numberOfPages: pages)
        var offset = paging.contentOffset(forPage: pages / 2)
        var sum = 0.0
        func frame() {
            offset += 37.3
            control.position = paging.fractionalPage(forContentOffset: offset)
            // By index: unoptimised builds (`swift test`) run the standard library's generic iterator
            // unspecialised, which boxes elements this large on the heap. The release benchmark iterates
            // with `for … in` and counts zero too.
            let frame = control.frame()
            let layout = frame.layout
            for index in 0..<layout.count { sum += layout[index].frame.minX + layout[index].emphasis }
            let list = DisplayList(frame)
            for index in 0..<list.count { sum += list[index].frame.width + list[index].color.alpha }
        }
        frame()
        let count = allocations {
            for _ in 0..<200 { frame() }
        }
        #expect(count == 0)
        #expect(sum > 0)
    }

    @Test(
        "A frame of every presentation and of badges allocates nothing once drawn, page changes included",
        arguments: [
            ("numeric", "en", 0), ("numeric", "ar", 0), ("numeric", "hi", 0), ("lines", "en", 0),
            ("segments", "en", 0), ("dots", "ar", 1000),
        ], [10, 1_000_000_000])
    func presentationFrame(variant: (presentation: String, language: String, badges: Int), pages: Int) throws {
        let (presentation, language, badges) = variant
        let control = PageControl()
        control.numberOfPages = pages
        control.presentation.kind = IndicatorPresentation(name: presentation)
        #expect(control.presentation.kind != nil)
        control.environment.language = language
        control.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        let paging = PagingGeometry(pageLength: 390, numberOfPages: pages)
        // Badges every third page from the middle (or from the first page), counts of 0 to 120.
        for index in 0..<min(badges, (pages + 2) / 3) {
            let page = pages > 3 * badges ? pages / 2 + 3 * index : 3 * index
            control.presentation.setContent(.badge(index * 37 % 121), forPage: page)
        }
        var offset = paging.contentOffset(forPage: pages / 2)
        var sum = 0.0
        var texts = 0
        func frame() {
            offset = offset + 37.3 > paging.contentOffset(forPage: pages - 1) ? 0 : offset + 37.3
            control.position = paging.fractionalPage(forContentOffset: offset)
            let list = DisplayList(control.frame())
            for index in 0..<list.count {
                sum += list[index].frame.width + list[index].color.alpha
                if case .text = list[index].geometry { texts += 1 }
            }
        }
        frame()
        let count = allocations {
            for _ in 0..<200 { frame() }
        }
        #expect(count == 0)
        #expect(sum > 0)
        // The number shows on every frame (the first one too); badges with counts on most.
        #expect(presentation == "numeric" ? texts == 201 : badges == 0 || texts > 100)
    }

    @Test("A frame after a change of look allocates nothing: the look is a value made with each frame")
    func lookChange() {
        let control = PageControl()
        control.numberOfPages = 20
        control.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        _ = DisplayList(control.frame()).count
        control.currentPageIndicatorTintColor = .black
        let first = allocations { _ = DisplayList(control.frame()).count }
        PageControl.appearance().pageIndicatorTintColor = .white
        defer { PageControl.appearance().reset() }
        let second = allocations { _ = DisplayList(control.frame()).count }
        #expect(first == 0)
        #expect(second == 0)
        #expect(DisplayList(control.frame()).otherColor == .white)
    }

    @Test("A scrub's frames that step, jog and give haptic feedback to the app and the host allocate nothing")
    func scrubFeedbackFrames() {
        let control = PageControl()
        control.numberOfPages = 200
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        var selections = 0
        var boundaries = 0
        control.feedbackHandler = { feedback in
            if feedback == .selection { selections += 1 } else { boundaries += 1 }
        }
        control.hostFeedbackHandler = { _ in selections += 1 }
        var time = 0.0
        func frame() {
            time += 1.0 / 60
            control.advanceAnimation(to: time)
            _ = DisplayList(control.frame()).count
        }
        frame()
        // A touch on the current dot, dragged far past the row's end: a page a frame, then jogging.
        #expect(control.beginScrubbing(at: Point(x: 88, y: 18)))
        control.moveScrubbing(to: Point(x: 320, y: 18))
        for _ in 0..<3 { frame() }
        let count = allocations {
            for _ in 0..<120 { frame() }
        }
        #expect(count == 0)
        // Jogging at its fastest, 30 pages a second, for two seconds: well past the window of ten.
        #expect(control.currentPage > 60)
        #expect(selections == 2 * control.currentPage && boundaries == 0)
    }
}
