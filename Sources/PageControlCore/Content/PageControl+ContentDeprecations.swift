// MARK: - Deprecated in 0.11, removed in 0.12

extension PageControl {
    /// What stands for the pages; now ``PresentationOptions/kind`` in ``presentation``.
    @available(*, deprecated, renamed: "presentation.kind")
    public var indicatorPresentation: IndicatorPresentation {
        get { resolvedPresentation }
        set { presentation.kind = newValue }
    }

    /// Whether every dot shows its page number; now ``PresentationOptions/showsPageNumbers`` in
    /// ``presentation``.
    @available(*, deprecated, renamed: "presentation.showsPageNumbers")
    public var showsPageNumbers: Bool {
        get { presentation.showsPageNumbers }
        set { presentation.showsPageNumbers = newValue }
    }

    /// The badges' colour; now ``PresentationOptions/badgeColor`` in ``presentation``.
    @available(*, deprecated, renamed: "presentation.badgeColor")
    public var badgeColor: Color? {
        get { presentation.badgeColor }
        set { presentation.badgeColor = newValue }
    }

    /// Sets what a page's dot carries; now ``PresentationOptions/setContent(_:forPage:)`` in ``presentation``.
    @available(*, deprecated, message: "use presentation.setContent(_:forPage:)")
    public func setIndicatorContent(_ content: IndicatorContent, forPage page: Int) {
        guard page >= 0, page < numberOfPages else { return }
        presentation.setContent(content, forPage: page)
    }

    /// The content set for a page; now ``PresentationOptions/content(forPage:)`` in ``presentation``.
    @available(*, deprecated, message: "use presentation.content(forPage:)")
    public func indicatorContent(forPage page: Int) -> IndicatorContent { presentation.content(forPage: page) }
}

extension PageControl {
    /// Starts a scrub at a point; hosts now forward pointer events with ``handlePointer(_:)``, whose session
    /// decides when a press becomes a scrub.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    @discardableResult
    public func beginScrub(at point: Point, pointerKind: PointerKind = .touch) -> Bool {
        beginScrubbing(at: point, pointerKind: pointerKind)
    }

    /// Moves a scrub under way; hosts now forward pointer events with ``handlePointer(_:)``.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    public func moveScrub(to point: Point) { moveScrubbing(to: point) }

    /// Ends a scrub under way; hosts now forward pointer events with ``handlePointer(_:)``.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    public func endScrub(velocity: Point = .zero) { endScrubbing(velocity: velocity) }
}
