#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
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
    /// The view forwards touches, VoiceOver, Dynamic Type (capped at extra extra large), Reduce Motion, the
    /// layout direction and its bounds to ``control``, and draws the control's display list with
    /// ``PageControlRendering/CoreGraphicsRenderer``. A display link runs only while the control animates.
    /// It also tells the control what has a person's attention, which pauses a slide show and holds the idle
    /// fade: keyboard focus, an iPad pointer hovering, the VoiceOver or Switch Control cursor on the view, and
    /// whether VoiceOver or Switch Control runs at all. While a person scrubs, the page they would land on
    /// shows in a label above the dots (``showsScrubPreviewLabel``).
    /// Everything else (colours, shapes, direction, tap behaviour, timer progress, page titles, the idle fade,
    /// the content's attention) is set on ``control``; call ``setNeedsControlUpdate()`` after changing it.
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
            set {
                control.metrics = newValue
                setNeedsControlUpdate()
            }
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
        /// The platter's material view (glass or the thin material), once one has shown.
        var platterView: UIVisualEffectView?
        /// The material the platter view was last given.
        var appliedPlatterMaterial: PlatterMaterial?
        /// The scrub preview's label, made the first time a preview shows.
        var scrubPreviewLabel: UILabel?
        var displayLink: CADisplayLink?
        /// The frame clock: idle time and time in the background never reach the core (see ``FrameClock``).
        var frameClock = FrameClock()

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
            control.showsScrubPreview = false
            control.accessibilityLanguage = Bundle.main.preferredLocalizations.first
            control.addAction(for: .valueChanged) { [weak self] _ in self?.controlValueChanged() }
            control.announcementHandler = { text in UIAccessibility.post(notification: .announcement, argument: text) }
            let center = NotificationCenter.default
            let changes = [
                UIContentSizeCategory.didChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.reduceTransparencyStatusDidChangeNotification,
            ]
            for name in changes {
                center.addObserver(self, selector: #selector(environmentDidChange), name: name, object: nil)
            }
            if #available(iOS 17.0, tvOS 17.0, *) {
                registerForTraitChanges(
                    [UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self],
                    action: #selector(environmentDidChange))
            }
            installAttentionInputs()
            updateEnvironment()
        }

        // MARK: Pages

        /// The number of pages, as `UIPageControl.numberOfPages`: ``control``'s, re-measuring the view.
        public var numberOfPages: Int {
            get { control.numberOfPages }
            set {
                control.numberOfPages = newValue
                setNeedsControlUpdate()
            }
        }

        /// The current page, as `UIPageControl.currentPage`: setting it moves the dots at once and sends no
        /// `.valueChanged`.
        public var currentPage: Int {
            get { control.currentPage }
            set {
                control.currentPage = newValue
                setNeedsControlUpdate()
            }
        }

        /// Sets the current page, animating the dots with UIKit's spring unless Reduce Motion is on. Sends no
        /// `.valueChanged`.
        public func setCurrentPage(_ page: Int, animated: Bool) {
            control.setCurrentPage(page, animated: animated)
            setNeedsControlUpdate()
        }

        /// Tells the view that ``control`` changed outside the view: it re-measures, redraws and starts its
        /// frame clock if the control now animates.
        public func setNeedsControlUpdate() {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            refresh()
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

        /// Hands the bounds, direction, Dynamic Type and Reduce Motion to the control, and the window's safe area
        /// as the room the scrub preview may use.
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

        /// Draws the control's display list, with the core's focus ring while the view has keyboard focus.
        /// Redraws the dots (drawn by a canvas subview above the platter's material).
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
            if control.hasKeyboardFocus != isFocused { control.hasKeyboardFocus = isFocused }
            refresh()
        }

        /// Re-reads the environment and starts or stops the display link with the window. Leaving the window
        /// clears the pointer, keyboard focus and VoiceOver focus, whose ends UIKit may not report then.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil { clearAttention() }
            setNeedsLayout()
            refresh()
        }

        /// Enables or disables the control's input as well.
        public override var isEnabled: Bool {
            didSet {
                control.isEnabled = isEnabled
                refresh()
            }
        }

        /// Re-lays out the dots when the semantic content attribute flips the direction.
        public override var semanticContentAttribute: UISemanticContentAttribute {
            didSet { setNeedsLayout() }
        }

        /// Applies the direction, Reduce Motion and Dynamic Type; re-measures when the metrics changed.
        private func updateEnvironment() {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            control.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            if control.reducesMotion != UIAccessibility.isReduceMotionEnabled {
                control.reducesMotion = UIAccessibility.isReduceMotionEnabled
            }
            control.prefersIncreasedContrast = traitCollection.accessibilityContrast == .high
            updateAssistiveTechnology()
            if control.showsScrubPreview { control.showsScrubPreview = false }
            let previous = control.resolvedMetrics
            let category = DynamicTypeScale.Category(traitCollection.preferredContentSizeCategory)
            control.contentSizeCategory = adjustsForContentSizeCategory ? category : nil
            if control.resolvedMetrics != previous { invalidateIntrinsicContentSize() }
        }

        @objc private func environmentDidChange() {
            setNeedsLayout()
            refresh()
        }

        /// Redraws, moves the scrub preview's label and starts or stops the frame clock.
        func refresh() {
            setNeedsDisplay()
            updatePlatter()
            updateScrubPreviewLabel()
            updateDisplayLink()
        }

        // MARK: Touches

        private func controlValueChanged() {
            scrollBinding?.scrollToCurrentPage(animated: !control.isScrubbing && !control.reducesMotion)
            sendActions(for: .valueChanged)
        }

        /// Forwards a touch to the core's pointer session, which decides taps, scrubs, flicks and claims.
        @discardableResult
        private func forward(_ phase: PointerEvent.Phase, _ touch: UITouch) -> PointerResponse {
            let kind: PointerKind
            switch touch.type {
            case .pencil: kind = .pen
            case .indirectPointer: kind = .mouse
            default: kind = .touch
            }
            let response = control.handlePointer(
                PointerEvent(phase, at: Point(touch.location(in: self)), time: touch.timestamp, kind: kind))
            if response.claimsPointer { claimFromScrollViews() }
            refresh()
            return response
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
        public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            forward(.down, touch).isHandled
        }

        /// The touch moved.
        public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            forward(.move, touch).isHandled
        }

        /// The touch went up (nil: UIKit lost it, which counts as a cancel).
        public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            guard let touch else { return cancelPress() }
            forward(.up, touch)
        }

        /// UIKit cancelled the touch (a system gesture, a call).
        public override func cancelTracking(with event: UIEvent?) { cancelPress() }

        private func cancelPress() {
            control.handlePointer(PointerEvent(.cancel, at: .zero, time: CACurrentMediaTime()))
            refresh()
        }

        // MARK: Hardware keyboard

        /// The view takes keyboard focus (and first responder) while it accepts input.
        public override var canBecomeFocused: Bool { isEnabled && control.isAccessibilityElement }
        /// The view can receive key presses while it accepts input.
        public override var canBecomeFirstResponder: Bool { canBecomeFocused }

        /// Keys the core maps (arrows along the row, Home, End, Page Up and Down, Space; see
        /// ``PageControlKey``) change the page, and P, or the Play/Pause button of a Siri Remote or game
        /// controller, stops a running slide show or starts one a person stopped (with a timer attached); other
        /// presses go up the responder chain.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var used = false
            for press in presses {
                if press.key == nil, press.type == .playPause {
                    used = control.handleKey(.playPause, modifiers: []) || used
                    continue
                }
                guard let key = press.key, let pageKey = PageControlKey(hidUsage: key.keyCode.rawValue) else {
                    continue
                }
                var modifiers: PageControlKey.Modifiers = []
                if key.modifierFlags.contains(.shift) { modifiers.insert(.shift) }
                if key.modifierFlags.contains(.control) { modifiers.insert(.control) }
                if key.modifierFlags.contains(.alternate) { modifiers.insert(.option) }
                if key.modifierFlags.contains(.command) { modifiers.insert(.command) }
                used = control.handleKey(pageKey, modifiers: modifiers) || used
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
            get { super.accessibilityTraits.union(UIAccessibilityTraits(control.accessibilityTraits)) }
            set { super.accessibilityTraits = newValue }
        }

        /// "First page" and "Last page", and "Stop slide show" or "Start slide show" with a timer attached, after
        /// any actions set on the view.
        public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                let own = control.accessibilityCustomActions.map { action in
                    let kind = action.kind
                    return UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                        guard let view = self else { return false }
                        return MainActor.assumeIsolated { view.performCustomAction(kind) }
                    }
                }
                return (super.accessibilityCustomActions ?? []) + own
            }
            set { super.accessibilityCustomActions = newValue }
        }

        /// Moves one page forward (a VoiceOver swipe up), sending `.valueChanged`; VoiceOver reads the new
        /// value itself, so the core announces nothing.
        public override func accessibilityIncrement() {
            control.accessibilityIncrement()
            refresh()
        }

        /// Moves one page back (a VoiceOver swipe down), sending `.valueChanged`.
        public override func accessibilityDecrement() {
            control.accessibilityDecrement()
            refresh()
        }

        /// Moves one page forward, as UIPageControl does for a VoiceOver double-tap. Always handled (true),
        /// so that VoiceOver never falls back to a tap in the middle, which could step backwards.
        public override func accessibilityActivate() -> Bool {
            control.accessibilityActivate()
            refresh()
            return true
        }

        /// Tells the control that the VoiceOver (or Switch Control) cursor is on the view: a slide show pauses
        /// and the row does not fade while it stays.
        public override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            control.hasAccessibilityFocus = true
            refresh()
        }

        /// Tells the control that the VoiceOver (or Switch Control) cursor left the view.
        public override func accessibilityElementDidLoseFocus() {
            super.accessibilityElementDidLoseFocus()
            control.hasAccessibilityFocus = false
            refresh()
        }

        /// Performs a custom action; the control announces the new page. Succeeds (true, so VoiceOver plays no
        /// failure sound) when the page changed or the slide show stopped or started.
        private func performCustomAction(_ kind: PageControlCore.AccessibilityCustomAction.Kind) -> Bool {
            let wasPlaying = control.isAutoplayOn
            let changed = control.performAccessibilityAction(kind)
            refresh()
            return changed || control.isAutoplayOn != wasPlaying
        }
    }
#endif
