/// Process-wide appearance defaults for every ``PageControl``, as UIKit's appearance proxy
/// (`UIPageControl.appearance()`).
///
/// A value set on a control wins. A control property left nil (or set back to nil) falls back to the
/// value here, and then to the built-in default. Changes apply to every control from its next frame (a frame
/// resolves its look from what is set when it is made).
///
/// ```swift
/// PageControl.appearance().currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 1)
/// ```
#if !hasFeature(Embedded)
    @MainActor
#endif
public final class PageControlAppearance {
    /// The shared proxy that ``PageControl/appearance()`` returns.
    public static let shared = PageControlAppearance()

    /// The built-in current-dot colour, used when neither the control nor the proxy sets one: opaque white,
    /// as Apple's guide says.
    public static let defaultCurrentPageIndicatorTintColor = Color.white
    /// The built-in colour of the other dots: translucent gray, as Apple's guide says.
    public static let defaultPageIndicatorTintColor = Color.translucentGray
    /// The built-in platter colour: 50 % gray at 30 % opacity, standing in for UIKit's thin material.
    public static let defaultPlatterColor = Color(white: 0.5, alpha: 0.3)
    /// The badges' default colour, #D70015: a red on which white text reads at 5.3:1 (UIKit's lighter
    /// system red reaches only 3.6:1).
    nonisolated public static let defaultBadgeColor = Color(red: 0xD7 / 255, green: 0, blue: 0x15 / 255)
    /// The contrast the other dots aim for under Increase Contrast: 3:1, WCAG's minimum for UI components.
    public static let increasedContrastRatio = 3.0

    #if hasFeature(Embedded)
        /// None set: the web element has nothing that sets the proxy, so in the web module it holds the defaults
        /// and setting a value does nothing (a control reads no proxy value: Guides/Web.md).
        var values: AppearanceValues {
            get { AppearanceValues() }
            set {}
        }
    #else
        /// The values set here; a change redraws every control with them.
        var values = AppearanceValues() {
            didSet { if values != oldValue { tellControls() } }
        }
    #endif

    #if hasFeature(Embedded)
        /// Embedded Swift has no weak references, so controls are not told: a control takes the proxy's values
        /// when something of its own look changes.
        func register(_ control: PageControl) {}
        func tellControls() {}
    #else
        /// The controls alive, held weakly: each is told when the values change.
        private var controls: [WeakControl] = []

        /// A control, held weakly.
        private struct WeakControl {
            weak var control: PageControl?
        }

        /// Starts telling `control` of changes (every control registers itself when it is made). Controls that
        /// are gone are let go of whenever the list doubles, so it stays within twice the controls alive.
        func register(_ control: PageControl) {
            if controls.count >= 16, controls.count.nonzeroBitCount == 1 {
                controls.removeAll { $0.control == nil }
            }
            controls.append(WeakControl(control: control))
        }

        /// Tells every control alive that the values changed.
        func tellControls() {
            for entry in controls { entry.control?.appearanceDidChange() }
        }
    #endif

    init() {}

    /// The default current-dot colour for all controls; nil (the default) for white.
    public var currentPageIndicatorTintColor: Color? {
        get { values.currentPageIndicatorTintColor }
        set { values.currentPageIndicatorTintColor = newValue }
    }
    /// The default colour of the other dots for all controls; nil (the default) for translucent gray.
    public var pageIndicatorTintColor: Color? {
        get { values.pageIndicatorTintColor }
        set { values.pageIndicatorTintColor = newValue }
    }
    /// The default platter colour for all controls; nil (the default) for 50 % gray at 30 % opacity.
    public var platterColor: Color? {
        get { values.platterColor }
        set { values.platterColor = newValue }
    }
    /// The default metrics for all controls; nil (the default) for ``IndicatorMetrics/classic``.
    public var metrics: IndicatorMetrics? {
        get { values.metrics }
        set { values.metrics = newValue }
    }
    /// The default background style for all controls; nil (the default) for `.automatic`.
    public var backgroundStyle: BackgroundStyle? {
        get { values.backgroundStyle }
        set { values.backgroundStyle = newValue }
    }
    /// The default shape of every dot for all controls; nil (the default) for a circle.
    public var preferredIndicatorShape: IndicatorShape? {
        get { values.preferredIndicatorShape }
        set { values.preferredIndicatorShape = newValue }
    }
    /// The default shape of the current dot for all controls; nil (the default) for the dot shape.
    public var preferredCurrentPageIndicatorShape: IndicatorShape? {
        get { values.preferredCurrentPageIndicatorShape }
        set { values.preferredCurrentPageIndicatorShape = newValue }
    }
    /// The default indicator effect for all controls; nil (the default) for ``IndicatorEffect/none``.
    public var indicatorEffect: IndicatorEffect? {
        get { values.indicatorEffect }
        set { values.indicatorEffect = newValue }
    }

    /// The default badge colour for all controls; nil (the default) for ``defaultBadgeColor``.
    public var badgeColor: Color? {
        get { values.badgeColor }
        set { values.badgeColor = newValue }
    }

    /// The default presentation for all controls; nil (the default) for ``IndicatorPresentation/dots``.
    public var indicatorPresentation: IndicatorPresentation? {
        get { values.indicatorPresentation }
        set { values.indicatorPresentation = newValue }
    }

    /// Sets the default look of a page state for all controls; nil removes it, so controls fall back to
    /// ``IndicatorStateStyle/defaultStyle(for:diameter:)``. Styling ``IndicatorState/normal`` does nothing.
    public func setIndicatorStyle(_ style: IndicatorStateStyle?, for state: IndicatorState) {
        let state = state.canonical
        guard state != .normal else { return }
        values.stateStyles[state] = style
    }

    /// The default look of a page state set here, or nil.
    public func indicatorStyle(for state: IndicatorState) -> IndicatorStateStyle? {
        values.stateStyles[state.canonical]
    }

    /// Clears every value, so controls fall back to the built-in defaults.
    public func reset() {
        values = AppearanceValues()
    }
}
