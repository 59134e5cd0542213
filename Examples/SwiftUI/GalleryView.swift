#if canImport(SwiftUI) && os(iOS)
    import PageControlCore
    import PageControlDesignSystem
    import PageControlSwiftUI
    import SwiftUI

    /// A gallery of ``PageIndicator``s: a paged `TabView`, a paged `ScrollView` whose dots follow the offset
    /// (see PagedScrollViewExample.swift),
    /// the design system's styles, custom shapes and a long row of pages.
    @available(iOS 16.0, *)
    @MainActor
    struct GalleryView: View {
        private let colors: [SwiftUI.Color] = [.blue, .orange, .green, .purple, .pink]
        @State private var tabPage = 0
        @State private var stylePage = 1
        @State private var shapePage = 2
        @State private var longPage = 40

        var body: some View {
            ScrollView {
                VStack(spacing: 32) {
                    tabViewExample
                    PagedScrollViewExample(colors: colors)
                    styles
                    shapes
                    PageIndicator(numberOfPages: 1000, currentPage: $longPage) { $0.accessibility.label = "Photos" }
                }
                .padding(.vertical)
            }
        }

        /// A paged `TabView` whose own dots are replaced by the indicator; both share one page.
        private var tabViewExample: some View {
            VStack(spacing: 0) {
                TabView(selection: $tabPage) {
                    ForEach(colors.indices, id: \.self) { index in
                        colors[index].tag(index)
                    }
                }
                .pageIndicatorTabPaging(currentPage: $tabPage)
                .frame(height: 200)
                PageIndicator(numberOfPages: colors.count, currentPage: $tabPage)
            }
            .background(SwiftUI.Color(DesignSystem.shared.colors.background.brand))
            .pageIndicatorStyle(.primary)
        }

        /// The primary style on a brand background and the secondary style on the primary surface.
        private var styles: some View {
            VStack(spacing: 8) {
                PageIndicator(numberOfPages: 5, currentPage: $stylePage)
                    .pageIndicatorStyle(.primary)
                    .background(SwiftUI.Color(DesignSystem.shared.colors.background.brand))
                PageIndicator(numberOfPages: 5, currentPage: $stylePage)
                    .pageIndicatorStyle(.secondary)
                    .background(SwiftUI.Color(DesignSystem.shared.colors.surface.primary))
            }
        }

        /// Stars with a heart for the current page, modern metrics, and taps that jump to a dot.
        private var shapes: some View {
            PageIndicator(numberOfPages: 6, currentPage: $shapePage) { control in
                control.metrics = .modern
                control.backgroundStyle = .prominent
                control.interaction.tapBehavior = .jump
                control.preferredIndicatorShape = .path(.star)
                control.preferredCurrentPageIndicatorShape = .path(.heart)
            }
            .pageIndicatorStyle(.secondary)
        }
    }
#endif
