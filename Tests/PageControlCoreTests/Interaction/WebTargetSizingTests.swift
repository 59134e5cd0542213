import PageControlCore
import Testing

/// The `<page-control>` element's target rule, which the element draws by and the accessibility audit judges by:
/// a short pitch scaled to 24 CSS px, a row too dense for tabs made one slider, a thin row padded to 24 px.
@Suite struct WebTargetSizingTests {
    /// A row of `pages` laid out in a presentation, in its own preferred size.
    func layout(
        pages: Int, metrics: IndicatorMetrics = .classic, presentation: IndicatorPresentation = .dots,
        bounds: Rect = .zero
    ) -> IndicatorLayout {
        IndicatorLayout(
            numberOfPages: pages, position: 0, bounds: bounds, metrics: metrics, maximumVisibleIndicators: 10,
            presentation: presentation)
    }

    @Test(
        "The scale lifts a pitch under 24 points to 24 CSS px and leaves longer pitches and segments at 1",
        arguments: [
            (IndicatorMetrics.classic, IndicatorPresentation.dots, 1.5),  // 16 pt pitch
            (IndicatorMetrics(diameter: 4, spacing: 0), .dots, 6),
            (IndicatorMetrics(diameter: 20, spacing: 10), .dots, 1),
            (IndicatorMetrics.lines, .lines, 1),  // 40 pt pitch
            (IndicatorMetrics.segments, .segments, 1),
        ])
    func scale(metrics: IndicatorMetrics, presentation: IndicatorPresentation, scale: Double) {
        #expect(WebTargetSizing.scale(layout(pages: 5, metrics: metrics, presentation: presentation)) == scale)
    }

    @Test("Dots have tabs; the number and a bar too dense for 24-pixel slots are one slider")
    func tabs() {
        let dots = layout(pages: 5)
        #expect(WebTargetSizing.hasTabs(dots, scale: WebTargetSizing.scale(dots)))
        let number = layout(pages: 5, metrics: .classic, presentation: .numeric)
        #expect(!WebTargetSizing.hasTabs(number, scale: 1))
        let bar = layout(
            pages: 40, metrics: .segments, presentation: .segments, bounds: Rect(x: 0, y: 0, width: 402, height: 19))
        #expect(!WebTargetSizing.hasTabs(bar, scale: WebTargetSizing.scale(bar)))
    }

    @Test("A row thinner than 24 CSS px gets the rest as a margin on each side; a thick one none")
    func inset() {
        let lines = layout(pages: 5, metrics: .lines, presentation: .lines)
        #expect(WebTargetSizing.inset(lines, size: Size(width: 200, height: 7), scale: 1) == 8.5)
        #expect(WebTargetSizing.inset(layout(pages: 5), size: Size(width: 71, height: 37), scale: 1.5) == 0)
        #expect(WebTargetSizing.minimumTarget == 24)
    }
}
