/// Everything a control's resolved look is made from that lives on the control: the values set on it
/// (colours, metrics, shapes, background style), the per-page shapes, the directions, the person's settings
/// (Increase Contrast, text size, language) and whether a progress is attached (the pill).
///
/// The control holds one and clears its kept ``ResolvedAppearance`` in one `didSet`, whenever any input
/// really changes, so no setter can forget to. `AppearanceInputsTests` checks that every input takes part.
struct AppearanceInputs: Sendable, Equatable {
    /// Colours, metrics, preferred shapes and background style set on the control.
    var values = AppearanceValues()
    /// Sparse per-page shapes while not current.
    var indicatorShapes: [Int: IndicatorShape] = [:]
    /// Sparse per-page shapes while current.
    var currentPageIndicatorShapes: [Int: IndicatorShape] = [:]
    /// The row's direction, `.natural` by default.
    var direction = PageControlDirection.natural
    /// The reading direction around the control.
    var layoutDirection = LayoutDirection.leftToRight
    /// Whether the layout direction comes from the language.
    var layoutDirectionFollowsLanguage = false
    /// Increase Contrast.
    var prefersIncreasedContrast = false
    /// Dynamic Type.
    var contentSizeCategory: DynamicTypeScale.Category?
    /// The language of the strings (and, when followed, of the direction).
    var accessibilityLanguage: String?
    /// Whether a progress is attached, which widens the current dot to a pill.
    var hasProgress = false
}
