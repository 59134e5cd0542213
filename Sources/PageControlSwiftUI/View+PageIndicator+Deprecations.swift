#if canImport(SwiftUI)
    import PageControlCore
    import SwiftUI

    private struct PageIndicatorContentKey: EnvironmentKey {
        static let defaultValue: [Int: IndicatorContent] = [:]
    }

    private struct PageIndicatorShowsPageNumbersKey: EnvironmentKey {
        static let defaultValue = false
    }

    extension EnvironmentValues {
        /// The storage of the deprecated `pageIndicatorContent`, which ``PageIndicator`` still reads.
        var legacyPageIndicatorContent: [Int: IndicatorContent] {
            get { self[PageIndicatorContentKey.self] }
            set { self[PageIndicatorContentKey.self] = newValue }
        }

        /// The storage of the deprecated `pageIndicatorShowsPageNumbers`, which ``PageIndicator`` still reads.
        var legacyPageIndicatorShowsPageNumbers: Bool {
            get { self[PageIndicatorShowsPageNumbersKey.self] }
            set { self[PageIndicatorShowsPageNumbersKey.self] = newValue }
        }
    }

    // MARK: - Deprecated in 0.2, removed in 0.3

    extension EnvironmentValues {
        /// The content on the pages' dots of the ``PageIndicator``s here, by 0-based page. The default is none.
        ///
        /// Content belongs to one indicator's pages, not to a view tree: set it in the indicator's `configure`.
        @available(*, deprecated, message: "set control.presentation.setContent(_:forPage:) in configure")
        public var pageIndicatorContent: [Int: IndicatorContent] {
            get { legacyPageIndicatorContent }
            set { legacyPageIndicatorContent = newValue }
        }

        /// Whether every dot of the ``PageIndicator``s here shows its page number. The default is false.
        ///
        /// Page numbers are one indicator's content, not a view tree's: set them in the indicator's `configure`.
        @available(*, deprecated, message: "set control.presentation.showsPageNumbers in configure")
        public var pageIndicatorShowsPageNumbers: Bool {
            get { legacyPageIndicatorShowsPageNumbers }
            set { legacyPageIndicatorShowsPageNumbers = newValue }
        }
    }

    extension View {
        /// Puts content on pages' dots in the ``PageIndicator``s inside this view: a number, a badge or one or
        /// two characters, by 0-based page (`[2: .badge(3)]`). Pages outside the indicator's are ignored.
        ///
        /// Content belongs to one indicator's pages, not to a view tree: set it in the indicator's `configure`
        /// (`PageIndicator(…) { $0.presentation.setContent(.badge(3), forPage: 2) }`).
        @available(*, deprecated, message: "set control.presentation.setContent(_:forPage:) in configure")
        public func pageIndicatorContent(_ content: [Int: IndicatorContent]) -> some View {
            environment(\.legacyPageIndicatorContent, content)
        }

        /// Shows every page's number on its dot in the ``PageIndicator``s inside this view (the dots grow).
        ///
        /// Page numbers are one indicator's content, not a view tree's: set them in the indicator's `configure`
        /// (`PageIndicator(…) { $0.presentation.showsPageNumbers = true }`).
        @available(*, deprecated, message: "set control.presentation.showsPageNumbers in configure")
        public func pageIndicatorShowsPageNumbers(_ shows: Bool = true) -> some View {
            environment(\.legacyPageIndicatorShowsPageNumbers, shows)
        }
    }
#endif
