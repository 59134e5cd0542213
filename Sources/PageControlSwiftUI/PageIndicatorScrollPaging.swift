#if canImport(SwiftUI)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import SwiftUI

    extension View {
        /// Binds a paging `ScrollView` to a ``PageIndicator``'s page, both ways: apply it to the scroll view and
        /// give the indicator the same `currentPage` and `position`.
        ///
        /// ```swift
        /// ScrollView(.horizontal) {
        ///     LazyHStack(spacing: 0) {
        ///         ForEach(photos.indices, id: \.self) { index in
        ///             PhotoView(photos[index]).containerRelativeFrame(.horizontal).id(index)
        ///         }
        ///     }
        ///     .scrollTargetLayout()
        /// }
        /// .pageIndicatorScrollPaging(currentPage: $page, position: $position, numberOfPages: photos.count)
        /// PageIndicator(numberOfPages: photos.count, currentPage: $page, position: $position)
        /// ```
        ///
        /// The pages are the scroll view's targets with the ids 0, 1, 2, …, each as long as the scroll view
        /// (`containerRelativeFrame`). The modifier pages the scroll view (`scrollTargetBehavior(.paging)`) and
        /// tracks its page with `scrollPosition(id:)` from iOS 17, macOS 14, tvOS 17 and watchOS 10, writing
        /// `currentPage` when a page settles; from iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2 it also
        /// writes `position` as the content moves (`onScrollGeometryChange`), so the dots follow a drag
        /// fractionally; before, `position` moves page by page. A new `currentPage` (a tap or scrub on the dots)
        /// scrolls to the page, animated unless Reduce Motion is on. Before iOS 17 the scroll view cannot page or
        /// report its page: the dots scroll it to a page (`ScrollViewReader`), and nothing comes back.
        ///
        /// - Parameters:
        ///   - currentPage: The page, shared with the indicator; pinned to the pages.
        ///   - position: The fractional page on screen, shared with the indicator's `position`. The default, nil,
        ///     writes none.
        ///   - numberOfPages: The number of pages. Negative values count as 0.
        ///   - axis: The scroll view's axis. The default is `.horizontal`.
        public func pageIndicatorScrollPaging(
            currentPage: Binding<Int>, position: Binding<Double>? = nil, numberOfPages: Int,
            axis: Axis = .horizontal
        ) -> some View {
            modifier(
                PageIndicatorScrollPaging(
                    currentPage: currentPage, position: position,
                    paging: ScrollGeometryPaging(numberOfPages: numberOfPages, isVertical: axis == .vertical)))
        }
    }

    /// The modifier behind ``SwiftUI/View/pageIndicatorScrollPaging(currentPage:position:numberOfPages:axis:)``;
    /// the maths is `ScrollGeometryPaging`'s.
    struct PageIndicatorScrollPaging: ViewModifier {
        @Binding var currentPage: Int
        let position: Binding<Double>?
        let paging: ScrollGeometryPaging
        @State private var scrolledID: Int?
        @Environment(\.accessibilityReduceMotion) private var reducesMotion

        func body(content: Content) -> some View {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                following(
                    content
                        .scrollTargetBehavior(.paging)
                        .scrollPosition(id: $scrolledID)
                        .onAppear { scrolledID = paging.scrollTargetID(forPage: currentPage) }
                        .onChange(of: scrolledID) { _, id in scrollDidSettle(on: id) }
                        .onChange(of: currentPage) { _, page in scroll(to: page) })
            } else {
                ScrollViewReader { proxy in
                    content.onChange(of: currentPage) { page in
                        position?.wrappedValue = Double(page)
                        guard let id = paging.scrollTargetID(forPage: page) else { return }
                        withAnimation(reducesMotion ? nil : .default) {
                            proxy.scrollTo(id, anchor: paging.isVertical ? .top : .leading)
                        }
                    }
                }
            }
        }

        /// The scroll view writing `position` as it moves, where SwiftUI reports its geometry.
        @ViewBuilder
        private func following(_ content: some View) -> some View {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                content.onScrollGeometryChange(for: Double.self) { [paging] geometry in
                    paging.fractionalPage(
                        contentOffset: Point(geometry.contentOffset), containerSize: Size(geometry.containerSize),
                        contentSize: Size(geometry.contentSize),
                        leadingInset: Double(
                            paging.isVertical ? geometry.contentInsets.top : geometry.contentInsets.leading))
                } action: { _, fractional in
                    position?.wrappedValue = fractional
                }
            } else {
                content
            }
        }

        /// The scroll view settled on a page: it becomes the current page (and, without geometry, the position).
        private func scrollDidSettle(on id: Int?) {
            guard let page = paging.page(forScrollTargetID: id) else { return }
            if page != currentPage { currentPage = page }
            if #unavailable(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0) {
                position?.wrappedValue = Double(page)
            }
        }

        /// The page changed elsewhere (on the dots): the scroll view goes there.
        private func scroll(to page: Int) {
            let id = paging.scrollTargetID(forPage: page)
            guard id != scrolledID else { return }
            withAnimation(reducesMotion ? nil : .default) { scrolledID = id }
        }
    }
#endif
