/// What a control's layout is drawn with besides its pages and its bounds: the metrics (scaled for the text size,
/// grown for content and for a timer's pill), the concrete direction, the effect, the presentation, whether
/// the padding applies and whether a mark snaps (Reduce Motion); resolved through the control, the appearance proxy and the defaults.
///
/// The control keeps one, rebuilt with its ``ResolvedAppearance`` whenever something either is made of changes.
package struct LayoutStyle: Sendable, Equatable {
    /// The metrics the layout uses.
    package var metrics: IndicatorMetrics
    /// The concrete direction of the row (never `.natural`).
    package var direction: PageControlDirection
    /// How the current page is shown between pages.
    package var effect: IndicatorEffect
    /// What stands for the pages.
    package var presentation: IndicatorPresentation
    /// Whether the metrics' padding applies (it does not for a `.minimal` background).
    package var hasPadding: Bool
    /// Whether a moving mark goes to the nearest page at once (Reduce Motion).
    package var snapsMark: Bool
}
