extension PageControl {
    /// The process-wide appearance proxy; see ``PageControlAppearance``.
    public static func appearance() -> PageControlAppearance { .shared }

    /// The current dot's colour. The default, nil, uses the appearance proxy's colour, then white.
    public var currentPageIndicatorTintColor: Color? {
        get { appearanceValues.currentPageIndicatorTintColor }
        set { appearanceValues.currentPageIndicatorTintColor = newValue }
    }
    /// The other dots' colour. The default, nil, uses the appearance proxy's colour, then translucent gray.
    public var pageIndicatorTintColor: Color? {
        get { appearanceValues.pageIndicatorTintColor }
        set { appearanceValues.pageIndicatorTintColor = newValue }
    }
    /// The platter's colour. The default, nil, uses the appearance proxy's colour, then 30 % gray.
    public var platterColor: Color? {
        get { appearanceValues.platterColor }
        set { appearanceValues.platterColor = newValue }
    }
    /// The dot sizes. The default, nil, uses the appearance proxy's metrics, then ``IndicatorMetrics/classic``.
    public var metrics: IndicatorMetrics? {
        get { appearanceValues.metrics }
        set { appearanceValues.metrics = newValue }
    }
    /// When the platter shows. The default, nil, uses the appearance proxy's style, then `.automatic`.
    public var backgroundStyle: PageControlCore.BackgroundStyle? {
        get { appearanceValues.backgroundStyle }
        set { appearanceValues.backgroundStyle = newValue }
    }
    /// The shape of every dot. The default, nil, uses the appearance proxy's shape, then a circle.
    public var preferredIndicatorShape: IndicatorShape? {
        get { appearanceValues.preferredIndicatorShape }
        set { appearanceValues.preferredIndicatorShape = newValue }
    }
    /// The shape of the current dot. The default, nil, uses the appearance proxy's shape, then the
    /// shape of the other dots.
    public var preferredCurrentPageIndicatorShape: IndicatorShape? {
        get { appearanceValues.preferredCurrentPageIndicatorShape }
        set { appearanceValues.preferredCurrentPageIndicatorShape = newValue }
    }

    /// How the current page is shown as the position moves between pages: ``IndicatorEffect/none`` (the
    /// emphasis moves between dots, as UIKit), a moving mark (worm, slide, jump, swap) or a change of the
    /// dots themselves (fill, scale). Reading it gives the value set here, else the appearance proxy's,
    /// else `.none`, which is the default.
    public var indicatorEffect: IndicatorEffect {
        get { appearanceValues.indicatorEffect ?? Self.appearance().indicatorEffect ?? .none }
        set { appearanceValues.indicatorEffect = newValue }
    }

    /// The current dot's colour after falling back through the appearance proxy to the default (for lines,
    /// white at 0.9 opacity).
    package var resolvedCurrentPageIndicatorTintColor: Color {
        if let color = currentPageIndicatorTintColor ?? Self.appearance().currentPageIndicatorTintColor {
            return color
        }
        let color = PageControlAppearance.defaultCurrentPageIndicatorTintColor
        return resolvedPresentation == .lines ? color.withAlphaComponent(color.alpha * 0.9) : color
    }
    /// The other dots' colour after falling back through the appearance proxy to the default (for lines, the
    /// current colour at 0.3 opacity).
    package var resolvedPageIndicatorTintColor: Color {
        if let color = pageIndicatorTintColor ?? Self.appearance().pageIndicatorTintColor { return color }
        guard resolvedPresentation == .lines else { return PageControlAppearance.defaultPageIndicatorTintColor }
        let current =
            currentPageIndicatorTintColor ?? Self.appearance().currentPageIndicatorTintColor
            ?? PageControlAppearance.defaultCurrentPageIndicatorTintColor
        return current.withAlphaComponent(current.alpha * 0.3)
    }
    /// The other dots' colour as drawn: ``resolvedPageIndicatorTintColor``, made more opaque under
    /// ``PageControlEnvironment/prefersIncreasedContrast`` until it reaches 3:1 against the current dot's colour (in
    /// steps of 5 % alpha), or fully opaque when no alpha reaches it.
    package var contrastAdjustedPageIndicatorTintColor: Color {
        let other = resolvedPageIndicatorTintColor
        guard environment.prefersIncreasedContrast else { return other }
        return Self.increasedContrastColor(of: other, against: resolvedCurrentPageIndicatorTintColor)
    }

    /// Whether every dot gets an outline (see ``indicatorOutlineColor``): under
    /// ``PageControlEnvironment/prefersIncreasedContrast``, when even opaque the other dots stay below 3:1 against the
    /// current dot.
    package var drawsIndicatorOutlines: Bool {
        environment.prefersIncreasedContrast
            && Self.needsIndicatorOutlines(
                current: resolvedCurrentPageIndicatorTintColor, other: contrastAdjustedPageIndicatorTintColor)
    }

    /// The other dots' colour `other` as Increase Contrast draws it next to a current dot of `current`: made more
    /// opaque in steps of 5 % alpha until it reaches 3:1 against `current`
    /// (``PageControlAppearance/increasedContrastRatio``), or fully opaque when no alpha reaches it.
    package static func increasedContrastColor(of other: Color, against current: Color) -> Color {
        var alpha = other.alpha
        while alpha < 1 {
            if Color.contrastRatio(current, other.withAlphaComponent(alpha))
                >= PageControlAppearance.increasedContrastRatio
            {
                break
            }
            alpha = min(alpha + 0.05, 1)
        }
        return other.withAlphaComponent(alpha)
    }

    /// Whether Increase Contrast outlines every dot: when the other dots, as it draws them (`other`, see
    /// ``increasedContrastColor(of:against:)``), stay below 3:1 against the current dot's colour `current`.
    package static func needsIndicatorOutlines(current: Color, other: Color) -> Bool {
        Color.contrastRatio(current, other) < PageControlAppearance.increasedContrastRatio
    }

    /// The platter colour after falling back through the appearance proxy to the default.
    package var resolvedPlatterColor: Color {
        platterColor ?? Self.appearance().platterColor ?? PageControlAppearance.defaultPlatterColor
    }
    /// The metrics after falling back through the appearance proxy to the presentation's
    /// (``IndicatorPresentation/defaultMetrics``: ``IndicatorMetrics/classic`` for dots).
    ///
    /// A ``PageControlEnvironment/contentSizeCategory`` scales the result (capped at extra extra large).
    package var resolvedMetrics: IndicatorMetrics {
        let base = metrics ?? Self.appearance().metrics ?? resolvedPresentation.defaultMetrics
        guard let category = environment.contentSizeCategory else { return base }
        return DynamicTypeScale(category: category).scaled(base)
    }
    /// The background style after falling back through the appearance proxy to `.automatic`.
    package var resolvedBackgroundStyle: PageControlCore.BackgroundStyle {
        backgroundStyle ?? Self.appearance().backgroundStyle ?? .automatic
    }

    /// Whether the platter shows now: always for `.prominent`, while scrubbing for `.automatic`.
    package var showsPlatter: Bool { look.showsPlatter(in: interactionState) }

    // MARK: Shapes

    /// Sets the shape of one page's dot when it is not current; nil removes the override.
    ///
    /// Overrides are stored sparsely: memory grows with the overrides, not with the page count.
    /// - Precondition: `0 <= page < numberOfPages`, as UIKit asserts ("Page must be within 0 and n").
    public func setIndicatorShape(_ shape: IndicatorShape?, forPage page: Int) {
        precondition(page >= 0 && page < numberOfPages, "Page (\(page)) must be within 0 and \(numberOfPages - 1).")
        indicatorShapes[page] = shape
    }

    /// The shape override of one page's dot, or nil.
    public func indicatorShape(forPage page: Int) -> IndicatorShape? { indicatorShapes[page] }

    /// Sets the shape of one page's dot while it is current; nil removes the override.
    ///
    /// - Precondition: `0 <= page < numberOfPages`.
    public func setCurrentPageIndicatorShape(_ shape: IndicatorShape?, forPage page: Int) {
        precondition(page >= 0 && page < numberOfPages, "Page (\(page)) must be within 0 and \(numberOfPages - 1).")
        currentPageIndicatorShapes[page] = shape
    }

    /// The current-shape override of one page's dot, or nil.
    public func currentPageIndicatorShape(forPage page: Int) -> IndicatorShape? {
        currentPageIndicatorShapes[page]
    }

    /// The shape to draw for a page, UIKit's lookup order: for the current page its current shape, then
    /// its shape, then the preferred current shape, then the preferred shape, then a circle; for other
    /// pages its shape, then the preferred shape, then a circle.
    package func resolvedShape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        ShapeResolver(self).shape(forPage: page, isCurrent: isCurrent)
    }

    /// The number of per-page shape overrides stored (both kinds).
    package var shapeOverrideCount: Int { indicatorShapes.count + currentPageIndicatorShapes.count }
}
