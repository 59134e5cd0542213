extension PageControl {
    /// Changes the number of pages, letting added dots grow in and removed dots shrink out over UIKit's
    /// page-change animation (as libadwaita's carousel dots do) when `animated` and motion is allowed.
    ///
    /// Negative values become 0; any count up to `Int.max` is kept as given. The other dots move continuously as the row grows or shrinks. The dots
    /// grow only when all the pages fit in the window; otherwise the change is immediate. Never sends
    /// `.valueChanged`.
    public func setNumberOfPages(_ count: Int, animated: Bool) {
        let old = motion.animatedPageCount ?? Double(pages.numberOfPages)
        let target = max(count, 0)
        numberOfPages = target
        let largest = max(target, CoreMath.nearestIndex(old.rounded(.up), upper: Int.max - 1))
        let window = IndicatorLayout(
            numberOfPages: largest, position: 0, bounds: dotBounds, metrics: layoutMetrics,
            direction: resolvedDirection,
            maximumVisibleIndicators: window.maximumVisibleIndicators, hasPadding: resolvedBackgroundStyle != .minimal,
            presentation: resolvedPresentation)
        let fits = window.visibleCount >= largest && !window.isTrack
        guard animated, !environment.reducesMotion, fits, old != Double(target) else { return motion.stopPageCount() }
        motion.startPageCount(from: old, to: Double(target))
    }
}
