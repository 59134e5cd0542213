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
    /// Everything else (colours, shapes, direction, tap behaviour, timer progress, page titles) is set on
    /// ``control``; call ``setNeedsControlUpdate()`` after changing it.
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor
    public final class PageControlView: UIControl {
        /// The core control that holds the pages, the position, the appearance and the accessibility text.
        ///
        /// Its `.valueChanged` actions, `announcementHandler`, `bounds`, `layoutDirection`, `reducesMotion`
        /// and `isEnabled` belong to the view; set the rest freely.
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

        /// Whether the dots grow with the preferred content size category, up to extra extra large, as
        /// UIPageControl's do. The default is true.
        public var adjustsForContentSizeCategory = true {
            didSet { setNeedsLayout() }
        }

        /// The binding made by ``bind(to:contentDirection:)``, if any.
        var scrollBinding: ScrollViewBinding?
        private var displayLink: CADisplayLink?
        /// The frame clock: idle time and time in the background never reach the core (see ``FrameClock``).
        private var frameClock = FrameClock()
        private var velocity = PointerVelocityTracker()
        private var suppressesAnnouncements = false
        private lazy var scrubRecognizer = UILongPressGestureRecognizer(
            target: self, action: #selector(handleScrub(_:)))

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
            control.accessibilityLanguage = Bundle.main.preferredLocalizations.first
            control.addAction(for: .valueChanged) { [weak self] _ in self?.controlValueChanged() }
            control.announcementHandler = { [weak self] text in
                guard self?.suppressesAnnouncements == false else { return }
                UIAccessibility.post(notification: .announcement, argument: text)
            }
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
            scrubRecognizer.minimumPressDuration = GestureThresholds.minimumPressDuration
            scrubRecognizer.allowableMovement = CGFloat(GestureThresholds.allowableMovement)
            addGestureRecognizer(scrubRecognizer)
            let center = NotificationCenter.default
            let changes = [
                UIContentSizeCategory.didChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
            ]
            for name in changes {
                center.addObserver(self, selector: #selector(environmentDidChange), name: name, object: nil)
            }
            if #available(iOS 17.0, tvOS 17.0, *) {
                registerForTraitChanges(
                    [UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self],
                    action: #selector(environmentDidChange))
            }
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

        /// Hands the bounds, direction, Dynamic Type and Reduce Motion to the control.
        public override func layoutSubviews() {
            super.layoutSubviews()
            control.bounds = Rect(bounds)
            updateEnvironment()
            setNeedsDisplay()
        }

        /// Draws the control's display list.
        public override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            CoreGraphicsRenderer().draw(DisplayList(control), in: context)
        }

        /// Re-reads the environment and starts or stops the display link with the window.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
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
            let previous = control.resolvedMetrics
            let category = DynamicTypeScale.Category(traitCollection.preferredContentSizeCategory)
            control.contentSizeCategory = adjustsForContentSizeCategory ? category : nil
            if control.resolvedMetrics != previous { invalidateIntrinsicContentSize() }
        }

        @objc private func environmentDidChange() {
            setNeedsLayout()
            refresh()
        }

        /// Redraws and starts or stops the frame clock.
        func refresh() {
            setNeedsDisplay()
            updateDisplayLink()
        }

        // MARK: Frame clock

        /// Runs a display link exactly while the control animates and the view is in a window.
        private func updateDisplayLink() {
            guard control.isAnimating, window != nil else {
                displayLink?.invalidate()
                displayLink = nil
                frameClock.pause()
                return
            }
            guard displayLink == nil else { return }
            let link = CADisplayLink(
                target: DisplayLinkTarget(view: self), selector: #selector(DisplayLinkTarget.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// Advances the control to the frame's time.
        func displayLinkDidTick(_ link: CADisplayLink) {
            control.advanceAnimation(to: frameClock.tick(link.targetTimestamp))
            refresh()
        }

        // MARK: Touches

        private func controlValueChanged() {
            scrollBinding?.scrollToCurrentPage(animated: !control.isScrubbing && !control.reducesMotion)
            sendActions(for: .valueChanged)
        }

        @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            control.handleTap(
                at: Point(recognizer.location(in: self)), time: CACurrentMediaTime(),
                pointerKind: pointerKind(of: recognizer))
            refresh()
        }

        /// A mouse or trackpad (an iPad pointer presses buttons) goes straight to the dot under it; a finger
        /// or Apple Pencil steps from the current page, as UIKit's own control does.
        private func pointerKind(of recognizer: UIGestureRecognizer) -> PointerKind {
            recognizer.buttonMask.isEmpty ? .touch : .mouse
        }

        @objc private func handleScrub(_ recognizer: UILongPressGestureRecognizer) {
            let point = Point(recognizer.location(in: self))
            let now = CACurrentMediaTime()
            switch recognizer.state {
            case .began:
                velocity.reset()
                velocity.addSample(point, at: now)
                control.beginScrub(at: point, pointerKind: pointerKind(of: recognizer))
            case .changed:
                velocity.addSample(point, at: now)
                control.moveScrub(to: point)
            case .ended:
                velocity.addSample(point, at: now)
                control.endScrub(velocity: velocity.velocity(at: now))
            default:
                control.endScrub()
            }
            refresh()
        }

        /// Lets the scrub begin only where the control accepts one; other recognisers are asked as usual.
        public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === scrubRecognizer else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            let point = Point(gestureRecognizer.location(in: self))
            return control.allowsContinuousInteraction && control.isEnabled && control.hitRegion.contains(point)
        }

        // MARK: Hardware keyboard

        /// The view takes keyboard focus (and first responder) while it accepts input.
        public override var canBecomeFocused: Bool { isEnabled && control.isAccessibilityElement }
        /// The view can receive key presses while it accepts input.
        public override var canBecomeFirstResponder: Bool { canBecomeFocused }

        /// Arrow keys along the row step a page, Home and End go to the ends (``PageControlKey``); other
        /// presses go up the responder chain.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let keys = presses.compactMap { $0.key.flatMap { PageControlKey(hidUsage: $0.keyCode.rawValue) } }
            guard !keys.isEmpty else { return super.pressesBegan(presses, with: event) }
            for key in keys { control.handleKey(key) }
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

        /// "First page" and "Last page", after any actions set on the view.
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

        /// Moves one page forward (a VoiceOver swipe up), sending `.valueChanged`.
        public override func accessibilityIncrement() { adjust { control.accessibilityIncrement() } }

        /// Moves one page back (a VoiceOver swipe down), sending `.valueChanged`.
        public override func accessibilityDecrement() { adjust { control.accessibilityDecrement() } }

        /// Moves one page forward, as UIPageControl does for a VoiceOver double-tap. Always handled (true),
        /// so that VoiceOver never falls back to a tap in the middle, which could step backwards.
        public override func accessibilityActivate() -> Bool {
            adjust { control.accessibilityActivate() }
            return true
        }

        /// Runs a VoiceOver adjustment without an announcement (VoiceOver reads the new value itself).
        private func adjust(_ action: () -> Void) {
            suppressesAnnouncements = true
            action()
            suppressesAnnouncements = false
            refresh()
        }

        /// Performs a custom action; the control announces the new page.
        private func performCustomAction(_ kind: PageControlCore.AccessibilityCustomAction.Kind) -> Bool {
            let changed = control.performAccessibilityAction(kind)
            refresh()
            return changed
        }
    }

    /// The target of a ``PageControlView``'s display link. A display link retains its target, so the target
    /// holds the view weakly: the link never keeps the view alive, and a link whose view has gone stops.
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        private weak var view: PageControlView?

        init(view: PageControlView) {
            self.view = view
            super.init()
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let view else { return link.invalidate() }
            view.displayLinkDidTick(link)
        }
    }
#endif
