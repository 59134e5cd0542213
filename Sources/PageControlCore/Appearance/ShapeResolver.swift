/// The shape of each page's dot, resolved in UIKit's order (page's current shape, page's shape,
/// preferred current shape, preferred shape, circle) from a snapshot of a control's shapes.
///
/// It holds the control's sparse overrides by value (copy-on-write, no copy made), so looking up a shape
/// costs one dictionary lookup whatever the page count.
package struct ShapeResolver: Sendable, Equatable {
    /// The shape of every dot without its own.
    package let preferred: IndicatorShape
    /// The shape of the current dot without its own.
    package let preferredCurrent: IndicatorShape
    /// The pages with a shape of their own while not current.
    package let overrides: [Int: IndicatorShape]
    /// The pages with a shape of their own while current.
    package let currentOverrides: [Int: IndicatorShape]
    /// Whether any page has a shape of its own (current or not).
    package let hasOverrides: Bool

    /// A resolver that draws every dot as `shape` (a circle by default) and the current one as
    /// `currentShape` (the same shape by default).
    package init(shape: IndicatorShape = .circle, currentShape: IndicatorShape? = nil) {
        preferred = shape
        preferredCurrent = currentShape ?? shape
        overrides = .init()
        currentOverrides = .init()
        hasOverrides = false
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
        overrides = control.indicatorShapes
        currentOverrides = control.currentPageIndicatorShapes
        hasOverrides = !overrides.isEmpty || !currentOverrides.isEmpty
    }

    /// Whether a page has its own shape while not current.
    package func hasOwnShape(forPage page: Int) -> Bool { !overrides.isEmpty && overrides[page] != nil }

    /// The shape of a page's dot, current or not.
    package func shape(forPage page: Int, isCurrent: Bool) -> IndicatorShape {
        // Most controls have no per-page overrides: skip hashing then.
        if !hasOverrides { return isCurrent ? preferredCurrent : preferred }
        if isCurrent { return currentOverrides[page] ?? overrides[page] ?? preferredCurrent }
        return overrides[page] ?? preferred
    }
}
