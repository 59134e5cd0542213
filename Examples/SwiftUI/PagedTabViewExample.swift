#if canImport(SwiftUI) && !os(macOS) && !os(tvOS)
    import PageControlSwiftUI
    import SwiftUI

    /// A `TabView` with the page style and its own index hidden, bound to a ``PageIndicator`` by
    /// `pageIndicatorTabPaging(currentPage:position:)`: a swipe moves the dots, and a tap or scrub on the dots
    /// turns the pages (animated unless Reduce Motion is on).
    @available(iOS 16.0, watchOS 9.0, *)
    @MainActor
    struct PagedTabViewExample: View {
        private let titles = ["Welcome", "Pay in seconds", "Save for your goals", "You're all set"]
        @State private var page = 0

        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $page) {
                    ForEach(titles.indices, id: \.self) { index in
                        Text(titles[index]).tag(index)
                    }
                }
                .pageIndicatorTabPaging(currentPage: $page)
                PageIndicator(numberOfPages: titles.count, currentPage: $page)
            }
        }
    }
#endif
