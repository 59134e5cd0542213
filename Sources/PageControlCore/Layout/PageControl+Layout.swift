extension PageControl {
    /// The layout of the dots for the current state: which dots show, where, how big and how current.
    ///
    /// Empty when the control is hidden or has no pages.
    ///
    /// - Complexity: O(1); reading each indicator is O(1).
    package var layout: IndicatorLayout {
        makeLayout(position: pages.position)
    }

    /// Builds the layout at a position, honouring the scrub's held window and the window's spring, in the
    /// control's bounds or in `bounds` (the accessibility audit lays the control out as the web element does).
    func makeLayout(position: Double, bounds: Rect? = nil) -> IndicatorLayout {
        let base = makeBaseLayout(position: position, bounds: bounds)
        if let scrub = session.scrub { return base.withWindowStart(scrub.windowStart) }
        guard motion.windowOffset != 0 else { return base }
        return base.withWindowStart(base.windowStart + motion.windowOffset)
    }

    /// Builds the layout at a position with the window where ``IndicatorWindow/following`` puts it from
    /// the window anchor (no scrub hold, no spring).
    ///
    /// - Parameters:
    ///   - anchor: Where the window rested, or nil for the motion's anchor.
    ///   - bounds: The bounds to lay the dots out in, or nil for the control's.
    func makeBaseLayout(
        position: Double, anchor: Double? = nil, bounds: Rect? = nil
    ) -> IndicatorLayout {
        let hidden = isHidden
        let showsDots =
            layoutStyle.presentation == .numeric || window.overflowStyle.showsDots(pageCount: pages.numberOfPages)
        var count = hidden || !showsDots ? 0 : pages.numberOfPages
        if let animated = motion.animatedPageCount, !hidden {
            count = max(count, CoreMath.nearestIndex(animated.rounded(.up), upper: Int.max - 1))
        }
        var given = bounds ?? self.bounds
        // The step buttons take a slot at each end of the row; the dots are centred in what is left.
        #if !hasFeature(Embedded)
            if showsStepButtons {
                given = Self.insetAlongRow(given, by: stepButtonSlot, vertical: layoutStyle.direction.isVertical)
            }
        #endif
        let bounds: Rect
        if case .dots = window.overflowStyle { bounds = given } else { bounds = dotBounds(in: given) }
        return IndicatorLayout(
            numberOfPages: count, position: position, restingPage: pages.displayedPage, bounds: bounds,
            metrics: layoutStyle.metrics, direction: layoutStyle.direction,
            maximumVisibleIndicators: window.maximumVisibleIndicators,
            hasPadding: layoutStyle.hasPadding, wrapsAround: pages.wrapsAround,
            animatedPageCount: motion.animatedPageCount,
            windowFollowing: window.following, windowAnchor: anchor ?? motion.windowAnchor, effect: layoutStyle.effect,
            snapsMark: layoutStyle.snapsMark, visiblePageCount: pages.span, presentation: layoutStyle.presentation,
            hasMorePages: pages.isOpenEnded)
    }

    /// The metrics the layout uses: ``resolvedMetrics``, with the current dot widened to a pill while a
    /// ``progress`` is attached (its own length plus a gap plus a dot, as UIKit) in a row of dots (lines and
    /// segments fill the current page's own length). Dots grow to hold a number or text inside
    /// (``IndicatorMetrics/grownForContent(characters:)``).
    package var layoutMetrics: IndicatorMetrics {
        var metrics = resolvedMetrics
        let presentation = resolvedPresentation
        if presentation == .dots { metrics = metrics.grownForContent(characters: insideCharacters) }
        if storedProgress != nil, presentation == .dots {
            let pill = 2 * metrics.diameter + metrics.spacing
            metrics.currentIndicatorLength = max(metrics.resolvedCurrentIndicatorLength, pill)
        }
        return metrics
    }

    /// `bounds` less `inset` at each end of the row, about the same centre (no shorter than 0).
    static func insetAlongRow(_ bounds: Rect, by inset: Double, vertical: Bool) -> Rect {
        let b = IndicatorLayout.sanitized(bounds)
        if vertical {
            let height = max(b.height - 2 * inset, 0)
            return Rect(x: b.minX, y: b.midY - height / 2, width: b.width, height: height)
        }
        let width = max(b.width - 2 * inset, 0)
        return Rect(x: b.midX - width / 2, y: b.minY, width: width, height: b.height)
    }

    /// `size` with the step buttons' slots added at the row's ends, when they show and `size` is not empty.
    func withStepButtons(_ size: Size) -> Size {
        #if hasFeature(Embedded)
            return size
        #else
            let vertical = resolvedDirection.isVertical
            guard showsStepButtons, (vertical ? size.height : size.width) > 0 else { return size }
            let slots = 2 * stepButtonSlot
            return vertical
                ? Size(width: size.width, height: size.height + slots)
                : Size(width: size.width + slots, height: size.height)
        #endif
    }

    /// The minimum size that shows `pageCount` dots, as `UIPageControl.size(forNumberOfPages:)`.
    ///
    /// It is not capped by ``IndicatorWindow/maximumVisibleIndicators`` and does not depend on ``numberOfPages``. With the
    /// classic metrics it is `(16n − 9, 37)` for n ≥ 1. It holds what the ``indicatorEffect`` draws: a
    /// ``IndicatorEffect/scale(_:)`` above 1 adds its current dot's growth at both ends where the padding is
    /// smaller (`(16n − 9 + 7(s − 1), 37)` for a factor s, for example `(16n − 5.5, 37)` at 1.5), and across
    /// where the dot outgrows the height. The number of ``IndicatorPresentation/numeric`` gets room for its
    /// text: at least its line tall, and in a vertical row as wide as the text. For n ≤ 0 the width is 0 (UIKit
    /// answers 7, a deliberate difference: no dots need no width). Vertical directions swap width and height.
    /// With ``showsStepButtons`` the row is longer by two of ``StepButtonFrame/slotLength(for:)``.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        withStepButtons(dotsSize(forNumberOfPages: pageCount))
    }

    /// ``size(forNumberOfPages:)`` without the step buttons.
    func dotsSize(forNumberOfPages pageCount: Int) -> Size {
        IndicatorLayout(
            numberOfPages: pageCount, position: 0, bounds: .zero, metrics: layoutMetrics,
            direction: resolvedDirection, maximumVisibleIndicators: nil,
            hasPadding: resolvedBackgroundStyle != .minimal, effect: indicatorEffect,
            presentation: resolvedPresentation
        ).sizeIncludingEmpty
    }

    /// The size the control wants: room for ``IndicatorWindow/preferredNumberOfVisibleIndicators`` dots (8, as UIKit
    /// since iOS 14) plus padding, fewer when there are fewer pages or a lower
    /// ``IndicatorWindow/maximumVisibleIndicators``, or zero when nothing shows (no pages, or hidden for a single
    /// page).
    ///
    /// It does not depend on ``bounds``. With the classic metrics and 8 or more pages it is 119 × 37
    /// (wider by the pill while a ``progress`` is attached, and by a scale effect's growth at the ends, as
    /// ``size(forNumberOfPages:)`` says: 122.5 × 37 at 1.5). With an ``IndicatorWindow/overflowStyle`` label, it includes
    /// the label (and a gap after the dots). Segments ask for the same number of segments at their own
    /// length; a number for its widest text.
    public var intrinsicContentSize: Size {
        guard !isHidden, pages.numberOfPages > 0 else { return .zero }
        let showsDots = window.overflowStyle.showsDots(pageCount: pages.numberOfPages)
        let preferred = min(window.preferredNumberOfVisibleIndicators, window.maximumVisibleIndicators ?? Int.max)
        let presentation = resolvedPresentation
        let shown = presentation == .numeric ? pages.numberOfPages : showsDots ? min(pages.numberOfPages, preferred) : 0
        var size = IndicatorLayout(
            numberOfPages: shown, position: 0, bounds: .zero,
            metrics: layoutMetrics, direction: resolvedDirection,
            maximumVisibleIndicators: nil, hasPadding: resolvedBackgroundStyle != .minimal, effect: indicatorEffect,
            presentation: presentation, hasMorePages: pages.isOpenEnded
        ).contentSize
        if let label = overflowLabelBox {
            if resolvedDirection.isVertical {
                size = Size(
                    width: max(size.width, label.size.width), height: size.height + label.gap + label.size.height)
            } else {
                size = Size(
                    width: size.width + label.gap + label.size.width, height: max(size.height, label.size.height))
            }
        }
        return withStepButtons(size)
    }
}
