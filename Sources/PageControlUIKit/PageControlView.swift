#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import QuartzCore
    import UIKit

    /// A UIKit page control drawn and driven by a core ``PageControlCore/PageControl``: a stand-in for
    /// `UIPageControl` with the core's windowed dots, shapes, timer progress and scroll-view binding.
    ///
    /// It is a `UIControl`, so target-action and `UIAction` work as with `UIPageControl`: `.valueChanged` is
    /// sent whenever a person changes the page (a tap, each scrub step, a VoiceOver swipe or action, a timer
    /// advance) and never for a change made in code.
    ///
    /// ```swift
    /// let pageControl = PageControlView()
    /// pageControl.numberOfPages = 4
    /// DesignSystem.shared.styles.primaryPageControl(pageControl)
    /// pageControl.bind(to: scrollView)
    /// pageControl.addAction(UIAction { _ in print(pageControl.currentPage) }, for: .valueChanged)
    /// ```
    ///
    /// The view forwards touches, keys, VoiceOver, its bounds and its environment (Dynamic Type capped at extra
    /// extra large, Reduce Motion, Increase Contrast, the layout direction, VoiceOver or Switch Control running)
    /// to ``control``, and what has a person's attention (keyboard focus, an iPad pointer hovering, the VoiceOver
    /// cursor), which pauses a slide show and holds the idle fade. It draws the control's display list with
    /// ``PageControlRendering/CoreGraphicsRenderer``, running a display link only while the control animates,
    /// and shows where a scrub will land in a label above the dots (``showsScrubPreviewLabel``). Everything else
    /// (colours, shapes, direction, tap behaviour, timer progress, page titles, the idle fade) is set on
    /// ``control``; call ``setNeedsControlUpdate()`` after changing it.
    @MainActor
    public final class PageControlView: UIControl {
        /// The core control that holds the pages, the position, the appearance and the accessibility text.
        ///
        /// Its `.valueChanged` actions, `announcementHandler`, `bounds`, `layoutDirection`, `reducesMotion`,
        /// `isEnabled`, `hasKeyboardFocus`, `isPointerInside`, `hasAccessibilityFocus`,
        /// `isAssistiveTechnologyRunning`, `scrubPreviewBounds` and `showsScrubPreview` belong to the view; set
        /// the rest freely. `showsScrubPreview` stays false: the view shows the preview as a label instead
        /// (``showsScrubPreviewLabel``), since a callout drawn in the view would be cut off at its bounds.
        public let control: PageControl

        /// The dot sizes before Dynamic Type: ``control``'s `metrics`. The default, nil, uses the appearance
        /// proxy's metrics, then the classic ones; the control scales them by its `contentSizeCategory`.
        public var metrics: IndicatorMetrics? {
            get { control.metrics }
            set { update { $0.metrics = newValue } }
        }

        /// How the current page moves between pages: ``control``'s `indicatorEffect`. The default is `.none`
        /// (the emphasis moves between dots, as UIPageControl); `.worm`, `.slide`, `.jump`, `.swap`, `.fill`
        /// and `.scale(_:)` follow the position frame by frame.
        public var indicatorEffect: IndicatorEffect {
            get { control.indicatorEffect }
            set {
                control.indicatorEffect = newValue
                setNeedsDisplay()
            }
        }

        /// Whether the dots grow with the preferred content size category, up to extra extra large, as
        /// UIPageControl's do. The default is true.
        public var adjustsForContentSizeCategory = true {
            didSet { setNeedsLayout() }
        }

        /// Whether a label above the dots shows where a scrub will land ("Lisbon · 57 / 200": the page's title,
        /// the page and the page count) while a person scrubs, and for a second after a VoiceOver adjustment.
        /// The default is true.
        ///
        /// The label is a subview at the core's `scrubPreview` frame: dark and rounded, with white text in the
        /// system font with monospaced digits. It stands outside the view's bounds (above the row, or below
        /// it when the window's safe area has no room above), so the view does not clip its subviews; keep
        /// sibling views that overlap that room behind the page control. VoiceOver does not read the label:
        /// VoiceOver users hear the page in the view's value. Set it to false for UIPageControl's look, with
        /// no preview.
        public var showsScrubPreviewLabel = true {
            didSet { updateScrubPreviewLabel() }
        }

        /// The binding made by ``bind(to:contentDirection:)``, if any.
        var scrollBinding: ScrollViewBinding?
        /// The subview the dots are drawn in, above the platter's material.
        let canvas = DotsCanvasView(frame: .zero)
        /// The platter's material view (glass or the thin material), once one has shown, and its material.
        var platterView: UIVisualEffectView?
        var appliedPlatterMaterial: PlatterMaterial?
        /// The scrub preview's label, made the first time a preview shows, and what decides its content.
        var scrubPreviewLabel: UILabel?
        var scrubPreviewPresenter = ScrubPreviewPresenter()
        /// The display link, and when it runs and its clock (idle and background time never reach the core).
        var displayLink: CADisplayLink?
        var frames = FrameSchedule()

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
            control.accessibilityLanguage = Bundle.main.preferredLocalizations.first
            control.addAction(for: .valueChanged) { [weak self] _ in self?.controlValueChanged() }
            control.announcementHandler = { text in UIAccessibility.post(notification: .announcement, argument: text) }
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

        /// The number of pages, as `UIPageControl.numberOfPages`: ``control``'s, re-measuring the view.
        public var numberOfPages: Int {
            get { control.numberOfPages }
            set { update { $0.numberOfPages = newValue } }
        }

        /// The current page, as `UIPageControl.currentPage`: setting it moves the dots at once and sends no
        /// `.valueChanged`.
        public var currentPage: Int {
            get { control.currentPage }
            set { update { $0.currentPage = newValue } }
        }

        /// Sets the current page, animating the dots with UIKit's spring unless Reduce Motion is on. Sends no
        /// `.valueChanged`.
        public func setCurrentPage(_ page: Int, animated: Bool) {
            update { $0.setCurrentPage(page, animated: animated) }
        }

        /// Tells the view that ``control`` changed outside the view: it re-measures, redraws and starts its
        /// frame clock if the control now animates.
        public func setNeedsControlUpdate() {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            refresh()
        }

        /// Changes the control, then re-measures and redraws.
        private func update(_ change: (PageControl) -> Void) {
            change(control)
            setNeedsControlUpdate()
        }

        // MARK: Layout and drawing

        /// The control's size for its window of dots, zero with no pages or when hidden for a single page.
        public override var intrinsicContentSize: CGSize { CGSize(control.intrinsicContentSize) }

        /// The control's intrinsic size, whatever size is offered.
        public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(control.intrinsicContentSize) }

        /// Touches count in the bounds and in the minimum hit target around the dots (44 × 44 points by default),
        /// which may reach past a small view's bounds.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            control.hitRegion.contains(Point(point))
        }

        /// Hands the bounds and the environment to the control, and the window's safe area as the room the scrub
        /// preview may use.
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

        /// Redraws the dots (drawn by a canvas subview above the platter's material), with the core's focus ring
        /// while the view has keyboard focus.
        public override func setNeedsDisplay() {
            super.setNeedsDisplay()
            canvas.setNeedsDisplay()
        }

        /// Tells the control when keyboard focus arrives or leaves (`hasKeyboardFocus`, which pauses a slide
        /// show and holds the idle fade) and redraws, for the focus ring.
        public override func didUpdateFocus(
            in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
        ) {
            super.didUpdateFocus(in: context, with: coordinator)
            perform { if $0.hasKeyboardFocus != isFocused { $0.hasKeyboardFocus = isFocused } }
        }

        /// Re-reads the environment and starts or stops the display link with the window. Leaving the window
        /// clears the pointer, keyboard focus and VoiceOver focus, whose ends UIKit may not report then.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil { control.clearAttention() }
            setNeedsLayout()
            refresh()
        }

        /// Enables or disables the control's input as well.
        public override var isEnabled: Bool {
            didSet { perform { $0.isEnabled = isEnabled } }
        }

        /// Re-lays out the dots when the semantic content attribute flips the direction.
        public override var semanticContentAttribute: UISemanticContentAttribute {
            didSet { setNeedsLayout() }
        }

        /// Applies the environment (see `HostEnvironment`); re-measures when the metrics changed.
        private func updateEnvironment() {
            let environment = HostEnvironment(
                layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                reducesMotion: UIAccessibility.isReduceMotionEnabled,
                prefersIncreasedContrast: traitCollection.accessibilityContrast == .high,
                isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
                isSwitchControlRunning: UIAccessibility.isSwitchControlRunning,
                contentSizeCategory: DynamicTypeScale.Category(traitCollection.preferredContentSizeCategory),
                adjustsForContentSizeCategory: adjustsForContentSizeCategory, showsScrubPreview: false)
            if environment.apply(to: control) { invalidateIntrinsicContentSize() }
        }

        /// Dynamic Type, Reduce Motion or Transparency, the layout direction, VoiceOver or Switch Control changed.
        @objc private func environmentDidChange() {
            updateEnvironment()
            setNeedsLayout()
            refresh()
        }

        /// The pointer entered, moved over or left the view (`isPointerInside`).
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

        /// Gives the control an input, then refreshes.
        @discardableResult
        private func perform<Result>(_ input: (PageControl) -> Result) -> Result {
            defer { refresh() }
            return input(control)
        }

        // MARK: Touches and keys

        private func controlValueChanged() {
            scrollBinding?.scrollToCurrentPage(animated: control.animatesBoundScroll)
            sendActions(for: .valueChanged)
        }

        /// Forwards a touch to the core's pointer session, which decides taps, scrubs, flicks and claims.
        private func forward(_ phase: PointerEvent.Phase, _ touch: UITouch?) -> Bool {
            let event =
                touch.map {
                    PointerEvent(
                        phase, at: Point($0.location(in: self)), time: $0.timestamp,
                        kind: PointerKind(touchType: $0.type.rawValue))
                } ?? PointerEvent(.cancel, at: .zero, time: CACurrentMediaTime())
            let response = perform { $0.handlePointer(event) }
            if response.claimsPointer { claimFromScrollViews() }
            return response.isHandled
        }

        /// Takes the touch from enclosing scroll views once it is a scrub: toggling a pan recogniser off and
        /// on cancels the pan it is recognising, so the content stops following the finger.
        private func claimFromScrollViews() {
            var view = superview
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView.panGestureRecognizer.isEnabled {
                    scrollView.panGestureRecognizer.isEnabled = false
                    scrollView.panGestureRecognizer.isEnabled = true
                }
                view = current.superview
            }
        }

        /// A touch went down: tracked when the core takes it (inside the hit region of an enabled control).
        public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { forward(.down, touch) }

        /// The touch moved.
        public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            forward(.move, touch)
        }

        /// The touch went up (nil: UIKit lost it, which counts as a cancel).
        public override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _ = forward(.up, touch) }

        /// UIKit cancelled the touch (a system gesture, a call).
        public override func cancelTracking(with event: UIEvent?) { _ = forward(.cancel, nil) }

        /// The view takes keyboard focus (and first responder) while it accepts input.
        public override var canBecomeFocused: Bool { isEnabled && control.isAccessibilityElement }
        /// The view can receive key presses while it accepts input.
        public override var canBecomeFirstResponder: Bool { canBecomeFocused }

        /// Keys the core maps (arrows along the row, Home, End, Page Up and Down, Space; see
        /// ``PageControlKey``) change the page, and P, or the Play/Pause button of a Siri Remote or game
        /// controller, stops a running slide show or starts one a person stopped (with a timer attached); other
        /// presses go up the responder chain (see `PageControl.handlePress(hidUsage:modifierFlags:isPlayPauseButton:)`).
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

        /// Whether VoiceOver sees the control: while it has pages and is not hidden for a single page, unless
        /// set to false (the default is true).
        public override var isAccessibilityElement: Bool {
            get { allowsAccessibilityElement && control.isAccessibilityElement }
            set { allowsAccessibilityElement = newValue }
        }
        private var allowsAccessibilityElement = true

        /// The control's label ("Page control" in its language unless set); setting it sets ``control``'s.
        public override var accessibilityLabel: String? {
            get { control.effectiveAccessibilityLabel }
            set { control.accessibilityLabel = newValue }
        }

        /// "Page 3 of 5" in the control's language, with the page title and timer percentage when present.
        public override var accessibilityValue: String? {
            get { control.accessibilityValue }
            set { super.accessibilityValue = newValue }
        }

        /// The language of the spoken strings; setting it sets ``control``'s. The default is the app's
        /// preferred localization.
        public override var accessibilityLanguage: String? {
            get { control.accessibilityLanguage }
            set { control.accessibilityLanguage = newValue }
        }

        /// Adjustable and updates frequently, as UIPageControl, plus any traits set on the view.
        public override var accessibilityTraits: UIAccessibilityTraits {
            get {
                super.accessibilityTraits.union(
                    control.accessibilityTraits.mapped(adjustable: .adjustable, updatesFrequently: .updatesFrequently))
            }
            set { super.accessibilityTraits = newValue }
        }

        /// "First page" and "Last page", and "Stop slide show" or "Start slide show" with a timer attached, after
        /// any actions set on the view. Each succeeds when the page changed or the slide show stopped or started
        /// (see `PageControl.performCustomAction(_:)`).
        public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                let own = control.accessibilityCustomActions.map { action in
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

        /// Moves one page forward (a VoiceOver swipe up), sending `.valueChanged`; VoiceOver reads the new
        /// value itself, so the core announces nothing.
        public override func accessibilityIncrement() { perform { $0.accessibilityIncrement() } }

        /// Moves one page back (a VoiceOver swipe down), sending `.valueChanged`.
        public override func accessibilityDecrement() { perform { $0.accessibilityDecrement() } }

        /// Moves one page forward, as UIPageControl does for a VoiceOver double-tap. Always handled (true),
        /// so that VoiceOver never falls back to a tap in the middle, which could step backwards.
        public override func accessibilityActivate() -> Bool {
            perform { $0.accessibilityActivate() }
            return true
        }

        /// Tells the control that the VoiceOver (or Switch Control) cursor is on the view: a slide show pauses
        /// and the row does not fade while it stays.
        public override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            perform { $0.hasAccessibilityFocus = true }
        }

        /// Tells the control that the VoiceOver (or Switch Control) cursor left the view.
        public override func accessibilityElementDidLoseFocus() {
            super.accessibilityElementDidLoseFocus()
            perform { $0.hasAccessibilityFocus = false }
        }
    }
#endif
