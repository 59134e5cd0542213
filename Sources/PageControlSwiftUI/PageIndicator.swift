#if canImport(SwiftUI)
    import Foundation
    import PageControlCore
    import PageControlDesignSystem
    import PageControlHostSupport
    import PageControlRendering
    import SwiftUI

    /// A SwiftUI page indicator: the core page control drawn with `Canvas`, with taps, scrubbing (and a callout
    /// saying where it lands, and UIPageControl's haptics on iOS and watchOS), VoiceOver, Dynamic Type, Reduce
    /// Motion, right to left and the idle fade.
    ///
    /// ```swift
    /// PageIndicator(numberOfPages: 4, currentPage: $page)
    ///     .pageIndicatorStyle(.primary)
    /// ```
    ///
    /// A person's change writes `currentPage` (and `position`), as `UIPageControl` sends `.valueChanged`; a new
    /// `currentPage` from the app animates the dots, a new `position` moves them at once and writes nothing. The
    /// indicator is as large as the control's intrinsic size.
    @available(tvOS, unavailable)
    public struct PageIndicator: View {
        private let numberOfPages: Int
        private let hasMorePages: Bool
        private var onMorePagesRequested: (@MainActor () -> Void)?
        @Binding private var currentPage: Int
        private let position: Binding<Double>?
        private let configure: Style<PageControl>?
        private let configureID: AnyHashable?
        @StateObject private var model = PageIndicatorModel()
        @Environment(\.pageIndicatorStyle) private var style
        @Environment(\.pageIndicatorEffect) private var effect
        @Environment(\.pageIndicatorPresentation) private var presentation
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
        @State private var isPointerHovering = false
        @Environment(\.locale) private var locale

        /// Creates a page indicator.
        ///
        /// - Parameters:
        ///   - numberOfPages: The number of pages. Negative values count as 0.
        ///   - currentPage: The current page, 0-based; pinned to the pages.
        ///   - position: The fractional page on screen (a scroll offset over the page width); nil, the default,
        ///     follows `currentPage`.
        ///   - hasMorePages: Whether more pages may follow the `numberOfPages` loaded so far (an endless feed: "Page 7
        ///     of at least 20", an open end; see `PageControl.hasMorePages`). The default is false.
        ///   - configureID: Change it when what `configure` sets changes. The default, nil, never changes.
        ///   - configure: Sets anything else on the core control, after the style. It runs when the indicator
        ///     appears and when an input of its look (style, colour scheme, effect, contrast, text size,
        ///     `configureID`) changes, never on an animation's frames. The default is nil.
        public init(
            numberOfPages: Int, currentPage: Binding<Int>, position: Binding<Double>? = nil,
            hasMorePages: Bool = false, configureID: AnyHashable? = nil, configure: Style<PageControl>? = nil
        ) {
            self.numberOfPages = numberOfPages
            self.hasMorePages = hasMorePages
            _currentPage = currentPage
            self.position = position
            self.configureID = configureID
            self.configure = configure
        }

        /// The indicator, calling `action` when a person asks for pages past the last one while `hasMorePages`
        /// (`PageControlEvent.morePagesRequested`, once per page count): load the next batch and raise
        /// `numberOfPages`.
        ///
        /// ```swift
        /// PageIndicator(numberOfPages: feed.count, currentPage: $page, hasMorePages: feed.canLoadMore)
        ///     .onMorePagesRequested { feed.loadNextBatch() }
        /// ```
        public func onMorePagesRequested(_ action: @escaping @MainActor () -> Void) -> PageIndicator {
            var indicator = self
            indicator.onMorePagesRequested = action
            return indicator
        }

        /// The dots, their gestures and their accessibility.
        @MainActor
        public var body: some View {
            let control = configuredControl()
            let material = PlatterMaterial.forSystemMaterials(
                glassAvailable: PlatterBackground.isGlassAvailable,
                materialAvailable: PlatterBackground.isMaterialAvailable,
                prefersIncreasedContrast: control.environment.prefersIncreasedContrast,
                reducesTransparency: reducesTransparency)
            let frame = control.frame(platter: material)
            let list = DisplayList(frame)
            let size = CGSize(frame.size)
            let element = frame.accessibilityElement  // one snapshot for every accessibility modifier
            let actions = element.customActions
            let preview = ScrubPreviewPresenter.preview(of: control, showsPreview: showsScrubPreview)
            return TimelineView(.animation(minimumInterval: nil, paused: !model.runsFrames)) { timeline in
                let canvas = Canvas { context, _ in Self.draw(list, in: &context) }
                // `onChange(of:perform:)` is deprecated from iOS 17, and its replacement is new in iOS 17.
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    canvas.onChange(of: timeline.date) { _, date in
                        interact { $0.tick(at: date.timeIntervalSinceReferenceDate) }
                    }
                } else {
                    canvas.onChange(of: timeline.date) { date in
                        interact { $0.tick(at: date.timeIntervalSinceReferenceDate) }
                    }
                }
            }
            .frame(width: size.width, height: size.height)
            .background {
                PlatterBackground(material: material, placement: PlatterPlacement(frame))
            }
            .overlay { ScrubPreviewOverlay(preview: preview) { origin in model.setGlobalOrigin(Point(origin)) } }
            .contentShape(Rectangle())
            .gesture(pressGesture.updating($isPressing) { _, pressing, _ in pressing = true })
            .modifier(HapticFeedbackModifier(triggers: model.feedbackTriggers))
            #if !os(watchOS)
                .onHover { inside in isPointerHovering = inside }
            #endif
            .accessibilityElement()
            .accessibilityLabel(Text(element.label))
            .accessibilityValue(Text(element.value ?? ""))
            .accessibilityAddTraits(.updatesFrequently)
            .accessibilityHidden(!element.isElement)
            .accessibilityAdjustableAction { direction in
                interact { $0.adjust(by: direction == .increment ? 1 : direction == .decrement ? -1 : 0) }
            }
            .accessibilityAction { interact { _ = $0.control.performAccessibilityAction(.activate) } }
            .accessibilityActions {
                ForEach(actions, id: \.kind) { action in
                    Button(action.name) {
                        interact { _ = $0.control.performAccessibilityAction(AccessibilityAction(action.kind)) }
                    }
                }
            }
            .accessibilityFocused($hasAccessibilityFocus)
            .overlay { stepButtonElements(frame) }
        }

        /// The step buttons (`PageControl.showsStepButtons`, set in the configure closure) as accessibility
        /// elements of their own after the dots: "Previous page" and "Next page" in the control's language, buttons
        /// that tap the core's button when activated, dimmed at the end they step towards. They take no touches;
        /// the dots' gesture forwards those to the core, which hits the buttons itself.
        @MainActor
        private func stepButtonElements(_ frame: PageControlFrame) -> some View {
            ForEach(PageControlStepButton.allCases, id: \.self) { button in
                if let shown = frame.stepButton(button), let element = frame.accessibilityElement(forStepButton: button)
                {
                    Color.clear
                        .frame(width: CGFloat(shown.frame.width), height: CGFloat(shown.frame.height))
                        .position(x: CGFloat(shown.frame.midX), y: CGFloat(shown.frame.midY))
                        .allowsHitTesting(false)
                        .accessibilityElement()
                        .accessibilityLabel(Text(element.label))
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { interact { $0.tapStepButton(button) } }
                        .disabled(!shown.isEnabled)
                }
            }
        }

        /// The control with this view's inputs and environment applied (see `PageIndicatorModel.update`).
        @MainActor
        private func configuredControl() -> PageControl {
            let options = HostEnvironment(
                isEnabled: isEnabled, fadesWhenIdle: idleFadeDelay != nil, idleFadeDelay: idleFadeDelay)
            let direction: PageControlCore.LayoutDirection =
                layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let observe: (inout PageControlEnvironment) -> Void = { environment in
                environment.layoutDirection = direction
                environment.reducesMotion = reducesMotion
                environment.isScreenReaderRunning = isVoiceOverRunning
                environment.isSwitchControlRunning = isSwitchControlRunning
                environment.hasAccessibilityFocus = hasAccessibilityFocus
                environment.isPointerHovering = isPointerHovering
            }
            var look = PageIndicatorLook(
                style: style.resolved(in: DesignSystem.shared.theme, scheme: colorScheme == .dark ? .dark : .light),
                effect: effect, prefersIncreasedContrast: contrast == .increased,
                contentSizeCategory: DynamicTypeScale.Category(dynamicTypeSize), configureID: configureID)
            look.presentation = presentation
            return model.update(
                numberOfPages: numberOfPages, hasMorePages: hasMorePages,
                onMorePagesRequested: onMorePagesRequested, options: options, observe: observe,
                language: locale.identifier,
                look: look, configure: configure, page: currentPage,
                position: position?.wrappedValue, isPressing: isPressing)
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
                    let origin = text.topLeading(forWidth: Double(size.width), baseline: Double(baseline))
                    context.draw(resolved, at: CGPoint(origin), anchor: .topLeading)
                }
            }
        }

        /// Every press, as raw pointer events: the core's pointer session decides taps, the 0.15 s press
        /// that starts a scrub, the scrub's steps and the flick.
        @MainActor
        private var pressGesture: some Gesture {
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    interact {
                        $0.pressChanged(
                            from: Point(value.startLocation), to: Point(value.location),
                            at: value.time.timeIntervalSinceReferenceDate)
                    }
                }
                .onEnded { value in
                    interact {
                        $0.pressEnded(at: Point(value.location), time: value.time.timeIntervalSinceReferenceDate)
                    }
                }
        }

        /// Runs an input, writes the bindings when a person changed the page (the page in an animated transaction,
        /// unless scrubbing or under Reduce Motion, so that a `TabView` bound to it animates its turn), and redraws.
        @MainActor
        private func interact(_ input: (PageIndicatorModel) -> Void) {
            input(model)
            if let write = model.takePersonChange() {
                withAnimation(write.animates ? .default : nil) {
                    if currentPage != write.page { currentPage = write.page }
                }
                position?.wrappedValue = Double(write.page)
            }
            model.publishChange()
        }
    }
#endif
