import PageControlCore

/// The maths of keeping a control in step with a paged scroll view (the UIKit view's `bind(to:)`), in the
/// scroll view's own terms: its bounds, content offset and adjusted content inset. The host keeps only the
/// observation of the offset and the call that sets it.
///
/// Paging runs along the control's axis: horizontal unless its direction is vertical. Offsets count from the
/// adjusted content inset (its left edge for horizontal paging, its top edge for vertical), so that page 0 sits
/// at offset −inset. The page maths is `PageControlCore/PagingGeometry`'s.
package struct ScrollViewPaging: AxisPaging, Sendable, Hashable {
    /// The page maths along the paging axis.
    package var paging: PagingGeometry
    /// Whether paging runs vertically (the control's direction is vertical).
    package var isVertical: Bool

    /// The paging of a scroll view.
    ///
    /// - Parameters:
    ///   - boundsSize: The scroll view's bounds size: a page is its width, or its height when vertical.
    ///   - numberOfPages: The page count. Negative values count as 0.
    ///   - isVertical: Whether paging runs vertically.
    ///   - contentDirection: Where page 0 sits (`.rightToLeft`: at the largest offset), or nil to follow the
    ///     scroll view. Vertical paging has no direction: always `.leftToRight`.
    ///   - scrollViewIsRightToLeft: Whether the scroll view's layout direction is right to left, the content's
    ///     direction when `contentDirection` is nil.
    package init(
        boundsSize: Size, numberOfPages: Int, isVertical: Bool, contentDirection: LayoutDirection?,
        scrollViewIsRightToLeft: Bool
    ) {
        let followed: LayoutDirection = scrollViewIsRightToLeft ? .rightToLeft : .leftToRight
        paging = PagingGeometry(
            pageLength: isVertical ? boundsSize.height : boundsSize.width, numberOfPages: numberOfPages,
            layoutDirection: isVertical ? .leftToRight : contentDirection ?? followed)
        self.isVertical = isVertical
    }

    /// The paging of a scroll view bound to `control`: its page count, and vertical when its direction is.
    @MainActor
    package init(
        for control: PageControl, boundsSize: Size, contentDirection: LayoutDirection?, scrollViewIsRightToLeft: Bool
    ) {
        self.init(
            boundsSize: boundsSize, numberOfPages: control.numberOfPages,
            isVertical: control.resolvedDirection.isVertical, contentDirection: contentDirection,
            scrollViewIsRightToLeft: scrollViewIsRightToLeft)
    }
}
