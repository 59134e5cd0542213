/// A control's look as one frame draws it, resolved through the control, the appearance proxy and the
/// defaults: the colours (after Increase Contrast), the shapes, when the platter shows, the badges' colour and
/// the page states' looks.
///
/// Read it from a frame's ``PageControlFrame/look``. It is a value made for each frame from what is set now,
/// so a change to the control or to the appearance proxy shows in the next frame. What the layout needs (the
/// metrics, the direction, the effect and the presentation) is in the frame's ``PageControlFrame/layout``,
/// not here.
public struct ResolvedAppearance: Sendable, Equatable {
    /// The look's values, held once and shared by every copy (a copy is one reference; the look never changes
    /// once made).
    package final class Storage: Sendable {
        package let currentColor: Color
        package let otherColor: Color
        package let outlineColor: Color?
        #if hasFeature(Embedded)
            // In the web module the platter colour, background style, shapes and badge colour are never set (see
            // AppearanceValues) and the element sets no page states: the look holds their defaults as constants.
            package var platterColor: Color { PageControlAppearance.defaultPlatterColor }
            package var backgroundStyle: BackgroundStyle { .automatic }
            package var badgeColor: Color { PageControlAppearance.defaultBadgeColor }
            package var shapes: ShapeResolver { ShapeResolver() }
            package var stateStyles: [IndicatorState: IndicatorStateStyle] { [IndicatorState: IndicatorStateStyle]() }
            package var proxyStateStyles: [IndicatorState: IndicatorStateStyle] {
                [IndicatorState: IndicatorStateStyle]()
            }
        #else
            package let platterColor: Color
            package let backgroundStyle: BackgroundStyle
            package let badgeColor: Color
            package let shapes: ShapeResolver
            package let stateStyles: [IndicatorState: IndicatorStateStyle]
            package let proxyStateStyles: [IndicatorState: IndicatorStateStyle]
        #endif

        init(
            currentColor: Color, otherColor: Color, platterColor: Color, outlineColor: Color?,
            backgroundStyle: BackgroundStyle, badgeColor: Color, shapes: ShapeResolver,
            stateStyles: [IndicatorState: IndicatorStateStyle], proxyStateStyles: [IndicatorState: IndicatorStateStyle]
        ) {
            self.currentColor = currentColor
            self.otherColor = otherColor
            self.outlineColor = outlineColor
            #if !hasFeature(Embedded)
                self.platterColor = platterColor
                self.backgroundStyle = backgroundStyle
                self.badgeColor = badgeColor
                self.shapes = shapes
                self.stateStyles = stateStyles
                self.proxyStateStyles = proxyStateStyles
            #endif
        }
    }

    /// The values.
    package let storage: Storage

    /// The current dot's colour: `currentPageIndicatorTintColor`, else the proxy's, else white.
    public var currentColor: Color { storage.currentColor }
    /// The other dots' colour as drawn: `pageIndicatorTintColor`, else the proxy's, else translucent gray,
    /// made more opaque under Increase Contrast until it reaches 3:1 against ``currentColor`` where it can.
    public var otherColor: Color { storage.otherColor }
    /// The platter's colour (drawn only when the platter shows).
    public var platterColor: Color { storage.platterColor }
    /// The outline drawn around every dot under Increase Contrast when the colours alone cannot reach 3:1
    /// (black or white, whichever stands out more), or nil for none.
    public var outlineColor: Color? { storage.outlineColor }
    /// The background style after the proxy and the default (`.automatic`).
    public var backgroundStyle: BackgroundStyle { storage.backgroundStyle }
    /// The badges' colour, after the proxy and the default (``PageControlAppearance/defaultBadgeColor``).
    public var badgeColor: Color { storage.badgeColor }
    /// The shapes, resolved in UIKit's order.
    package var shapes: ShapeResolver { storage.shapes }
    /// The looks of page states set on the control, which win over ``proxyStateStyles``.
    package var stateStyles: [IndicatorState: IndicatorStateStyle] { storage.stateStyles }
    /// The looks of page states set on the appearance proxy.
    package var proxyStateStyles: [IndicatorState: IndicatorStateStyle] { storage.proxyStateStyles }

    /// A look from explicit parts.
    package init(
        currentColor: Color, otherColor: Color, platterColor: Color, outlineColor: Color?,
        shapes: ShapeResolver = ShapeResolver(), backgroundStyle: BackgroundStyle,
        badgeColor: Color = PageControlAppearance.defaultBadgeColor,
        stateStyles: [IndicatorState: IndicatorStateStyle] = .init(),
        proxyStateStyles: [IndicatorState: IndicatorStateStyle] = .init()
    ) {
        storage = Storage(
            currentColor: currentColor, otherColor: otherColor, platterColor: platterColor,
            outlineColor: outlineColor, backgroundStyle: backgroundStyle, badgeColor: badgeColor, shapes: shapes,
            stateStyles: stateStyles, proxyStateStyles: proxyStateStyles)
    }

    /// Whether two looks draw alike: the same values (the same storage, or equal values).
    public static func == (lhs: ResolvedAppearance, rhs: ResolvedAppearance) -> Bool {
        let (a, b) = (lhs.storage, rhs.storage)
        return a === b
            || a.currentColor == b.currentColor && a.otherColor == b.otherColor && a.platterColor == b.platterColor
                && a.outlineColor == b.outlineColor && a.backgroundStyle == b.backgroundStyle
                && a.badgeColor == b.badgeColor && a.shapes == b.shapes && a.stateStyles == b.stateStyles
                && a.proxyStateStyles == b.proxyStateStyles
    }

    /// A control's look now, resolved through the control, the proxy and the defaults.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    package init(_ control: PageControl) {
        let other = control.contrastAdjustedPageIndicatorTintColor
        self.init(
            currentColor: control.resolvedCurrentPageIndicatorTintColor, otherColor: other,
            platterColor: control.resolvedPlatterColor,
            outlineColor: control.drawsIndicatorOutlines ? other.blackOrWhiteStandingOut : nil,
            shapes: ShapeResolver(control), backgroundStyle: control.resolvedBackgroundStyle,
            badgeColor: control.resolvedBadgeColor, stateStyles: control.indicatorStates.styles,
            proxyStateStyles: PageControl.appearance().values.stateStyles)
    }

    /// The look of a page state as drawn: the control's style, else the appearance proxy's, else
    /// ``IndicatorStateStyle/defaultStyle(for:diameter:)`` for dots of `diameter`, with the colour always
    /// filled in: a style without a colour keeps ``otherColor``, except ``IndicatorState/visited``'s built-in
    /// trail colour, halfway from ``otherColor`` to ``currentColor``. ``IndicatorState/normal`` gives the
    /// other dots' colour and no shape.
    public func style(for state: IndicatorState, diameter: Double = 7) -> IndicatorStateStyle {
        let state = state.canonical
        guard state != .normal else { return IndicatorStateStyle(color: otherColor) }
        let style =
            stateStyles[state] ?? proxyStateStyles[state]
            ?? IndicatorStateStyle.defaultStyle(for: state, diameter: diameter)
        let fallback = state == .visited ? otherColor.blended(towards: currentColor, by: 0.5) : otherColor
        return IndicatorStateStyle(color: style.color ?? fallback, shape: style.shape)
    }

    /// The shape a page's dot is drawn with, current or not: its own override, else the preferred shape
    /// (for the current dot: its current-page override, its normal override, the preferred current shape,
    /// the preferred shape, a circle), as UIKit looks images up.
    public func shape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
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

extension ResolvedAppearance: CustomStringConvertible {
    /// Every value, with per-page shapes in page order; NaN payloads print alike, so two looks that draw
    /// alike describe alike even where `==` cannot say so.
    public var description: String {
        func pages(_ shapes: [Int: IndicatorShape]) -> String {
            shapes.keys.sorted().map { "\($0): \(shapes[$0] ?? .circle)" }.joined(separator: ", ")
        }
        return "ResolvedAppearance(current: \(currentColor), other: \(otherColor), platter: \(platterColor), "
            + "outline: \(outlineColor.map { "Optional(\($0))" } ?? "nil"), shape: \(shapes.preferred), "
            + "currentShape: \(shapes.preferredCurrent), pages: [\(pages(shapes.overrides))], "
            + "currentPages: [\(pages(shapes.currentOverrides))], background: \(backgroundStyle), "
            + "badge: \(badgeColor))"
    }
}
