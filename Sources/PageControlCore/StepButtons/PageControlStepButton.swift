/// One of the step buttons a control shows at its row's ends (``PageControl/showsStepButtons``): the button that
/// goes back a page and the one that goes forward.
///
/// ```swift
/// control.showsStepButtons = true
/// control.hitTesting.frame(forStepButton: .next)   // where the next button is drawn
/// ```
public enum PageControlStepButton: Sendable, Hashable, CaseIterable {
    /// The button at the row's start (the left end, the right end right to left, the top of a vertical row): one
    /// page back.
    case previous
    /// The button at the row's end: one page forward.
    case next

    /// The step it makes, in pages: −1 back, +1 forward (a span's length with ``PagingOptions/stepsBySpan``).
    var sign: Int { self == .previous ? -1 : 1 }
}
