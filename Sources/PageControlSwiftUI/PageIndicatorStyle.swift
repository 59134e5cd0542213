#if canImport(SwiftUI)
    import PageControlCore
    import PageControlDesignSystem
    import SwiftUI

    /// How ``PageIndicator``s are coloured: the design system's primary or secondary style, resolved for the
    /// current theme and colour scheme, a fixed style, or the control's own defaults.
    ///
    /// ```swift
    /// PageIndicator(numberOfPages: 4, currentPage: $page)
    ///     .pageIndicatorStyle(.primary)
    /// ```
    public struct PageIndicatorStyle: Sendable, Hashable {
        private enum Source: Sendable, Hashable {
            case automatic
            case primary
            case secondary
            case fixed(PageControlStyle)
        }

        private let source: Source

        /// The control's own colours: the appearance proxy's, then white and translucent gray. The default.
        public static let automatic = PageIndicatorStyle(source: .automatic)
        /// The design system's primary style, for a brand background, in the environment's colour scheme.
        public static let primary = PageIndicatorStyle(source: .primary)
        /// The design system's secondary style, for the primary surface, in the environment's colour scheme.
        public static let secondary = PageIndicatorStyle(source: .secondary)

        /// A fixed set of colours, whatever the colour scheme.
        public static func custom(_ style: PageControlStyle) -> PageIndicatorStyle {
            PageIndicatorStyle(source: .fixed(style))
        }

        /// The colours for a theme and appearance, or nil for ``automatic``.
        public func resolved(in theme: Theme, scheme: Theme.Appearance) -> PageControlStyle? {
            switch source {
            case .automatic: return nil
            case .primary: return .primary(in: theme, scheme: scheme)
            case .secondary: return .secondary(in: theme, scheme: scheme)
            case .fixed(let style): return style
            }
        }
    }

    private struct PageIndicatorStyleKey: EnvironmentKey {
        static let defaultValue = PageIndicatorStyle.automatic
    }

    private struct PageIndicatorEffectKey: EnvironmentKey {
        static let defaultValue = IndicatorEffect.none
    }

    extension EnvironmentValues {
        /// The indicator effect of the ``PageIndicator``s in this environment. The default is `.none`.
        public var pageIndicatorEffect: IndicatorEffect {
            get { self[PageIndicatorEffectKey.self] }
            set { self[PageIndicatorEffectKey.self] = newValue }
        }

        /// The style of the ``PageIndicator``s in this environment. The default is
        /// ``PageIndicatorStyle/automatic``.
        public var pageIndicatorStyle: PageIndicatorStyle {
            get { self[PageIndicatorStyleKey.self] }
            set { self[PageIndicatorStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Colours the ``PageIndicator``s inside this view.
        ///
        /// ```swift
        /// GalleryPages().pageIndicatorStyle(.secondary)
        /// ```
        public func pageIndicatorStyle(_ style: PageIndicatorStyle) -> some View {
            environment(\.pageIndicatorStyle, style)
        }

        /// Sets how the current page moves in the ``PageIndicator``s inside this view.
        ///
        /// ```swift
        /// PageIndicator(numberOfPages: 4, currentPage: $page, position: $offset)
        ///     .pageIndicatorEffect(.worm)
        /// ```
        public func pageIndicatorEffect(_ effect: IndicatorEffect) -> some View {
            environment(\.pageIndicatorEffect, effect)
        }
    }
#endif
