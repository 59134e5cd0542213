#if canImport(SwiftUI) && os(iOS)
    import PageControlCore
    import PageControlDesignSystem
    import PageControlSwiftUI
    import SwiftUI

    /// A gallery of ``PageIndicator``s: a paged `TabView`, a paged `ScrollView` whose dots follow the offset,
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
                    if #available(iOS 18.0, *) {
                        PagedScrollViewExample(colors: colors)
                    }
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
                .tabViewStyle(.page(indexDisplayMode: .never))
                .frame(height: 200)
                PageIndicator(numberOfPages: colors.count, currentPage: $tabPage.animation())
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

    /// A paged horizontal `ScrollView`: the dots follow its fractional offset (`position`) and a tap on the
    /// dots scrolls it (`currentPage`).
    @available(iOS 18.0, *)
    @MainActor
    struct PagedScrollViewExample: View {
        let colors: [SwiftUI.Color]
        @State private var page = 0
        @State private var position = 0.0
        @State private var scrolledID: Int? = 0

        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 0) {
                        ForEach(colors.indices, id: \.self) { index in
                            colors[index].containerRelativeFrame(.horizontal).id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $scrolledID)
                .frame(height: 200)
                .onScrollGeometryChange(for: Double.self) { geometry in
                    let paging = PagingGeometry(
                        pageLength: Double(geometry.containerSize.width), numberOfPages: colors.count)
                    return paging.fractionalPage(forContentOffset: Double(geometry.contentOffset.x))
                } action: { _, newPosition in
                    position = newPosition
                }
                .onChange(of: scrolledID) { _, id in
                    if let id { page = id }
                }
                PageIndicator(numberOfPages: colors.count, currentPage: $page, position: $position)
                    .onChange(of: page) { _, newPage in
                        withAnimation { scrolledID = newPage }
                    }
            }
        }
    }
#endif
