extension PageControl {
    /// Whether the row loops, for infinite carousels: after the last page comes the first. The default is
    /// false.
    ///
    /// While it is on, ``position`` is taken modulo the page count (5.5 of 6 pages is halfway between the
    /// last and the first page, and the current-page look moves smoothly across the seam), steps and keys
    /// go from the last page to the first and back, animations take the short way round, and a windowed
    /// row scrolls endlessly with both ends shrunk.
    public var wrapsAround: Bool {
        get { pages.wrapsAround }
        set {
            guard pages.setWrapsAround(newValue) else { return }
            // A loop and a row keep their windows differently: start over, centred on the page.
            motion.forgetWindowAnchor()
            settleWindow()
        }
    }

    /// Changes the number of pages, letting added dots grow in and removed dots shrink out over UIKit's
    /// page-change animation (as libadwaita's carousel dots do) when `animated` and motion is allowed.
    ///
    /// Negative values become 0. The other dots move continuously as the row grows or shrinks. The dots
    /// grow only when all the pages fit in the window; otherwise the change is immediate. Never sends
    /// `.valueChanged`.
    public func setNumberOfPages(_ count: Int, animated: Bool) {
        let old = motion.animatedPageCount ?? Double(pages.numberOfPages)
        let target = max(0, count)
        numberOfPages = target
        let largest = max(target, CoreMath.nearestIndex(old.rounded(.up), upper: Int.max - 1))
        let window = IndicatorLayout(
            numberOfPages: largest, position: 0, bounds: dotBounds, metrics: layoutMetrics,
            direction: resolvedDirection,
            maximumVisibleIndicators: storedMaximumVisibleIndicators, hasPadding: resolvedBackgroundStyle != .minimal)
        let fits = window.visibleCount >= largest
        guard animated, !reducesMotion, fits, old != Double(target) else { return motion.stopPageCount() }
        motion.startPageCount(from: old, to: Double(target))
    }
}
