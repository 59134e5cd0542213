/// The shape of each page's dot, resolved in UIKit's order (page's current shape, page's shape,
/// preferred current shape, preferred shape, circle) from a snapshot of a control's shapes.
///
/// It holds the control's sparse overrides by value (copy-on-write, no copy made), so looking up a shape
/// costs one dictionary lookup whatever the page count.
package struct ShapeResolver: Sendable, Equatable {
    @usableFromInline let preferred: IndicatorShape
    @usableFromInline let preferredCurrent: IndicatorShape
    @usableFromInline let overrides: [Int: IndicatorShape]
    @usableFromInline let currentOverrides: [Int: IndicatorShape]

    /// A resolver that draws every dot as `shape` (a circle by default) and the current one as
    /// `currentShape` (the same shape by default).
    package init(shape: IndicatorShape = .circle, currentShape: IndicatorShape? = nil) {
        preferred = shape
        preferredCurrent = currentShape ?? shape
        overrides = [:]
        currentOverrides = [:]
    }

    /// A snapshot of a control's shapes, with the appearance proxy's fallbacks.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    package init(_ control: PageControl) {
        let appearance = PageControl.appearance()
        let preferred = control.preferredIndicatorShape ?? appearance.preferredIndicatorShape ?? .circle
        self.preferred = preferred
        preferredCurrent =
            control.preferredCurrentPageIndicatorShape ?? appearance.preferredCurrentPageIndicatorShape ?? preferred
        overrides = control.inputs.indicatorShapes
        currentOverrides = control.inputs.currentPageIndicatorShapes
    }

    /// Whether a page has its own shape while not current.
    package func hasOwnShape(forPage page: Int) -> Bool { !overrides.isEmpty && overrides[page] != nil }

    /// The shape of a page's dot, current or not.
    @inlinable package func shape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        // Most controls have no per-page overrides: skip hashing then.
        if overrides.isEmpty, currentOverrides.isEmpty { return isCurrent ? preferredCurrent : preferred }
        if isCurrent { return currentOverrides[page] ?? overrides[page] ?? preferredCurrent }
        return overrides[page] ?? preferred
    }
}
