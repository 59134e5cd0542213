import CMallocCounter
import PageControlCore
import PageControlRendering

/// One frame of a scroll-driven page control, as a host runs it on every display refresh: a new content
/// offset, the position from the paging maths, the layout and every visible dot, then the display list and
/// every primitive.
@MainActor
struct FrameBenchmark {
    /// The width of the control and of one page, in points (an iPhone's width).
    static let pageLength = 390.0
    /// Frames per timed batch (and per batch of the `loop` profile).
    nonisolated static let framesPerBatch = 100
    /// How far the content scrolls per frame, in points: not a divisor of the page length, so the position
    /// takes fractional values all over the page.
    static let step = 37.3

    /// The control under test: `pages` pages in 390 × 37 points, default metrics and window.
    let control: PageControl
    /// The paging maths of a 390-point-wide paged scroll view.
    let paging: PagingGeometry
    /// The smallest content offset the scroll wraps back to: 0, or with badges among many more pages that of
    /// the first badged page.
    let minimumOffset: Double
    /// The largest content offset: that of the last page, or with badges among many more pages that of the
    /// last badged page, so every frame at 10^9 pages shows badges as densely as at 10.
    let maximumOffset: Double
    /// The current content offset.
    var offset: Double

    /// Sets up a control with an indicator effect (default none) and a scroll position halfway through
    /// `pages` pages; with `span` pages on screen at once (default 1; cards a third as wide for 3) and
    /// `states` page states (default none) on every third page from there, all ten kinds of state
    /// (the four built-in ones and six custom ones), so the frame's dots cross states all the time; in a
    /// `presentation` (default dots) and with `badges` badges (default none) on every third page from the
    /// middle (from the first page when there are fewer than three times as many pages), counts of 0 to
    /// 120, so numbered, "99+" and plain badges all show, as densely at any page count.
    init(
        pages: Int, effect: IndicatorEffect = .none, span: Int = 1, states: Int = 0,
        presentation: IndicatorPresentation = .dots, badges: Int = 0
    ) {
        control = PageControl()
        control.numberOfPages = pages
        control.indicatorEffect = effect
        control.presentation.kind = presentation
        for index in 0..<Swift.min(badges, (pages + 2) / 3) {
            let page = pages > 3 * badges ? pages / 2 + 3 * index : 3 * index
            control.presentation.setContent(.badge(index * 37 % 121), forPage: page)
        }
        control.paging.visiblePageCount = span
        control.bounds = Rect(x: 0, y: 0, width: Self.pageLength, height: 37)
        let kinds = IndicatorState.builtIn + (1...6).map { IndicatorState.custom("state\($0)") }
        for index in 0..<states {
            let page = span > 1 || pages > 30 ? pages / 2 + 3 * index : index * pages / Swift.max(states, 1)
            control.indicatorStates[page] = kinds[index % kinds.count]
        }
        paging = PagingGeometry(
            pageLength: Self.pageLength / Double(span), numberOfPages: pages, visiblePageCount: span)
        if badges > 0, pages > 3 * badges {
            minimumOffset = paging.contentOffset(forPage: pages / 2)
            maximumOffset = paging.contentOffset(forPage: pages / 2 + 3 * (badges - 1))
        } else {
            (minimumOffset, maximumOffset) = (0, paging.contentOffset(forPage: pages - 1))
        }
        offset = paging.contentOffset(forPage: pages / 2)
    }

    /// Scrolls on by one step, wrapping back to the start past the last page (or the last badged page).
    @inline(__always)
    mutating func advance() {
        offset += Self.step
        if offset > maximumOffset {
            offset = maximumOffset > minimumOffset ? offset - (maximumOffset - minimumOffset) : minimumOffset
        }
    }

    /// Moves the control to the current offset.
    @inline(__always)
    func updatePosition() {
        control.position = paging.fractionalPage(forContentOffset: offset)
    }

    /// Reads what a host keeps of the frame's layout between frames (which pages show) into `checksum`; it
    /// finds a dot under a tap when one comes, not on every frame.
    @inline(__always)
    func readLayout(_ layout: IndicatorLayout, into checksum: inout Checksum) {
        checksum.value &+= UInt64(truncatingIfNeeded: layout.firstVisiblePage &* 31 &+ layout.count)
    }

    /// Reads what a renderer draws of every primitive of a display list into `checksum`: its geometry (the
    /// rectangle and its corners, a path's or a text's frame) and its paint (the colour with the opacity).
    /// Indices, not an iterator: an iterator would hold a copy of the list.
    @inline(__always)
    func readDisplayList(_ list: DisplayList, into checksum: inout Checksum) {
        for index in list.indices {
            let primitive = list[index]
            switch primitive.geometry {
            case .roundedRectangle(let rect, let cornerRadius):
                checksum.add(rect)
                checksum.add(cornerRadius)
            case .ring(let rect, let cornerRadius, let lineWidth):
                checksum.add(rect)
                checksum.add(cornerRadius)
                checksum.add(lineWidth)
            case .path(let path):
                checksum.add(path.frame)
            case .text(let text):
                checksum.add(text.frame)
            }
            checksum.add(primitive.paint)
        }
    }

    /// Runs `frames` whole frames and returns their checksum.
    mutating func run(frames: Int) -> UInt64 {
        var checksum = Checksum()
        for _ in 0..<frames {
            advance()
            updatePosition()
            // The frame goes straight into the list, which carries its layout: one frame value, never copied.
            let list = DisplayList(control.frame())
            readLayout(list.layout, into: &checksum)
            readDisplayList(list, into: &checksum)
        }
        return checksum.value
    }

    /// The allocations per frame of each step of the frame, over `frames` frames, for finding where a frame
    /// allocates.
    mutating func allocationBreakdown(frames: Int) -> [(step: String, allocationsPerFrame: Double)] {
        var counts: [UInt64] = [0, 0, 0, 0, 0]
        var checksum = Checksum()
        for _ in 0..<frames {
            advance()
            pcmc_start()
            let position = paging.fractionalPage(forContentOffset: offset)
            counts[0] += pcmc_stop()
            pcmc_start()
            control.position = position
            counts[1] += pcmc_stop()
            pcmc_start()
            let frame = control.frame()
            readLayout(frame.layout, into: &checksum)
            counts[2] += pcmc_stop()
            pcmc_start()
            let list = DisplayList(frame)
            counts[3] += pcmc_stop()
            pcmc_start()
            readDisplayList(list, into: &checksum)
            counts[4] += pcmc_stop()
        }
        Sink.value &+= checksum.value
        let names = ["fractionalPage", "position", "frame", "display_list_init", "display_list_read"]
        return zip(names, counts).map { ($0, Double($1) / Double(frames)) }
    }
}
