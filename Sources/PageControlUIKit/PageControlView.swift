#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import QuartzCore
    import UIKit

    /// A `UIPageControl` stand-in drawn and driven by a core ``PageControlCore/PageControl``: a `UIControl` that
    /// sends `.valueChanged` whenever a person changes the page, never for a change made in code.
    ///
    /// ```swift
    /// let pageControl = PageControlView()
    /// pageControl.numberOfPages = 4
    /// pageControl.bind(to: scrollView)
    /// pageControl.addAction(UIAction { _ in print(pageControl.currentPage) }, for: .valueChanged)
    /// ```
    ///
    /// It forwards touches, keys, VoiceOver, its bounds, its environment and what has a person's attention to
    /// ``control`` and draws the control's display list; everything else is set on ``control`` (call
    /// ``setNeedsControlUpdate()`` after). Guides/iOS.md lists what reaches the core from where.
    @MainActor
    public final class PageControlView: UIControl {
        /// The core control. Its bounds, environment, attention inputs, `.valueChanged` actions, announcement
        /// handler and scrub preview settings belong to the view (which shows the preview as a label); set the rest.
        /// On iOS the view plays the control's haptics itself (UIKit's selection and impact generators, as
        /// UIPageControl's scrub), so `feedbackHandler` stays free for the app; turn them off with
        /// `control.interaction.providesHapticFeedback = false`.
        public let control: PageControl

        /// Whether the dots grow with the text size, up to extra extra large, as UIPageControl's. The default is true.
        public var adjustsForContentSizeCategory = true { didSet { setNeedsLayout() } }

        /// Whether a label above the dots (outside the bounds, which the view does not clip) says where a scrub
        /// will land ("Lisbon · 57 / 200"). The default is true; false is UIPageControl's look. VoiceOver hears
        /// the page in the value instead.
        public var showsScrubPreviewLabel = true { didSet { updateScrubPreviewLabel() } }

        /// The pager the dots follow (a scroll view, a page view controller or a collection view), made by `bind(to:)`.
        var pagerBinding: (any PagerBinding)? {
            willSet { pagerBinding?.unbind() }
        }
        let canvas = DotsCanvasView(frame: .zero)  // the dots, above the platter's material
        var platterView: UIVisualEffectView?
        var appliedPlatterMaterial: PlatterMaterial?
        var scrubPreviewLabel: UILabel?
        var scrubPreviewPresenter = ScrubPreviewPresenter()
        var displayLink: CADisplayLink?
        var frames = FrameSchedule()  // when the link runs, and its clock
        /// The language VoiceOver speaks (`accessibilityLanguage`), the app's preferred localization by default.
        private var observedLanguage: String?
        /// Whether the VoiceOver or Switch Control cursor is on the view, as its focus events report it.
        private var observedAccessibilityFocus = false
        #if os(iOS)
            /// Plays the control's haptics (`hostFeedbackHandler`), leaving `feedbackHandler` to the app.
            let haptics = HapticFeedbackPlayer()
        #endif

        /// Creates a view with a new control and no pages, as `UIPageControl(frame:)` does.
        public override init(frame: CGRect) {
            control = PageControl()
            super.init(frame: frame)
            setUp()
        }

        /// Creates a view that shows and drives an existing control.
        public init(control: PageControl) {
            self.control = control
            super.init(frame: .zero)
            setUp()
        }

        /// Creates a view from a storyboard or nib, with a new control.
        public required init?(coder: NSCoder) {
            control = PageControl()
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            isOpaque = false
            contentMode = .redraw
            canvas.owner = self
            canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            canvas.frame = bounds
            addSubview(canvas)
            clipsToBounds = false  // the scrub preview's label stands outside the bounds
            observedLanguage = Bundle.main.preferredLocalizations.first
            control.addAction(for: .valueChanged) { [weak self] _ in self?.controlValueChanged() }
            control.announcementHandler = { text in UIAccessibility.post(notification: .announcement, argument: text) }
            #if os(iOS)
                control.hostFeedbackHandler = { [weak self] feedback in self?.playHaptic(feedback) }
            #endif
            for name in [
                UIContentSizeCategory.didChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.switchControlStatusDidChangeNotification,
            ] {
                NotificationCenter.default.addObserver(
                    self, selector: #selector(environmentDidChange), name: name, object: nil)
            }
            if #available(iOS 17.0, tvOS 17.0, *) {
                registerForTraitChanges(
                    [UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self],
                    action: #selector(environmentDidChange))
            }
            #if !os(tvOS)
                // Recognizes only where a pointer or Apple Pencil hovers (never on iPhone); it takes no touches.
                addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hoverDidChange(_:))))
            #endif
            updateEnvironment()
        }

        // MARK: Pages

        /// The number of pages, as `UIPageControl.numberOfPages` (``control``'s).
        public var numberOfPages: Int {
            get { control.numberOfPages }
            set { update { $0.numberOfPages = newValue } }
        }

        /// The current page, as `UIPageControl.currentPage`: setting it moves the dots at once, sending nothing.
        public var currentPage: Int {
            get { control.currentPage }
            set { update { $0.currentPage = newValue } }
        }

        /// Sets the current page with UIKit's spring (at once under Reduce Motion), sending nothing.
        public func setCurrentPage(_ page: Int, animated: Bool) {
            update { $0.setCurrentPage(page, animated: animated) }
        }

        /// Tells the view that ``control`` changed: it re-measures, redraws and runs its frames if it animates.
        public func setNeedsControlUpdate() {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            refresh()
        }

        /// Applies `change` to ``control`` and updates the view, for UIKit's names that the view forwards.
        func update(_ change: (PageControl) -> Void) {
            change(control)
            setNeedsControlUpdate()
        }

        // MARK: Layout and drawing

        /// The size of the window of dots; zero with no pages or when hidden for a single page.
        public override var intrinsicContentSize: CGSize { CGSize(control.intrinsicContentSize) }
        /// The intrinsic size, whatever size is offered.
        public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(control.intrinsicContentSize) }
        /// The bounds and the 44 × 44 point hit target around the dots, which may reach past small bounds.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            control.hitTesting.region.contains(Point(point))
        }

        /// Hands the bounds, the environment and the window's safe area (the preview's room) to the control.
        public override func layoutSubviews() {
            super.layoutSubviews()
            control.bounds = Rect(bounds)
            updateEnvironment()
            updateScrubPreviewBounds()
            updateScrubPreviewLabel()
            canvas.frame = bounds
            updatePlatter()
            setNeedsDisplay()
        }

        /// Redraws the dots, in a canvas subview above the platter's material.
        public override func setNeedsDisplay() {
            super.setNeedsDisplay()
            canvas.setNeedsDisplay()
        }

        /// Tells the control when keyboard focus arrives or leaves, and redraws for the focus ring.
        public override func didUpdateFocus(
            in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
        ) {
            super.didUpdateFocus(in: context, with: coordinator)
            perform { _ in updateEnvironment() }
        }

        /// Lays out again and starts or stops the frames; leaving the window clears the attention inputs.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil {
                observedAccessibilityFocus = false
                control.clearAttention()
                #if os(iOS)
                    haptics.reset()
                #endif
            }
            setNeedsLayout()
            refresh()
        }

        /// Enables or disables the control's input as well.
        public override var isEnabled: Bool { didSet { perform { $0.isEnabled = isEnabled } } }
        /// Lays out again: the attribute may flip the direction.
        public override var semanticContentAttribute: UISemanticContentAttribute { didSet { setNeedsLayout() } }

        /// Sets the control's environment from everything the view observes in one assignment (see
        /// `HostEnvironment`): its traits, `UIAccessibility`, keyboard and VoiceOver focus and the language.
        /// Re-measures when the metrics changed.
        private func updateEnvironment() {
            let options = HostEnvironment(
                adjustsForContentSizeCategory: adjustsForContentSizeCategory, showsScrubPreview: false)
            let changed = options.apply(to: control) { environment in
                environment.layoutDirection =
                    effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
                environment.reducesMotion = UIAccessibility.isReduceMotionEnabled
                environment.prefersIncreasedContrast = traitCollection.accessibilityContrast == .high
                environment.isScreenReaderRunning = UIAccessibility.isVoiceOverRunning
                environment.isSwitchControlRunning = UIAccessibility.isSwitchControlRunning
                environment.hasAccessibilityFocus = observedAccessibilityFocus
                environment.hasKeyboardFocus = isFocused
                environment.contentSizeCategory = DynamicTypeScale.Category(
                    traitCollection.preferredContentSizeCategory)
                environment.language = observedLanguage
            }
            if changed { invalidateIntrinsicContentSize() }
        }

        @objc private func environmentDidChange() {
            updateEnvironment()
            setNeedsLayout()
            refresh()
        }

        @objc private func hoverDidChange(_ recognizer: UIGestureRecognizer) {
            if control.updatePointerInside(hoverState: recognizer.state.rawValue) { refresh() }
        }

        /// Redraws, moves the platter and the scrub preview's label, and starts or stops the frame clock.
        func refresh() {
            setNeedsDisplay()
            updatePlatter()
            updateScrubPreviewLabel()
            updateDisplayLink()
        }

        @discardableResult
        func perform<Result>(_ input: (PageControl) -> Result) -> Result {
            defer { refresh() }
            return input(control)
        }

        // MARK: Touches and keys

        private func controlValueChanged() {
            pagerBinding?.scrollToCurrentPage(animated: control.animatesBoundScroll)
            sendActions(for: .valueChanged)
        }

        #if os(iOS)
            /// Plays a haptic of the control at the dot it landed on.
            private func playHaptic(_ feedback: PageControlFeedback) {
                haptics.play(feedback, at: HapticFeedbackPlan.location(on: control), in: self)
            }
        #endif

        /// A touch went down: tracked when the core takes it.
        public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { forward(.down, touch) }
        /// The touch moved.
        public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { forward(.move, touch) }
        /// The touch went up (nil: lost, a cancel).
        public override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _ = forward(.up, touch) }
        /// UIKit cancelled the touch.
        public override func cancelTracking(with event: UIEvent?) { _ = forward(.cancel, nil) }

        /// The view takes keyboard focus while it accepts input.
        public override var canBecomeFocused: Bool { isEnabled && control.frame().accessibilityElement.isElement }
        /// The view takes key presses while it accepts input.
        public override var canBecomeFirstResponder: Bool { canBecomeFocused }

        /// The core's keys (``PageControlKey``) change the page, P or a remote's Play/Pause stops or starts a
        /// slide show; other presses go up the responder chain.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let used = presses.reduce(false) { used, press in
                control.handlePress(
                    hidUsage: press.key?.keyCode.rawValue, modifierFlags: press.key?.modifierFlags.rawValue ?? 0,
                    isPlayPauseButton: press.type == .playPause) || used
            }
            guard used else { return super.pressesBegan(presses, with: event) }
            refresh()
        }

        // MARK: Accessibility

        /// Whether VoiceOver sees the control: while it shows, unless set to false. The default is true. With step
        /// buttons the view is a container of the dots' element and the buttons' (``accessibilityElements``).
        public override var isAccessibilityElement: Bool {
            get {
                let frame = control.frame()
                let buttons = frame.stepButtonFrames
                return allowsAccessibilityElement && frame.accessibilityElement.isElement
                    && buttons.previous == nil && buttons.next == nil
            }
            set { allowsAccessibilityElement = newValue }
        }
        private var allowsAccessibilityElement = true

        /// With step buttons (`PageControl.showsStepButtons`) and while the control shows: the dots as one
        /// adjustable element, then each shown button ("Previous page", "Next page"), in reading order. Otherwise
        /// any set on the view (the view itself is the element).
        public override var accessibilityElements: [Any]? {
            get {
                let frame = control.frame()
                let buttons = frame.stepButtonFrames
                guard buttons.previous != nil || buttons.next != nil, allowsAccessibilityElement,
                    frame.accessibilityElement.isElement
                else { return super.accessibilityElements }
                return stepButtonAccessibilityElements
            }
            set { super.accessibilityElements = newValue }
        }
        /// The elements of the container mode, kept so that VoiceOver's cursor stays on them across updates.
        lazy var dotsAccessibilityElement = DotsAccessibilityElement(view: self)
        lazy var previousAccessibilityElement = StepButtonAccessibilityElement(view: self, button: .previous)
        lazy var nextAccessibilityElement = StepButtonAccessibilityElement(view: self, button: .next)

        /// ``control``'s label: "Page control" in its language unless set.
        public override var accessibilityLabel: String? {
            get { control.frame().accessibilityElement.label }
            set { control.accessibility.label = newValue }
        }

        /// ``control``'s value: "Page 3 of 5" in its language.
        public override var accessibilityValue: String? {
            get { control.frame().accessibilityElement.value }
            set { super.accessibilityValue = newValue }
        }

        /// ``control``'s language. The default is the app's preferred localization.
        public override var accessibilityLanguage: String? {
            get { observedLanguage }
            set {
                observedLanguage = newValue
                updateEnvironment()
            }
        }

        /// Adjustable and updates frequently, as UIPageControl, plus any set on the view.
        public override var accessibilityTraits: UIAccessibilityTraits {
            get {
                super.accessibilityTraits.union(
                    control.frame().accessibilityElement.traits.mapped(
                        adjustable: .adjustable, updatesFrequently: .updatesFrequently))
            }
            set { super.accessibilityTraits = newValue }
        }

        /// Any actions set on the view, then ``control``'s ("First page", "Last page", the slide show's).
        public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                let own = control.frame().accessibilityElement.customActions.map { action in
                    let kind = action.kind
                    return UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                        guard let view = self else { return false }
                        return MainActor.assumeIsolated { view.perform { $0.performCustomAction(kind) } }
                    }
                }
                return (super.accessibilityCustomActions ?? []) + own
            }
            set { super.accessibilityCustomActions = newValue }
        }

        /// One page forward (a VoiceOver swipe up), sending `.valueChanged`.
        public override func accessibilityIncrement() { perform { $0.performAccessibilityAction(.increment) } }
        /// One page back (a VoiceOver swipe down), sending `.valueChanged`.
        public override func accessibilityDecrement() { perform { $0.performAccessibilityAction(.decrement) } }
        /// One page forward, as UIPageControl's double-tap; always handled, so VoiceOver never taps the middle.
        public override func accessibilityActivate() -> Bool {
            perform { $0.performAccessibilityAction(.activate) }
            return true
        }

        /// The VoiceOver or Switch Control cursor arrived: a slide show pauses, the row does not fade.
        public override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            observedAccessibilityFocus = true
            perform { _ in updateEnvironment() }
        }
        /// The cursor left.
        public override func accessibilityElementDidLoseFocus() {
            super.accessibilityElementDidLoseFocus()
            observedAccessibilityFocus = false
            perform { _ in updateEnvironment() }
        }
    }
#endif
