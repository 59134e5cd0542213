#if canImport(SwiftUI) && os(iOS)
    import PageControlSwiftUI
    import SwiftUI

    /// A paged horizontal `ScrollView` bound to a ``PageIndicator`` both ways by
    /// `pageIndicatorScrollPaging(currentPage:position:numberOfPages:axis:)`: the dots follow a drag fractionally
    /// (iOS 18), page by page (iOS 17), and a tap or scrub on the dots scrolls the pages.
    @available(iOS 16.0, *)
    @MainActor
    struct PagedScrollViewExample: View {
        let colors: [SwiftUI.Color]
        @State private var page = 0
        @State private var position = 0.0

        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 0) {
                        ForEach(colors.indices, id: \.self) { index in
                            pageView(colors[index]).id(index)
                        }
                    }
                    .scrollTargetLayoutWhereAvailable()
                }
                .pageIndicatorScrollPaging(currentPage: $page, position: $position, numberOfPages: colors.count)
                .frame(height: 200)
                PageIndicator(numberOfPages: colors.count, currentPage: $page, position: $position)
            }
        }

        /// A page as wide as the scroll view (`containerRelativeFrame` is new in iOS 17).
        @ViewBuilder
        private func pageView(_ color: SwiftUI.Color) -> some View {
            if #available(iOS 17.0, *) {
                color.containerRelativeFrame(.horizontal)
            } else {
                color.frame(width: 390)
            }
        }
    }

    extension View {
        /// `scrollTargetLayout()` from iOS 17 (the pages are then the scroll view's targets), nothing before.
        @ViewBuilder
        fileprivate func scrollTargetLayoutWhereAvailable() -> some View {
            if #available(iOS 17.0, *) {
                scrollTargetLayout()
            } else {
                self
            }
        }
    }
#endif
