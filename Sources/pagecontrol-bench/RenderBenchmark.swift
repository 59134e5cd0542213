import PageControlCore
import PageControlRendering

/// The `render` profile: the time to render and encode a 2x PNG of 10 dots. `Scripts/bench/render.sh` runs it
/// beside cairo's `Scripts/bench/cairo.py`.
enum RenderBenchmark {
    /// Measures `runs` renders (after `runs / 10` untimed ones) and returns a report line with the median and
    /// the fastest time in microseconds:
    /// `render_png_2x_10_dots: median_us=… best_us=… runs=… bytes=… size=302x74`.
    @MainActor
    static func run(runs: Int) -> String {
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
            if i >= runs / 10 { samples.append(Sampling.nanoseconds(elapsed) / 1000) }
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let best = samples[0]
        return "render_png_2x_10_dots: median_us=\(PlainNumber.format(median)) best_us=\(PlainNumber.format(best))"
            + " runs=\(samples.count) bytes=\(bytes) size=302x74"
    }
}
