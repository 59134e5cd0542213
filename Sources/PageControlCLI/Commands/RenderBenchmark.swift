import PageControlCore
import PageControlRendering

/// `pagecontrol render --benchmark`: the time to render and encode a 2x PNG of 10 dots.
package enum RenderBenchmark {
    /// Measures `runs` renders (after a warm-up) and returns a report line with the median and the
    /// fastest time in microseconds.
    @MainActor
    package static func run(runs: Int = 2000) -> String {
        let control = PageControl()
        control.numberOfPages = 10
        control.currentPage = 3
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        let renderer = PNGRenderer(scale: 2)
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        var bytes = 0
        let clock = ContinuousClock()
        for i in 0..<(runs + runs / 10) {
            let start = clock.now
            let png = (try? renderer.render(DisplayList(control.frame()))) ?? []
            let elapsed = clock.now - start
            bytes = png.count
            if i >= runs / 10 { samples.append(microseconds(elapsed)) }
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let best = samples[0]
        return "render_png_2x_10_dots: median_us=\(PlainNumber.format(median)) best_us=\(PlainNumber.format(best))"
            + " runs=\(samples.count) bytes=\(bytes) size=302x74"
    }

    static func microseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}
