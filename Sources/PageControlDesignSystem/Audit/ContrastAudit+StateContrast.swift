import PageControlCore

extension ContrastAudit {
    /// The contrast of one page state's dot colour (see ``PageControlStyle/stateColors``).
    ///
    /// A state's dot stands for something (done, needs attention, not available), so it should be
    /// as visible as a UI component: at least ``ContrastAudit/minimumContrast`` (3:1, WCAG 1.4.11)
    /// against the background. Falling short is a warning (``meetsMinimumContrast``), not a failed
    /// audit: the verdict stays the current dot's, and a state should not be told by colour alone
    /// (the core draws an unavailable dot as a ring for that reason).
    public struct StateContrast: Sendable, Hashable {
        /// The state.
        public let state: IndicatorState
        /// The state's dot colour, as the style gives it.
        public let color: Color
        /// The state's dot as seen: ``color`` composited over the audit's background.
        public let visibleColor: Color
        /// Contrast of ``visibleColor`` against the background; warned about below 3:1.
        public let backgroundContrast: Double
        /// Contrast of ``visibleColor`` against the current dot as seen; informative only (the current
        /// dot's size and position tell it apart as well).
        public let currentDotContrast: Double

        /// Measures one state colour on an opaque background next to the visible current dot.
        init(state: IndicatorState, color: Color, background: Color, visibleCurrentDot: Color) {
            let visible = color.composited(over: background)
            self.state = state
            self.color = color
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
