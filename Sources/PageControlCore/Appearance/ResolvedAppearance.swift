/// Everything about a control's look as it is drawn, resolved through the control, the appearance proxy and
/// the defaults: the colours (after Increase Contrast), shapes, metrics, direction and background style.
///
/// Read it from a frame's ``PageControlFrame/look``. The control keeps one and builds a new one only after a
/// property it depends on changes (or the appearance proxy changes), so that a frame reads its look with one
/// reference instead of resolving each value again. Display lists hold it by reference, so copying a display
/// list copies one pointer for all of it. It never changes once made.
public final class ResolvedAppearance: Sendable {
    /// The current dot's colour: `currentPageIndicatorTintColor`, else the proxy's, else white.
    public let currentColor: Color
    /// The other dots' colour as drawn: `pageIndicatorTintColor`, else the proxy's, else translucent gray,
    /// made more opaque under Increase Contrast until it reaches 3:1 against ``currentColor`` where it can.
    public let otherColor: Color
    /// The platter's colour (drawn only when the platter shows).
    public let platterColor: Color
    /// The outline drawn around every dot under Increase Contrast when the colours alone cannot reach 3:1
    /// (black or white, whichever stands out more), or nil for none.
    public let outlineColor: Color?
    /// The shapes, resolved in UIKit's order.
    package let shapes: ShapeResolver
    /// The metrics the layout uses: the control's, else the proxy's, else ``IndicatorMetrics/classic``,
    /// scaled for Dynamic Type, with the current dot widened to a pill while a progress is attached.
    public let metrics: IndicatorMetrics
    /// The concrete direction of the row (`.natural` resolved through the layout direction).
    public let direction: PageControlDirection
    /// The background style after the proxy and the default (`.automatic`).
    public let backgroundStyle: BackgroundStyle
    /// The indicator effect after the proxy and the default (`.none`).
    public let effect: IndicatorEffect
    /// What stands for the pages, after the proxy and the default (``IndicatorPresentation/dots``).
    public let presentation: IndicatorPresentation
    /// The badges' colour, after the proxy and the default (``PageControlAppearance/defaultBadgeColor``).
    public let badgeColor: Color
    /// Whether any page has its own shape; without, every dot takes one of two shapes.
    package let hasShapeOverrides: Bool
    /// The shape of the current dot when no page has its own (kept apart from ``shapes``, so reading it
    /// copies no dictionary).
    package let preferredCurrentShape: IndicatorShape
    /// The shape of the other dots when no page has its own.
    package let preferredShape: IndicatorShape
    /// The looks of page states set on the control or the proxy (the control's win), before defaults.
    package let stateStyles: [IndicatorState: IndicatorStateStyle]

    /// A snapshot from explicit parts.
    package init(
        currentColor: Color, otherColor: Color, platterColor: Color, outlineColor: Color?, shapes: ShapeResolver,
        metrics: IndicatorMetrics, direction: PageControlDirection, backgroundStyle: BackgroundStyle,
        effect: IndicatorEffect = .none, presentation: IndicatorPresentation = .dots,
        badgeColor: Color = PageControlAppearance.defaultBadgeColor,
        stateStyles: [IndicatorState: IndicatorStateStyle] = [:]
    ) {
        self.badgeColor = badgeColor
        self.effect = effect
        self.presentation = presentation
        self.stateStyles = stateStyles
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

    /// A snapshot of a control's look now, resolved through the control, the proxy and the defaults.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    package convenience init(_ control: PageControl) {
        // The control's styles over the proxy's (a loop: `Dictionary.merging` casts, which Embedded Swift lacks).
        var stateStyles = PageControl.appearance().values.stateStyles
        for (state, style) in control.inputs.values.stateStyles { stateStyles[state] = style }
        self.init(
            currentColor: control.resolvedCurrentPageIndicatorTintColor,
            otherColor: control.contrastAdjustedPageIndicatorTintColor, platterColor: control.resolvedPlatterColor,
            outlineColor: control.indicatorOutlineColor, shapes: ShapeResolver(control),
            metrics: control.layoutMetrics, direction: control.resolvedDirection,
            backgroundStyle: control.resolvedBackgroundStyle, effect: control.indicatorEffect,
            presentation: control.resolvedPresentation, badgeColor: control.resolvedBadgeColor,
            stateStyles: stateStyles)
    }

    /// The look of a page state as drawn: the control's style, else the appearance proxy's, else
    /// ``IndicatorStateStyle/defaultStyle(for:diameter:)``, with the colour always filled in:
    /// a style without a colour keeps ``otherColor``, except ``IndicatorState/visited``'s built-in
    /// trail colour, halfway from ``otherColor`` to ``currentColor``. ``IndicatorState/normal`` gives the
    /// other dots' colour and no shape.
    public func style(for state: IndicatorState) -> IndicatorStateStyle {
        let state = state.canonical
        guard state != .normal else { return IndicatorStateStyle(color: otherColor) }
        let style = stateStyles[state] ?? IndicatorStateStyle.defaultStyle(for: state, diameter: metrics.diameter)
        let fallback = state == .visited ? otherColor.blended(towards: currentColor, by: 0.5) : otherColor
        return IndicatorStateStyle(color: style.color ?? fallback, shape: style.shape)
    }

    /// The shape a page's dot is drawn with, current or not: its own override, else the preferred shape
    /// (for the current dot: its current-page override, its normal override, the preferred current shape,
    /// the preferred shape, a circle), as UIKit looks images up.
    public func shape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        shapes.shape(forPage: page, isCurrent: isCurrent)
    }

    /// ``shape(forPage:isCurrent:)`` for the display list's per-dot loop (used only when some page has its
    /// own shape), read from ``shapes`` in place (no copy of its dictionaries).
    package func drawnShape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        shapes.shape(forPage: page, isCurrent: isCurrent)
    }

    /// How many per-page shape overrides there are (normal and current), which is what the look's memory
    /// grows with, never the page count.
    public var shapeOverrideCount: Int { shapes.overrides.count + shapes.currentOverrides.count }

    /// Whether the platter shows in a given interaction state: always for `.prominent`, while scrubbing for
    /// `.automatic`, never for `.minimal`.
    public func showsPlatter(in state: InteractionState) -> Bool {
        switch backgroundStyle {
        case .prominent: return true
        case .automatic: return state == .continuous
        case .minimal: return false
        }
    }
}

extension ResolvedAppearance: Equatable {
    /// Whether two snapshots draw alike: the same object, or every value equal.
    public static func == (lhs: ResolvedAppearance, rhs: ResolvedAppearance) -> Bool {
        lhs === rhs
            || lhs.currentColor == rhs.currentColor && lhs.otherColor == rhs.otherColor
                && lhs.platterColor == rhs.platterColor && lhs.outlineColor == rhs.outlineColor
                && lhs.shapes == rhs.shapes && lhs.metrics == rhs.metrics && lhs.direction == rhs.direction
                && lhs.backgroundStyle == rhs.backgroundStyle && lhs.effect == rhs.effect
                && lhs.presentation == rhs.presentation && lhs.badgeColor == rhs.badgeColor
                && lhs.stateStyles == rhs.stateStyles
    }
}

extension ResolvedAppearance: CustomStringConvertible {
    /// Every value, with per-page shapes in page order; NaN payloads print alike, so two snapshots that
    /// draw alike describe alike even where `==` cannot say so.
    public var description: String {
        func pages(_ shapes: [Int: IndicatorShape]) -> String {
            shapes.keys.sorted().map { "\($0): \(shapes[$0]!)" }.joined(separator: ", ")
        }
        return "ResolvedAppearance(current: \(currentColor), other: \(otherColor), platter: \(platterColor), "
            + "outline: \(outlineColor.map { "Optional(\($0))" } ?? "nil"), shape: \(shapes.preferred), "
            + "currentShape: \(shapes.preferredCurrent), pages: [\(pages(shapes.overrides))], "
            + "currentPages: [\(pages(shapes.currentOverrides))], metrics: \(metrics), direction: \(direction), "
            + "background: \(backgroundStyle))"
    }
}
