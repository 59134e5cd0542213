#if canImport(SwiftUI)
    import Foundation
    import PageControlCore
    import PageControlDesignSystem
    import PageControlRendering
    import SwiftUI

    /// A SwiftUI page indicator: the core page control drawn with `Canvas` from its display list, with taps,
    /// scrubbing, VoiceOver, Dynamic Type (capped at extra extra large), Reduce Motion and right-to-left
    /// layout. While a person scrubs, a callout above the dots says where they will land
    /// (`pageIndicatorShowsScrubPreview(_:)`); with `pageIndicatorFadesWhenIdle(_:)` the dots fade when
    /// nothing changes. The pointer hovering over the indicator, VoiceOver's cursor on it and VoiceOver or
    /// Switch Control running pause a slide show or hold the fade, as the core decides.
    ///
    /// ```swift
    /// @State private var page = 0
    ///
    /// TabView(selection: $page) { … }
    ///     .tabViewStyle(.page(indexDisplayMode: .never))
    /// PageIndicator(numberOfPages: 4, currentPage: $page)
    ///     .pageIndicatorStyle(.primary)
    /// ```
    ///
    /// A person's change (a tap, each scrub step, a VoiceOver adjustment or action, a timer advance) writes
    /// `currentPage`, and `position` when given, as `UIPageControl` sends `.valueChanged`. A new `currentPage`
    /// from the app animates the dots to it; a new `position` (a fractional page from a scroll offset) moves
    /// them there at once and sends nothing back. The indicator is as large as the control's intrinsic size:
    /// its window of dots plus padding.
    @available(tvOS, unavailable)
    public struct PageIndicator: View {
        private let numberOfPages: Int
        @Binding private var currentPage: Int
        private let position: Binding<Double>?
        private let configure: Style<PageControl>?
        private let configureID: AnyHashable?
        @StateObject private var model = PageIndicatorModel()
        @Environment(\.pageIndicatorStyle) private var style
        @Environment(\.pageIndicatorEffect) private var effect
        @Environment(\.pageIndicatorIdleFadeDelay) private var idleFadeDelay
        @Environment(\.pageIndicatorShowsScrubPreview) private var showsScrubPreview
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverRunning
        @Environment(\.accessibilitySwitchControlEnabled) private var isSwitchControlRunning
        @AccessibilityFocusState private var hasAccessibilityFocus: Bool
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.accessibilityReduceMotion) private var reducesMotion
        @Environment(\.accessibilityReduceTransparency) private var reducesTransparency
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.colorSchemeContrast) private var contrast
        @GestureState private var isPressing = false
        @Environment(\.locale) private var locale

        /// Creates a page indicator.
        ///
        /// - Parameters:
        ///   - numberOfPages: The number of pages. Negative values count as 0.
        ///   - currentPage: The current page, 0-based; pinned to the pages.
        ///   - position: The fractional page on screen, such as a scroll view's offset over its page width;
        ///     nil (the default) follows `currentPage` alone.
        ///   - configureID: The identity of `configure`: change it when what `configure` sets changes. The
        ///     default, nil, means `configure` never changes.
        ///   - configure: Sets anything else on the core control (metrics, shapes, tap behaviour, timer
        ///     progress, page titles), after the ``PageIndicatorStyle``. It runs when the indicator first
        ///     appears and again only when an input of its look changes (the style, the colour scheme, the
        ///     effect, Increase Contrast, the text size, or `configureID`), never on the frames of an
        ///     animation, so the control keeps its resolved look between frames. Assign objects that outlive
        ///     the view (a `PageControlTimerProgress` kept in `@State`). The default is nil.
        public init(
            numberOfPages: Int, currentPage: Binding<Int>, position: Binding<Double>? = nil,
            configureID: AnyHashable? = nil, configure: Style<PageControl>? = nil
        ) {
            self.numberOfPages = numberOfPages
            _currentPage = currentPage
            self.position = position
            self.configureID = configureID
            self.configure = configure
        }

        /// The dots, their gestures and their accessibility.
        @MainActor
        public var body: some View {
            let control = configuredControl()
            let material = platterMaterial(control)
            let list = DisplayList(control, platter: material)
            let layout = control.layout
            let platterFrame =
                !layout.isEmpty && control.resolvedAppearance.showsPlatter(in: control.interactionState)
                ? CGRect(layout.contentFrame) : nil
            let size = CGSize(control.bounds.size)
            let actions = control.accessibilityCustomActions
            // The core draws the callout itself only when `configure` turns `showsScrubPreview` on.
            let preview = showsScrubPreview && !control.showsScrubPreview ? control.scrubPreview : nil
            return TimelineView(.animation(minimumInterval: nil, paused: !control.isAnimating)) { timeline in
                let canvas = Canvas { context, _ in Self.draw(list, in: &context) }
                // `onChange(of:perform:)` is deprecated from iOS 17, and its replacement is new in iOS 17.
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    canvas.onChange(of: timeline.date) { _, date in tick(date) }
                } else {
                    canvas.onChange(of: timeline.date) { date in tick(date) }
                }
            }
            .frame(width: size.width, height: size.height)
            .background { PlatterBackground(material: material, frame: platterFrame, opacity: control.idleOpacity) }
            .overlay {
                ScrubPreviewOverlay(preview: preview) { origin in model.setGlobalOrigin(origin) }
            }
            .contentShape(Rectangle())
            .gesture(pressGesture.updating($isPressing) { _, pressing, _ in pressing = true })
            #if !os(watchOS)
                .onHover { inside in interact { $0.control.isPointerInside = inside } }
            #endif
            .accessibilityElement()
            .accessibilityLabel(Text(control.effectiveAccessibilityLabel))
            .accessibilityValue(Text(control.accessibilityValue ?? ""))
            .accessibilityAddTraits(.updatesFrequently)
            .accessibilityHidden(!control.isAccessibilityElement)
            .accessibilityAdjustableAction { direction in adjust(direction) }
            .accessibilityAction { interact { _ = $0.control.accessibilityActivate() } }
            .accessibilityActions {
                ForEach(actions, id: \.kind) { action in
                    Button(action.name) { interact { _ = $0.control.performAccessibilityAction(action.kind) } }
                }
            }
            .accessibilityFocused($hasAccessibilityFocus)
        }

        /// The control with this view's inputs and environment applied, sized to its intrinsic size.
        @MainActor
        private func configuredControl() -> PageControl {
            let control = model.control
            control.numberOfPages = numberOfPages
            control.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            if control.reducesMotion != reducesMotion { control.reducesMotion = reducesMotion }
            // Set only when they change: setting `isAssistiveTechnologyRunning` or `fadesWhenIdle` restarts the fade.
            let isAssistiveTechnologyRunning = isVoiceOverRunning || isSwitchControlRunning
            if control.isAssistiveTechnologyRunning != isAssistiveTechnologyRunning {
                control.isAssistiveTechnologyRunning = isAssistiveTechnologyRunning
            }
            if control.hasAccessibilityFocus != hasAccessibilityFocus {
                control.hasAccessibilityFocus = hasAccessibilityFocus
            }
            if control.fadesWhenIdle != (idleFadeDelay != nil) { control.fadesWhenIdle = idleFadeDelay != nil }
            if let idleFadeDelay, control.idleFadeDelay != idleFadeDelay { control.idleFadeDelay = idleFadeDelay }
            if control.isEnabled != isEnabled { control.isEnabled = isEnabled }
            if !isPressing { model.cancelPress() }  // the press ended without `onEnded`: it was cancelled
            control.accessibilityLanguage = locale.identifier
            // The look (colours, metrics, effect, `configure`) only when one of its inputs changed: `body` runs
            // on every frame of an animation, and dressing the control again would clear its kept appearance.
            let scheme: Theme.Appearance = colorScheme == .dark ? .dark : .light
            let look = PageIndicatorLook(
                style: style.resolved(in: DesignSystem.shared.theme, scheme: scheme), effect: effect,
                prefersIncreasedContrast: contrast == .increased,
                contentSizeCategory: DynamicTypeScale.Category(dynamicTypeSize), configureID: configureID)
            model.dress(in: look, configure: configure)
            model.apply(page: currentPage, position: position?.wrappedValue)
            control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
            model.updateScrubPreviewBounds()
            return control
        }

        /// How the platter shows: glass on iOS 26 and later, the thin material before, opaque under Increase
        /// Contrast or Reduce Transparency.
        @MainActor
        private func platterMaterial(_ control: PageControl) -> PlatterMaterial {
            PlatterMaterial.forSystemMaterials(
                glassAvailable: PlatterBackground.isGlassAvailable,
                prefersIncreasedContrast: control.prefersIncreasedContrast,
                reducesTransparency: reducesTransparency)
        }

        /// Draws a display list: shapes with the Core Graphics renderer's outlines, the overflow label as text.
        nonisolated private static func draw(_ list: DisplayList, in context: inout GraphicsContext) {
            let renderer = CoreGraphicsRenderer()
            for primitive in list {
                let color = SwiftUI.Color(primitive.paint)
                switch primitive.geometry {
                case .roundedRectangle, .ring, .path:
                    context.fill(Path(renderer.path(for: primitive)), with: .color(color))
                case .text(let text):
                    let font = Font.system(size: CGFloat(text.fontSize)).monospacedDigit()
                    var resolved = context.resolve(Text(text.string).font(font))
                    resolved.shading = .color(color)
                    let size = resolved.measure(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
                    let baseline = resolved.firstBaseline(in: size)
                    let origin = CGPoint(
                        x: text.lineStart(forWidth: Double(size.width)), y: text.origin.y - Double(baseline))
                    context.draw(resolved, at: origin, anchor: .topLeading)
                }
            }
        }

        /// Every press, as raw pointer events: the core's pointer session decides taps, the 0.15 s press
        /// that starts a scrub, the scrub's steps and the flick.
        @MainActor
        private var pressGesture: some Gesture {
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    let time = value.time.timeIntervalSinceReferenceDate
                    interact { $0.pressChanged(from: Point(value.startLocation), to: Point(value.location), at: time) }
                }
                .onEnded { value in
                    let time = value.time.timeIntervalSinceReferenceDate
                    interact { $0.pressEnded(at: Point(value.location), time: time) }
                }
        }

        /// VoiceOver's swipe up and down.
        @MainActor
        private func adjust(_ direction: AccessibilityAdjustmentDirection) {
            interact { model in
                switch direction {
                case .increment: model.control.accessibilityIncrement()
                case .decrement: model.control.accessibilityDecrement()
                @unknown default: break
                }
            }
        }

        /// Advances the animations to a frame of the timeline.
        @MainActor
        private func tick(_ date: Date) {
            interact { $0.tick(at: date.timeIntervalSinceReferenceDate) }
        }

        /// Runs an input, writes the bindings when a person changed the page, and redraws.
        @MainActor
        private func interact(_ input: (PageIndicatorModel) -> Void) {
            input(model)
            if model.takePersonChange() {
                let page = model.control.currentPage
                if currentPage != page { currentPage = page }
                position?.wrappedValue = Double(page)
            }
            model.didChange()
        }
    }
#endif
