/// How the dots of one ``IndicatorState`` look: a colour and, optionally, a shape.
///
/// Set it on a control (``IndicatorStates/setStyle(_:for:)``) or on the appearance proxy
/// (``PageControlAppearance/setIndicatorStyle(_:for:)``); a design-system theme sets both from its tokens.
/// A value left nil falls back through the proxy to ``defaultStyle(for:diameter:)``.
///
/// The colour replaces the other dots' colour for a page in that state; the current dot keeps the current
/// colour (its emphasis blends from the state's colour to it), so a page's state shows as soon as the
/// person leaves it. The shape replaces the preferred shape of the other dots; a page's own shape
/// (``PageControl/setIndicatorShape(_:forPage:)``) still wins.
public struct IndicatorStateStyle: Sendable, Hashable {
    /// The dot's colour in this state. The default, nil, keeps the other dots' colour.
    public var color: Color?
    /// The dot's shape in this state. The default, nil, keeps the other dots' shape.
    public var shape: IndicatorShape?

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - color: The colour, or nil (the default) to keep the other dots' colour.
    ///   - shape: The shape, or nil (the default) to keep the other dots' shape.
    public init(color: Color? = nil, shape: IndicatorShape? = nil) {
        self.color = color
        self.shape = shape
    }

    /// The built-in green of ``IndicatorState/completed``: iOS's system green, #34C759.
    public static let completedColor = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// The built-in red of ``IndicatorState/attention``: iOS's system red, #FF3B30.
    public static let attentionColor = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// The built-in line width of an ``IndicatorState/unavailable`` dot's ring, as a fraction of the dot's
    /// diameter: 1/4 (1.75 points for a 7-point dot).
    public static let unavailableRingFraction = 0.25

    /// The built-in look of a state when neither the control nor the proxy sets one:
    /// - ``IndicatorState/visited``: no colour of its own; it is drawn halfway between the other dots'
    ///   colour and the current one (see ``ResolvedAppearance/style(for:diameter:)``), a trail;
    /// - ``IndicatorState/completed``: ``completedColor``;
    /// - ``IndicatorState/attention``: ``attentionColor``;
    /// - ``IndicatorState/unavailable``: a ring in the other dots' colour (hollow, so it does not depend on
    ///   colour alone);
    /// - ``IndicatorState/normal`` and custom states: nothing (drawn as normal dots until styled).
    ///
    /// - Parameter state: The state.
    /// - Parameter diameter: The dot diameter the ring of ``IndicatorState/unavailable`` is sized for. The
    ///   default is 7, the classic dot.
    public static func defaultStyle(for state: IndicatorState, diameter: Double = 7) -> IndicatorStateStyle {
        switch state.canonical {
        case .completed: return IndicatorStateStyle(color: completedColor)
        case .attention: return IndicatorStateStyle(color: attentionColor)
        case .unavailable:
            let d = diameter.isFinite && diameter > 0 ? diameter : 7
            return IndicatorStateStyle(shape: .ring(lineWidth: d * unavailableRingFraction))
        case .normal, .visited, .custom: return IndicatorStateStyle()
        }
    }
}
