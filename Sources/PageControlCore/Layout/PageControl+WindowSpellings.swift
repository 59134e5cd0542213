// The window's spellings from before `window`, kept for one minor release.

extension PageControl {
    /// The most dots shown at once; now ``IndicatorWindow/maximumVisibleIndicators``.
    @available(*, deprecated, renamed: "window.maximumVisibleIndicators")
    public var maximumVisibleIndicators: Int? {
        get { window.maximumVisibleIndicators }
        set { window.maximumVisibleIndicators = newValue }
    }

    /// How the window follows the page; now ``IndicatorWindow/following``.
    @available(*, deprecated, renamed: "window.following")
    public var windowFollowing: WindowFollowing {
        get { window.following }
        set { window.following = newValue }
    }

    /// What shows past many pages; now ``IndicatorWindow/overflowStyle``.
    @available(*, deprecated, renamed: "window.overflowStyle")
    public var overflowStyle: OverflowStyle {
        get { window.overflowStyle }
        set { window.overflowStyle = newValue }
    }

    /// How many dots the intrinsic size makes room for; now ``IndicatorWindow/preferredNumberOfVisibleIndicators``.
    @available(*, deprecated, renamed: "window.preferredNumberOfVisibleIndicators")
    public var preferredNumberOfVisibleIndicators: Int {
        get { window.preferredNumberOfVisibleIndicators }
        set { window.preferredNumberOfVisibleIndicators = newValue }
    }
}

// The drawing read-outs from before the display list carried them, kept for one minor release.

extension PageControl {
    /// The compact label "7 / 120"; now the display list's ``OverflowLabel`` (`DisplayList(control).label`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).label")
    public var overflowLabel: OverflowLabel? { compactLabel }

    /// The look resolved for drawing; the display list carries its colours (`DisplayList(control)`) and the
    /// layout its metrics (``IndicatorLayout/metrics``).
    @available(
        *, deprecated, message: "use DisplayList(control.frame()) for the colours and layout.metrics for the sizes"
    )
    public var resolvedAppearance: ResolvedAppearance { currentLook }
}
