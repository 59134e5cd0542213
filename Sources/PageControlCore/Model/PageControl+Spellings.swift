// The constants, type names and delegate of PageControl from before their one home, kept for one minor release.

extension PageControl {
    /// The release speed above which a scrub flicks to an end; now ``GestureThresholds/flickVelocityThreshold``.
    @available(*, deprecated, renamed: "GestureThresholds.flickVelocityThreshold")
    public static var flickVelocityThreshold: Double { GestureThresholds.flickVelocityThreshold }

    /// How long a tap may repeat its step; now ``GestureThresholds/tapRepeatInterval``.
    @available(*, deprecated, renamed: "GestureThresholds.tapRepeatInterval")
    public static var tapRepeatInterval: Double { GestureThresholds.tapRepeatInterval }

    /// How close a repeated tap must land; now ``GestureThresholds/tapRepeatDistance``.
    @available(*, deprecated, renamed: "GestureThresholds.tapRepeatDistance")
    public static var tapRepeatDistance: Double { GestureThresholds.tapRepeatDistance }

    /// How far continuous scrolling travels for a page; now ``GestureThresholds/scrollDistancePerPage``.
    @available(*, deprecated, renamed: "GestureThresholds.scrollDistancePerPage")
    public static var scrollDistancePerPage: Double { GestureThresholds.scrollDistancePerPage }

    /// The built-in current-dot colour; now ``PageControlAppearance/defaultCurrentPageIndicatorTintColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultCurrentPageIndicatorTintColor")
    public static var defaultCurrentPageIndicatorTintColor: Color {
        PageControlAppearance.defaultCurrentPageIndicatorTintColor
    }

    /// The built-in colour of the other dots; now ``PageControlAppearance/defaultPageIndicatorTintColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultPageIndicatorTintColor")
    public static var defaultPageIndicatorTintColor: Color { PageControlAppearance.defaultPageIndicatorTintColor }

    /// The built-in platter colour; now ``PageControlAppearance/defaultPlatterColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultPlatterColor")
    public static var defaultPlatterColor: Color { PageControlAppearance.defaultPlatterColor }

    /// The contrast aimed for under Increase Contrast; now ``PageControlAppearance/increasedContrastRatio``.
    @available(*, deprecated, renamed: "PageControlAppearance.increasedContrastRatio")
    public static var increasedContrastRatio: Double { PageControlAppearance.increasedContrastRatio }

    /// The weak delegate told after every page change a person makes; now an action for
    /// ``PageControlEvent/valueChanged`` (``addAction(for:_:)``), which UIKit uses too.
    @available(*, deprecated, message: "use addAction(for: .valueChanged) { control in ... }")
    public var delegate: PageControlDelegate? {
        get { delegateBox.value }
        set { delegateBox.value = newValue }
    }
}
