import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct SVGRendererTests {
    /// A control at its intrinsic size.
    static func control(_ pages: Int, _ current: Int, configure: (PageControl) -> Void = { _ in }) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        configure(c)
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        return c
    }

    static let states: [(String, @MainActor () -> PageControl)] = [
        ("1-page", { control(1, 0) }),
        ("5-pages-third", { control(5, 2) }),
        ("10-pages", { control(10, 9) }),
        ("1000-pages", { control(1000, 500) }),
        ("rtl", { control(5, 1) { $0.direction = .rightToLeft } }),
        ("ttb", { control(5, 1) { $0.direction = .topToBottom } }),
        (
            "modern-prominent",
            {
                control(4, 0) {
                    $0.metrics = .modern
                    $0.backgroundStyle = .prominent
                }
            }
        ),
        ("between-pages", { control(5, 0) { $0.position = 1.5 } }),
        (
            "shapes",
            {
                control(5, 1) {
                    $0.preferredIndicatorShape = .ring(lineWidth: 1)
                    $0.preferredCurrentPageIndicatorShape = .roundedRectangle(cornerRadius: 1)
                    $0.setIndicatorShape(
                        .path(VectorPath().move(to: .zero).line(to: Point(x: 1, y: 1)).close()), forPage: 4)
                }
            }
        ),
        ("more-pages-last", { control(20, 19) { $0.hasMorePages = true } }),
        (
            "more-pages-rtl",
            {
                control(20, 19) {
                    $0.hasMorePages = true
                    $0.direction = .rightToLeft
                }
            }
        ),
        ("step-buttons-first", { control(5, 0) { $0.showsStepButtons = true } }),
        (
            "step-buttons-rtl-hidden",
            {
                control(5, 4) {
                    $0.showsStepButtons = true
                    $0.stepButtonsAtEnds = .hidden
                    $0.direction = .rightToLeft
                }
            }
        ),
        (
            "step-buttons-btt",
            {
                control(5, 2) {
                    $0.showsStepButtons = true
                    $0.direction = .bottomToTop
                }
            }
        ),
    ]

    @Test("SVG documents match their snapshots", arguments: 0..<14)
    func snapshots(index: Int) {
        #expect(Self.states.count == 14)
        let (name, make) = Self.states[index]
        expectSnapshot(SVGRenderer(scale: 2).render(make().frame()), named: name, suite: "SVGRendererTests")
    }

    @Test("The document is sized in points times the scale with a viewBox in points")
    func header() {
        let svg = SVGRenderer(scale: 3).render(Self.control(5, 2).frame())
        #expect(
            svg.contains("width=\"213\" height=\"111\" viewBox=\"0 0 71 37\" role=\"img\" aria-label=\"Page 3 of 5\""))
        #expect(svg.contains("<title>Page 3 of 5</title>"))
        #expect(svg.components(separatedBy: "<circle").count == 6)
    }

    @Test("Titles are escaped and colours carry their alpha as opacity")
    func escaping() {
        let c = Self.control(2, 0)
        c.currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let svg = SVGRenderer().render(DisplayList(c.frame()), title: "A & <B> \"c\"")
        #expect(svg.contains("<title>A &amp; &lt;B&gt; &quot;c&quot;</title>"))
        #expect(svg.contains("fill=\"#0000FF\" fill-opacity=\"0.5\""))
    }

    @Test("Unusable scales become 1", arguments: [0.0, -2, .nan, .infinity])
    func scales(scale: Double) {
        #expect(SVGRenderer(scale: scale).scale == 1)
    }

    @Test("Text is a <text> on its baseline with its anchor; the focus ring a stroke half its width inside its capsule")
    func textAndFocusRing() {
        let c = Self.control(120, 6) { c in c.window.overflowStyle = .dotsAndLabel(threshold: 20) }
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        let svg = SVGRenderer().render(DisplayList(c.frame(showsFocusRing: true)), title: nil)
        let label = c.compactLabel!
        let baseline = PlainNumber.format(label.frame.midY + 0.35 * label.fontSize)
        #expect(svg.contains("<text x=\"\(PlainNumber.format(label.frame.midX))\" y=\"\(baseline)\""))
        #expect(svg.contains("text-anchor=\"middle\" fill=\"#FFFFFF\">7 / 120</text>"))
        #expect(svg.contains("<circle data-role=\"focus\" cx=\"99.5\" cy=\"18.5\" r=\"6.5\" fill=\"none\""))
        #expect(svg.contains("stroke-width=\"2\" stroke-opacity=\"0.5\"/>"))
    }
}
