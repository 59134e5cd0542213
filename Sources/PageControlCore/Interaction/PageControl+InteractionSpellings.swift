// The interaction spellings from before `interaction`, kept for one minor release.

extension PageControl {
    /// What a tap does; now ``InteractionOptions/tapBehavior``.
    @available(*, deprecated, renamed: "interaction.tapBehavior")
    public var tapBehavior: TapBehavior {
        get { interaction.tapBehavior }
        set { interaction.tapBehavior = newValue }
    }

    /// The smallest area that accepts taps; now ``InteractionOptions/minimumHitTargetSize``.
    @available(*, deprecated, renamed: "interaction.minimumHitTargetSize")
    public var minimumHitTargetSize: Size {
        get { interaction.minimumHitTargetSize }
        set { interaction.minimumHitTargetSize = newValue }
    }

    /// Whether a scrub draws its preview; now ``InteractionOptions/showsScrubPreview``.
    @available(*, deprecated, renamed: "interaction.showsScrubPreview")
    public var showsScrubPreview: Bool {
        get { interaction.showsScrubPreview }
        set { interaction.showsScrubPreview = newValue }
    }

    /// Where the scrub preview may go; now ``InteractionOptions/scrubPreviewBounds``.
    @available(*, deprecated, renamed: "interaction.scrubPreviewBounds")
    public var scrubPreviewBounds: Rect? {
        get { interaction.scrubPreviewBounds }
        set { interaction.scrubPreviewBounds = newValue }
    }

    /// The colour of the keyboard focus ring; now ``InteractionOptions/focusRingColor``.
    @available(*, deprecated, renamed: "interaction.focusRingColor")
    public var focusRingColor: Color? {
        get { interaction.focusRingColor }
        set { interaction.focusRingColor = newValue }
    }
}

// The hit-testing spellings from before `hitTesting`, kept for one minor release.

extension PageControl {
    /// Where taps count; now ``HitTesting/region``.
    @available(*, deprecated, renamed: "hitTesting.region")
    public var hitRegion: Rect { hitTesting.region }

    /// The page whose dot is at or near `point`; now ``HitTesting/page(at:)`` (nil while hidden: a hidden
    /// control lays out no dots).
    @available(*, deprecated, renamed: "hitTesting.page(at:)")
    public func page(at point: Point) -> Int? { hitTesting.page(at: point) }

    /// The page a single tap at `point` leads to; now ``HitTesting/tapTarget(for:pointerKind:)``.
    @available(*, deprecated, renamed: "hitTesting.tapTarget(for:pointerKind:)")
    public func tapTarget(for point: Point, pointerKind: PointerKind = .touch) -> Int? {
        hitTesting.tapTarget(for: point, pointerKind: pointerKind)
    }

    /// The frame of a page's dot as drawn now; now ``HitTesting/frame(forPage:)``.
    @available(*, deprecated, renamed: "hitTesting.frame(forPage:)")
    public func indicatorFrame(forPage page: Int) -> Rect? { layout.indicator(forPage: page)?.frame }
}

// The key-command and scrub spellings from before `PageCommand(key:modifiers:direction:)` and
// `interactionState`, kept for one minor release.

extension PageControl {
    /// The command a key stands for in this control's direction; now
    /// ``PageCommand/init(key:modifiers:direction:)`` with ``IndicatorLayout/direction``.
    @available(*, deprecated, message: "use PageCommand(key:modifiers:direction: layout.direction)")
    public func command(for key: PageControlKey, modifiers: PageControlKey.Modifiers = []) -> PageCommand? {
        PageCommand(key: key, modifiers: modifiers, direction: resolvedDirection)
    }

    /// Whether a scrub is under way; now ``interactionState`` `== .continuous`.
    @available(*, deprecated, message: "use interactionState == .continuous")
    public var isScrubbing: Bool { session.scrub != nil }
}
