import PageControlCore

extension ContrastAudit {
    /// The contrast of one page state's dot colour as the control draws it with the style: the style's colour
    /// (``PageControlStyle/stateColors``), else the core's built-in one (``isBuiltIn``).
    ///
    /// A state's dot stands for something (done, needs attention, not available), so it should be
    /// as visible as a UI component: at least ``ContrastAudit/minimumContrast`` (3:1, WCAG 1.4.11)
    /// against the background. Falling short is a warning (``meetsMinimumContrast``), not a failed
    /// audit: the verdict stays the current dot's, and a state should not be told by colour alone
    /// (the core draws an unavailable dot as a ring for that reason).
    public struct StateContrast: Sendable, Hashable {
        /// The state.
        public let state: IndicatorState
        /// The state's dot colour as drawn: the style's, else the core's built-in colour.
        public let color: Color
        /// Whether the style gives the state no colour, so that ``color`` is the core's built-in one: green for
        /// completed and red for attention (`IndicatorStateStyle.completedColor`, `.attentionColor`), the other
        /// dots' colour halfway to the current dot's for visited, and the other dots' colour for unavailable (a
        /// ring) and for custom states.
        public let isBuiltIn: Bool
        /// The state's dot as seen: ``color`` composited over the audit's background.
        public let visibleColor: Color
        /// Contrast of ``visibleColor`` against the background; warned about below 3:1.
        public let backgroundContrast: Double
        /// Contrast of ``visibleColor`` against the current dot as seen; informative only (the current
        /// dot's size and position tell it apart as well).
        public let currentDotContrast: Double

        /// Measures one state colour on an opaque background next to the visible current dot.
        init(state: IndicatorState, color: Color, isBuiltIn: Bool, background: Color, visibleCurrentDot: Color) {
            let visible = color.composited(over: background)
            self.state = state
            self.color = color
            self.isBuiltIn = isBuiltIn
            visibleColor = visible
            backgroundContrast = Color.contrastRatio(visible, background)
            currentDotContrast = Color.contrastRatio(visible, visibleCurrentDot)
        }

        /// Whether ``backgroundContrast`` is at least ``ContrastAudit/minimumContrast``, unrounded.
        public var meetsMinimumContrast: Bool {
            backgroundContrast >= ContrastAudit.minimumContrast
        }
    }
}
