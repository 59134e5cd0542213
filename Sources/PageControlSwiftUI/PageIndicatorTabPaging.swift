#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Binds a `TabView` to a ``PageIndicator``'s page, both ways: apply it to a `TabView(selection:)` whose
        /// selection is `currentPage` and whose pages are tagged 0, 1, 2, …, and give the indicator the same
        /// `currentPage` (and `position`).
        ///
        /// ```swift
        /// TabView(selection: $page) {
        ///     ForEach(photos.indices, id: \.self) { index in PhotoView(photos[index]).tag(index) }
        /// }
        /// .pageIndicatorTabPaging(currentPage: $page)
        /// PageIndicator(numberOfPages: photos.count, currentPage: $page)
        /// ```
        ///
        /// It sets the page style with its own index hidden (`.tabViewStyle(.page(indexDisplayMode: .never))`). A turn
        /// the dots ask for animates because the indicator writes `currentPage` in an animated transaction (not
        /// while scrubbing, nor under Reduce Motion); the modifier animates nothing itself, so a swipe, the app's own
        /// changes and the pages' content keep their own animations. A `TabView` reports no scroll offset: the dots
        /// move page by page, and `position` follows the page. The page style is not on macOS.
        ///
        /// - Parameters:
        ///   - currentPage: The page, the `TabView`'s selection, shared with the indicator.
        ///   - position: The indicator's `position`, set to each new page. The default, nil, writes none.
        @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
        @available(macOS, unavailable)
        public func pageIndicatorTabPaging(currentPage: Binding<Int>, position: Binding<Double>? = nil) -> some View {
            modifier(PageIndicatorTabPaging(currentPage: currentPage.wrappedValue, position: position))
        }
    }

    /// The modifier behind ``SwiftUI/View/pageIndicatorTabPaging(currentPage:position:)``.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    struct PageIndicatorTabPaging: ViewModifier {
        let currentPage: Int
        let position: Binding<Double>?

        func body(content: Content) -> some View {
            let paged = content.tabViewStyle(.page(indexDisplayMode: .never))
            // `onChange(of:perform:)` is deprecated from iOS 17, and its replacement is new in iOS 17.
            if #available(iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
                paged.onChange(of: currentPage) { _, page in position?.wrappedValue = Double(page) }
            } else {
                paged.onChange(of: currentPage) { page in position?.wrappedValue = Double(page) }
            }
        }
    }
#endif
