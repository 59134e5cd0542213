#if canImport(SwiftUI)
    import PageControlCore
    import SwiftUI

    private struct PageIndicatorStyleKey: EnvironmentKey {
        static let defaultValue = PageIndicatorStyle.automatic
    }

    private struct PageIndicatorEffectKey: EnvironmentKey {
        static let defaultValue = IndicatorEffect.none
    }

    private struct PageIndicatorPresentationKey: EnvironmentKey {
        static let defaultValue = IndicatorPresentation.dots
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

        /// What stands for the pages in the ``PageIndicator``s here. The default is `.dots`.
        public var pageIndicatorPresentation: IndicatorPresentation {
            get { self[PageIndicatorPresentationKey.self] }
            set { self[PageIndicatorPresentationKey.self] = newValue }
        }

        /// The seconds without a change before the ``PageIndicator``s here fade, or nil for never (the default).
        public var pageIndicatorIdleFadeDelay: Double? {
            get { self[PageIndicatorIdleFadeDelayKey.self] }
            set { self[PageIndicatorIdleFadeDelayKey.self] = newValue }
        }

        /// Whether the ``PageIndicator``s here show where a scrub will land. The default is true.
        public var pageIndicatorShowsScrubPreview: Bool {
            get { self[PageIndicatorShowsScrubPreviewKey.self] }
            set { self[PageIndicatorShowsScrubPreviewKey.self] = newValue }
        }

        /// The style of the ``PageIndicator``s here. The default is ``PageIndicatorStyle/automatic``.
        public var pageIndicatorStyle: PageIndicatorStyle {
            get { self[PageIndicatorStyleKey.self] }
            set { self[PageIndicatorStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Colours the ``PageIndicator``s inside this view: `GalleryPages().pageIndicatorStyle(.secondary)`.
        public func pageIndicatorStyle(_ style: PageIndicatorStyle) -> some View {
            environment(\.pageIndicatorStyle, style)
        }

        /// Sets how the current page moves in the ``PageIndicator``s inside this view (`.worm`, `.slide`, …).
        public func pageIndicatorEffect(_ effect: IndicatorEffect) -> some View {
            environment(\.pageIndicatorEffect, effect)
        }

        /// Sets what stands for the pages in the ``PageIndicator``s inside this view: `.dots` (the default),
        /// `.lines`, `.segments` (a story bar) or `.numeric` ("3 / 12").
        public func pageIndicatorPresentation(_ presentation: IndicatorPresentation) -> some View {
            environment(\.pageIndicatorPresentation, presentation)
        }

        /// Fades the ``PageIndicator``s inside this view after `delay` seconds without a change (the core's
        /// `fadesWhenIdle`). They come back at once on any change or hover, and never fade under VoiceOver or
        /// Switch Control, with VoiceOver's cursor on them, while scrubbing or during a slide show. Prefer this
        /// to setting `fadesWhenIdle` in `configure`.
        ///
        /// - Parameter delay: The seconds before the fade starts. The default is 3. Negative and NaN values count
        ///   as 0; infinity never fades; nil turns the fade off (the environment's default).
        public func pageIndicatorFadesWhenIdle(_ delay: Double? = 3) -> some View {
            environment(\.pageIndicatorIdleFadeDelay, delay)
        }

        /// Shows (the default) or hides the callout above the dots of the ``PageIndicator``s inside this view
        /// that says where a scrub will land ("Lisbon · 57 / 200"); false is UIPageControl's look.
        public func pageIndicatorShowsScrubPreview(_ shows: Bool) -> some View {
            environment(\.pageIndicatorShowsScrubPreview, shows)
        }
    }
#endif
