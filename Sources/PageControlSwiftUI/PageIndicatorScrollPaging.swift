#if canImport(SwiftUI)
    import Foundation
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
        /// tracks its page with `scrollPosition(id:)` from iOS 17, macOS 14, tvOS 17 and watchOS 10. From iOS 18,
        /// macOS 15, tvOS 18, watchOS 11 and visionOS 2 it writes `currentPage` when the scroll view comes to rest
        /// (`onScrollPhaseChange` reports `.idle`), and `position` as the content moves (`onScrollGeometryChange`),
        /// so the dots follow a drag fractionally. On iOS 17 it writes the page `scrollPosition(id:)` reports (the
        /// leading-most view, as the scroll view scrolls), except on the way of its own scroll to a page, and
        /// `position` moves page by page. A new `currentPage` (a tap or scrub on the dots) scrolls to the page,
        /// animated unless Reduce Motion is on. Before iOS 17 the scroll view cannot page or report its page: the
        /// dots scroll it to a page (`ScrollViewReader`), and nothing comes back.
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
    /// the maths is `ScrollGeometryPaging`'s, the events go through `ScrollPositionPager`.
    struct PageIndicatorScrollPaging: ViewModifier {
        @Binding var currentPage: Int
        let position: Binding<Double>?
        let paging: ScrollGeometryPaging
        @State private var scrolledID: Int?
        @State private var pager: ScrollPositionPager?
        @Environment(\.accessibilityReduceMotion) private var reducesMotion

        func body(content: Content) -> some View {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                following(
                    content
                        .scrollTargetBehavior(.paging)
                        .scrollPosition(id: $scrolledID)
                        .onAppear { scrolledID = paging.scrollTargetID(forPage: currentPage) }
                        .onChange(of: scrolledID) { _, id in scrolledIDChanged(to: id) }
                        .onChange(of: currentPage) { _, page in currentPageChanged(to: page) })
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

        /// The scroll view writing `position` as it moves, and reporting its phases, where SwiftUI does.
        @ViewBuilder
        private func following(_ content: some View) -> some View {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                content
                    .onScrollGeometryChange(for: Double.self) { [paging] geometry in
                        Self.fractionalPage(of: geometry, paging)
                    } action: { _, fractional in
                        position?.wrappedValue = fractional
                    }
                    .onScrollPhaseChange { _, phase, context in
                        scrollPhaseChanged(to: phase, fractionalPage: Self.fractionalPage(of: context.geometry, paging))
                    }
            } else {
                content
            }
        }

        /// Whether this system reports scroll phases, so that pages are taken when the scroll view is idle.
        private static var reportsPhases: Bool {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return true }
            return false
        }

        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        private static func fractionalPage(of geometry: ScrollGeometry, _ paging: ScrollGeometryPaging) -> Double {
            paging.fractionalPage(
                contentOffset: Point(geometry.contentOffset), containerSize: Size(geometry.containerSize),
                contentSize: Size(geometry.contentSize),
                leadingInset: Double(paging.isVertical ? geometry.contentInsets.top : geometry.contentInsets.leading))
        }

        /// Runs an event through the pager, made with the binding's page on first use, with the page count of now.
        private func event<Result>(_ body: (inout ScrollPositionPager) -> Result) -> Result {
            var model =
                pager
                ?? ScrollPositionPager(paging: paging, reportsPhases: Self.reportsPhases, currentPage: currentPage)
            model.paging = paging
            let result = body(&model)
            pager = model
            return result
        }

        /// The time of an event, for the iOS 17 limit on ignoring ids.
        private var now: Double { Date().timeIntervalSinceReferenceDate }

        /// SwiftUI wrote the leading-most page's id; on iOS 17 it may be the page, on iOS 18 the phase says when.
        private func scrolledIDChanged(to id: Int?) {
            guard let page = event({ $0.scrolledIDChanged(to: id, at: now) }) else { return }
            currentPage = page
            if !Self.reportsPhases { position?.wrappedValue = Double(page) }
        }

        /// The scroll view's phase changed (iOS 18): at rest, its page is the current page.
        @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
        private func scrollPhaseChanged(to phase: ScrollPhase, fractionalPage: Double) {
            let phase: ScrollPositionPager.Phase =
                switch phase {
                case .idle: .idle
                case .tracking: .tracking
                case .interacting: .interacting
                case .decelerating: .decelerating
                case .animating: .animating
                }
            if let page = event({ $0.scrollPhaseChanged(to: phase, fractionalPage: fractionalPage) }) {
                currentPage = page
            }
        }

        /// The page changed elsewhere (on the dots, or the echo of the modifier's own write): the scroll view goes
        /// there unless it shows it or is on its way.
        private func currentPageChanged(to page: Int) {
            guard let id = event({ $0.currentPageChanged(to: page, at: now) }) else { return }
            withAnimation(reducesMotion ? nil : .default) { scrolledID = id }
        }
    }
#endif
