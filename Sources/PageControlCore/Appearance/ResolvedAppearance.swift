/// Everything about a control's look that stays the same from frame to frame: the resolved colours, shapes,
/// metrics, direction and background style.
///
/// A control keeps one (``PageControl/resolvedAppearance``) and builds a new one only after a property it
/// depends on changes (or the appearance proxy changes), so that a frame reads its look with one reference
/// instead of resolving each value through the control, the proxy and the defaults. Display lists hold it
/// by reference, so copying a display list copies one pointer for all of it.
package final class ResolvedAppearance: Sendable {
    /// The current dot's colour.
    package let currentColor: Color
    /// The other dots' colour, made more opaque under Increase Contrast.
    package let otherColor: Color
    /// The platter's colour (drawn only when the platter shows).
    package let platterColor: Color
    /// The outline drawn around every dot under Increase Contrast, or nil for none.
    package let outlineColor: Color?
    /// The shapes, resolved in UIKit's order.
    package let shapes: ShapeResolver
    /// The metrics the layout uses (the current dot widened to a pill while a timer is attached).
    package let metrics: IndicatorMetrics
    /// The concrete direction of the row.
    package let direction: PageControlDirection
    /// The background style after the proxy and the default.
    package let backgroundStyle: BackgroundStyle
    /// Whether any page has its own shape; without, every dot takes one of two shapes.
    package let hasShapeOverrides: Bool
    /// The shape of the current dot when no page has its own (kept apart from ``shapes``, so reading it
    /// copies no dictionary).
    package let preferredCurrentShape: IndicatorShape
    /// The shape of the other dots when no page has its own.
    package let preferredShape: IndicatorShape

    /// A snapshot from explicit parts.
    package init(
        currentColor: Color, otherColor: Color, platterColor: Color, outlineColor: Color?, shapes: ShapeResolver,
        metrics: IndicatorMetrics, direction: PageControlDirection, backgroundStyle: BackgroundStyle
    ) {
        self.currentColor = currentColor
        self.otherColor = otherColor
        self.platterColor = platterColor
        self.outlineColor = outlineColor
        self.shapes = shapes
        self.metrics = metrics
        self.direction = direction
        self.backgroundStyle = backgroundStyle
        hasShapeOverrides = !shapes.overrides.isEmpty || !shapes.currentOverrides.isEmpty
        preferredCurrentShape = shapes.preferredCurrent
        preferredShape = shapes.preferred
    }

    /// The shape of a page's dot, current or not, read from ``shapes`` in place (no copy of its dictionaries).
    @inlinable
    package func shape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        shapes.shape(forPage: page, isCurrent: isCurrent)
    }

    /// A snapshot of a control's look now, resolved through the control, the proxy and the defaults.
    @MainActor
    package convenience init(_ control: PageControl) {
        self.init(
            currentColor: control.resolvedCurrentPageIndicatorTintColor,
            otherColor: control.contrastAdjustedPageIndicatorTintColor, platterColor: control.resolvedPlatterColor,
            outlineColor: control.indicatorOutlineColor, shapes: ShapeResolver(control),
            metrics: control.layoutMetrics, direction: control.resolvedDirection,
            backgroundStyle: control.resolvedBackgroundStyle)
    }

    /// Whether the platter shows in a given interaction state: always for `.prominent`, while scrubbing for
    /// `.automatic`, never for `.minimal`.
    package func showsPlatter(in state: InteractionState) -> Bool {
        switch backgroundStyle {
        case .prominent: return true
        case .automatic: return state == .continuous
        case .minimal: return false
        }
    }
}

extension ResolvedAppearance: Equatable {
    /// Whether two snapshots draw alike (every value equal).
    package static func == (lhs: ResolvedAppearance, rhs: ResolvedAppearance) -> Bool {
        lhs.currentColor == rhs.currentColor && lhs.otherColor == rhs.otherColor
            && lhs.platterColor == rhs.platterColor && lhs.outlineColor == rhs.outlineColor
            && lhs.shapes == rhs.shapes && lhs.metrics == rhs.metrics && lhs.direction == rhs.direction
            && lhs.backgroundStyle == rhs.backgroundStyle
    }
}

extension ResolvedAppearance: CustomStringConvertible {
    /// Every value, with per-page shapes in page order; NaN payloads print alike, so two snapshots that
    /// draw alike describe alike even where `==` cannot say so.
    package var description: String {
        func pages(_ shapes: [Int: IndicatorShape]) -> String {
            shapes.keys.sorted().map { "\($0): \(shapes[$0]!)" }.joined(separator: ", ")
        }
        return "ResolvedAppearance(current: \(currentColor), other: \(otherColor), platter: \(platterColor), "
            + "outline: \(String(describing: outlineColor)), shape: \(shapes.preferred), "
            + "currentShape: \(shapes.preferredCurrent), pages: [\(pages(shapes.overrides))], "
            + "currentPages: [\(pages(shapes.currentOverrides))], metrics: \(metrics), direction: \(direction), "
            + "background: \(backgroundStyle))"
    }
}
