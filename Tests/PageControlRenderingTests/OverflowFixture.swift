import PageControlCore

/// The control the label tests draw: 120 pages on page 7 ("7 / 120"), with an overflow style, sized to
/// its whole window (as `pagecontrol render` draws it).
@MainActor
func overflowControl(
    _ style: OverflowStyle = .dotsAndLabel(threshold: 20), configure: (PageControl) -> Void = { _ in }
) -> PageControl {
    let c = PageControl()
    c.numberOfPages = 120
    c.currentPage = 6
    c.window.overflowStyle = style
    c.window.preferredNumberOfVisibleIndicators = 10
    configure(c)
    c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
    return c
}
