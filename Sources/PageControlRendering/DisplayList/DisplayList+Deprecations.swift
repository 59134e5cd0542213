import PageControlCore

// MARK: - Deprecated in 0.2, removed in 0.3

extension DisplayList {
    /// Builds the display list of a control as it is now; now `DisplayList(control.frame(…))`.
    @available(*, deprecated, message: "Use DisplayList(control.frame(showsFocusRing:platter:))")
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    public init(_ control: PageControl, showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn) {
        self.init(control.frame(showsFocusRing: showsFocusRing, platter: platter))
    }

    /// Builds the display list of a control; the layout the host read is no longer needed, as the frame
    /// carries it. Now `DisplayList(control.frame(…))`.
    @available(*, deprecated, message: "Use DisplayList(control.frame(showsFocusRing:platter:))")
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    public init(
        _ control: PageControl, layout: IndicatorLayout, showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn
    ) {
        self.init(control.frame(showsFocusRing: showsFocusRing, platter: platter))
    }

    /// Builds a display list from explicit parts; now `DisplayList(PageControlFrame(layout:size:…))`.
    @available(*, deprecated, message: "Use DisplayList(PageControlFrame(layout:size:currentColor:otherColor:…))")
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        progress: Double? = nil, currentPage: Int = 0, shape: IndicatorShape = .circle,
        currentShape: IndicatorShape? = nil,
        label: OverflowLabel? = nil, outlineColor: Color? = nil, focusRing: FocusRing? = nil
    ) {
        self.init(
            PageControlFrame(
                layout: layout, size: size, currentColor: currentColor, otherColor: otherColor,
                platterColor: platterColor, progress: progress, currentPage: currentPage, shape: shape,
                currentShape: currentShape, label: label, outlineColor: outlineColor, focusRing: focusRing))
    }
}
