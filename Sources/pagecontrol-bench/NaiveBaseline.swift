import PageControlCore

/// The hand-written control of seed 004 as a baseline: every frame it lays out every page, as its
/// `drawRect:` does, computing each dot's rectangle and colour into a preallocated buffer (standing in for
/// the fills) while checksumming them.
///
/// It uses the classic metrics (7-point dots on a 16-point pitch) and the package's default colours so that
/// it draws what ``FrameBenchmark`` draws, only for all pages instead of a window of ten.
@MainActor
struct NaiveBaseline {
    /// One dot as the seed's `drawRect:` computes it.
    struct Dot {
        /// The dot's rectangle.
        var frame: Rect
        /// The fill colour.
        var color: Color
    }

    /// The number of pages.
    let pages: Int
    /// The control's bounds (390 × 37 points).
    let bounds: Rect
    /// The paging maths.
    let paging: PagingGeometry
    /// The largest content offset.
    let maximumOffset: Double
    /// The current content offset.
    var offset: Double
    /// One slot per page, allocated once.
    var dots: [Dot]

    /// Sets up the baseline for `pages` pages, halfway through.
    init(pages: Int) {
        self.pages = pages
        bounds = Rect(x: 0, y: 0, width: FrameBenchmark.pageLength, height: 37)
        paging = PagingGeometry(pageLength: FrameBenchmark.pageLength, numberOfPages: pages)
        maximumOffset = paging.contentOffset(forPage: pages - 1)
        offset = paging.contentOffset(forPage: pages / 2)
        dots = Array(repeating: Dot(frame: .zero, color: .clear), count: pages)
    }

    /// Runs `frames` frames and returns their checksum.
    mutating func run(frames: Int) -> UInt64 {
        let diameter = IndicatorMetrics.classic.diameter
        let pitch = IndicatorMetrics.classic.pitch
        let current = PageControlAppearance.defaultCurrentPageIndicatorTintColor
        let other = PageControlAppearance.defaultPageIndicatorTintColor
        let count = pages
        var checksum = Checksum()
        for _ in 0..<frames {
            offset += FrameBenchmark.step
            if offset > maximumOffset { offset = maximumOffset > 0 ? offset - maximumOffset : 0 }
            let currentPage = paging.page(forContentOffset: offset)
            let dotsWidth = Double(count) * diameter + Double(max(0, count - 1)) * (pitch - diameter)
            var x = bounds.midX - dotsWidth / 2
            let y = bounds.midY - diameter / 2
            dots.withUnsafeMutableBufferPointer { dots in
                for page in 0..<count {
                    let dot = Dot(
                        frame: Rect(x: x, y: y, width: diameter, height: diameter),
                        color: page == currentPage ? current : other)
                    dots[page] = dot
                    checksum.add(dot.frame)
                    checksum.add(dot.color)
                    x += pitch
                }
            }
        }
        return checksum.value
    }
}
