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
        private let source: PageIndicatorStyleSource

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
            source.resolved(in: theme, scheme: scheme)
        }
    }

    private struct PageIndicatorStyleKey: EnvironmentKey {
        static let defaultValue = PageIndicatorStyle.automatic
    }

    private struct PageIndicatorEffectKey: EnvironmentKey {
        static let defaultValue = IndicatorEffect.none
    }

    private struct PageIndicatorIdleFadeDelayKey: EnvironmentKey {
        static let defaultValue: Double? = nil
    }

    private struct PageIndicatorShowsScrubPreviewKey: EnvironmentKey {
        static let defaultValue = true
    }

    extension EnvironmentValues {
        /// The indicator effect of the ``PageIndicator``s in this environment. The default is `.none`.
        public var pageIndicatorEffect: IndicatorEffect {
            get { self[PageIndicatorEffectKey.self] }
            set { self[PageIndicatorEffectKey.self] = newValue }
        }

        /// How long the ``PageIndicator``s in this environment wait, in seconds without a change, before they
        /// fade out, or nil for never (the default). See `pageIndicatorFadesWhenIdle(_:)`.
        public var pageIndicatorIdleFadeDelay: Double? {
            get { self[PageIndicatorIdleFadeDelayKey.self] }
            set { self[PageIndicatorIdleFadeDelayKey.self] = newValue }
        }

        /// Whether the ``PageIndicator``s in this environment show where a scrub will land, in a callout above
        /// the dots. The default is true. See `pageIndicatorShowsScrubPreview(_:)`.
        public var pageIndicatorShowsScrubPreview: Bool {
            get { self[PageIndicatorShowsScrubPreviewKey.self] }
            set { self[PageIndicatorShowsScrubPreviewKey.self] = newValue }
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

        /// Makes the ``PageIndicator``s inside this view fade out after `delay` seconds without a change, as
        /// watch and media pagers do (the core's `fadesWhenIdle` and `idleFadeDelay`; the fade takes the
        /// control's `idleFadeDuration`, 0.3 s unless `configure` changes it).
        ///
        /// A faded indicator comes back at once on any change (a page change, the position moving, a press, a
        /// scrub) and while the pointer hovers over it. It never fades while VoiceOver or Switch Control runs,
        /// while VoiceOver's cursor is on it, while a person scrubs or while a slide show plays, and it stays an
        /// accessibility element with its value.
        ///
        /// ```swift
        /// PageIndicator(numberOfPages: 4, currentPage: $page)
        ///     .pageIndicatorFadesWhenIdle()        // after 3 s
        /// ```
        ///
        /// Use this modifier rather than setting `fadesWhenIdle` in the indicator's `configure` closure, which
        /// runs on every update: setting `fadesWhenIdle` restarts the fade.
        ///
        /// - Parameter delay: The seconds without a change before the fade starts. The default is 3. Negative
        ///   and NaN values count as 0; infinity never fades; nil turns the fade off (the environment's default).
        public func pageIndicatorFadesWhenIdle(_ delay: Double? = 3) -> some View {
            environment(\.pageIndicatorIdleFadeDelay, delay)
        }

        /// Shows or hides the callout above the dots of the ``PageIndicator``s inside this view that says where
        /// a scrub will land ("Lisbon · 57 / 200": the page's title, the page and the page count). It is shown
        /// by default; pass false for UIPageControl's look, with no preview.
        ///
        /// The callout is an overlay, so it needs no room in the layout: it stands above the dots, over the
        /// content, and is hidden from VoiceOver, which reads the page in the indicator's value.
        public func pageIndicatorShowsScrubPreview(_ shows: Bool) -> some View {
            environment(\.pageIndicatorShowsScrubPreview, shows)
        }
    }
#endif
