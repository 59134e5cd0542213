/// Everything a control's resolved look is made from that lives on the control: the values set on it
/// (colours, metrics, shapes, background style), the per-page shapes, the directions, the person's settings
/// (Increase Contrast, text size, language) and whether a progress is attached (the pill).
///
/// The control holds one and clears its kept ``ResolvedAppearance`` in one `didSet`, whenever any input
/// really changes, so no setter can forget to. `AppearanceInputsTests` checks that every input takes part.
struct AppearanceInputs: Sendable, Equatable {
    /// Colours, metrics, preferred shapes and background style set on the control.
    private(set) var values = AppearanceValues()
    /// Sparse per-page shapes while not current.
    private(set) var indicatorShapes: [Int: IndicatorShape] = [:]
    /// Sparse per-page shapes while current.
    private(set) var currentPageIndicatorShapes: [Int: IndicatorShape] = [:]
    /// The row's direction, `.natural` by default.
    private(set) var direction = PageControlDirection.natural
    /// The reading direction around the control.
    private(set) var layoutDirection = LayoutDirection.leftToRight
    /// Whether the layout direction comes from the language.
    private(set) var layoutDirectionFollowsLanguage = false
    /// Increase Contrast.
    private(set) var prefersIncreasedContrast = false
    /// Dynamic Type.
    private(set) var contentSizeCategory: DynamicTypeScale.Category?
    /// The language of the strings (and, when followed, of the direction).
    private(set) var accessibilityLanguage: String?
    /// Whether a progress is attached, which widens the current dot to a pill.
    private(set) var hasProgress = false
    /// The most characters a dot holds inside (a number or text), which grows every dot; 0 for none.
    private(set) var insideCharacters = 0

    /// Changes values of the control's own look (a colour, the metrics, a preferred shape, the background
    /// style, the effect) in place.
    mutating func update(_ change: (inout AppearanceValues) -> Void) {
        change(&values)
    }

    /// Takes the presentation and the badge colour from ``PageControl/presentation``.
    mutating func setPresentation(_ presentation: IndicatorPresentation?, badgeColor: Color?) {
        values.indicatorPresentation = presentation
        values.badgeColor = badgeColor
    }

    /// Sets or (with nil) removes a page's shape: the shape while current when `current`, else while not.
    mutating func setShape(_ shape: IndicatorShape?, forPage page: Int, current: Bool) {
        if current { currentPageIndicatorShapes[page] = shape } else { indicatorShapes[page] = shape }
    }

    /// Sets the row's direction.
    mutating func setDirection(_ direction: PageControlDirection) {
        self.direction = direction
    }

    /// Sets the looks of the page states (``IndicatorStates/styles``).
    mutating func setStateStyles(_ styles: [IndicatorState: IndicatorStateStyle]) {
        values.stateStyles = styles
    }

    /// Records the most characters a dot holds inside (0 for none).
    mutating func setInsideCharacters(_ count: Int) {
        insideCharacters = count
    }

    /// Records whether a progress is attached.
    mutating func setHasProgress(_ hasProgress: Bool) {
        self.hasProgress = hasProgress
    }

    /// Takes what the look is made of from the host's environment: the directions, the language, Increase
    /// Contrast and the text size.
    mutating func adopt(_ environment: PageControlEnvironment) {
        layoutDirection = environment.layoutDirection
        layoutDirectionFollowsLanguage = environment.layoutDirectionFollowsLanguage
        prefersIncreasedContrast = environment.prefersIncreasedContrast
        contentSizeCategory = environment.contentSizeCategory
        accessibilityLanguage = environment.language
    }
}
