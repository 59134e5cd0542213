import PageControlCore

/// A control for tests: `pages` pages in `width` × 37 points (320 by default), with every
/// `.valueChanged` event recorded as the current page after it.
///
/// ```swift
/// let (control, events) = recordingControl(pages: 5)
/// control.handleKey(.right)
/// #expect(events() == [1])
/// ```
@MainActor
package func recordingControl(pages: Int, width: Double = 320) -> (PageControl, () -> [Int]) {
    let control = PageControl()
    control.numberOfPages = pages
    control.bounds = Rect(x: 0, y: 0, width: width, height: 37)
    var events: [Int] = []
    control.addAction(for: .valueChanged) { events.append($0.currentPage) }
    return (control, { events })
}
