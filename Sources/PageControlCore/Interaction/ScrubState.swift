/// The state of a scrub (UIKit's continuous interaction) while a finger or pointer is down.
struct ScrubState: Sendable {
    /// The window's leading page, held still while scrubbing so the page under the pointer is stable.
    var windowStart: Double
    /// What is scrubbing: a touch steps towards the page under it, a mouse or trackpad goes there at once.
    var pointerKind: PointerKind
    /// Where the scrub started, as a row offset in the held window.
    var startOffset: Double
    /// What is added to the pointer's row offset: for a touch, the distance from the touched dot to the
    /// current dot, so the scrub starts from the current page; 0 for a mouse or trackpad.
    var shift: Double = 0
    /// Whether the pointer has travelled more than ``GestureThresholds/scrubTravelThreshold`` along the
    /// row (always true for a mouse or trackpad); until then the page does not move.
    var hasTravelled: Bool
    /// The page under the (shifted) pointer, which a touch scrub steps towards one page per frame.
    var target: Int?
    /// −1 while the pointer is held before the row's start, +1 after its end, 0 over the row.
    var jogDirection: Int = 0
    /// How far beyond the row's end the pointer is, in points.
    var jogDistance: Double = 0
    /// Fractional pages of jogging not yet taken.
    var jogAccumulator: Double = 0

    /// The slowest and fastest jogging rates while a pointer is held past the end of the row, in pages
    /// per second. The rate grows with the distance past the end, reaching the maximum five pitches out.
    static let jogRates = (minimum: 5.0, maximum: 30.0)

    /// The most time one frame of jogging accounts for, in seconds: a frame after a long pause steps at most
    /// this long's worth of pages.
    static let maximumJogInterval = 0.1

    /// Follows the pointer to `raw`, its row offset in the held window `layout`: nothing until it has
    /// travelled past ``GestureThresholds/scrubTravelThreshold``, then the page under the shifted pointer
    /// becomes the target, and held before the start or past the end of a row that scrolls or loops it jogs.
    ///
    /// - Returns: The target to go to at once for a mouse or trackpad, else nil.
    mutating func track(rowOffset raw: Double, in layout: IndicatorLayout) -> Int? {
        if !hasTravelled {
            guard abs(raw - startOffset) > GestureThresholds.scrubTravelThreshold else { return nil }
            hasTravelled = true
        }
        let offset = raw + shift
        // A loop has no end to stop at: past either end of its row the pages go round.
        let canScroll = layout.numberOfPages > layout.visibleCount || layout.wrapsAround
        if offset < 0, canScroll {
            jogDirection = -1
            jogDistance = -offset
        } else if offset > layout.rowLength, canScroll {
            jogDirection = 1
            jogDistance = offset - layout.rowLength
        } else {
            jogDirection = 0
            jogDistance = 0
            jogAccumulator = 0
        }
        target = layout.nearestPage(toRowOffset: offset)?.page ?? target
        return pointerKind.targetsDotsDirectly ? target : nil
    }

    /// Adds `elapsed` seconds of jogging (at most ``maximumJogInterval``: a long pause, such as an app
    /// suspended with a finger down, counts as one frame) at a rate that grows with the distance past the end,
    /// `pitch` points a page.
    mutating func accumulateJog(elapsed: Double, pitch: Double) {
        guard jogDirection != 0 else { return }
        let reach = min(jogDistance / max(pitch, 1), 5) / 5
        let rate = Self.jogRates.minimum + (Self.jogRates.maximum - Self.jogRates.minimum) * reach
        jogAccumulator += rate * min(elapsed, Self.maximumJogInterval)
    }

    /// Takes one whole page of jogging, when one has accumulated: the held window and the aimed-at page
    /// (the target, or `current`) move one page further, the window within 0…`maximumStart` unless the row
    /// loops.
    ///
    /// - Returns: The new target, or nil when no whole page is left or the aimed-at page is at an end (the
    ///   rest of the jog is then dropped).
    mutating func takeJogStep(current: Int, pages: PageState, maximumStart: Double) -> Int? {
        guard jogDirection != 0, jogAccumulator >= 1 else { return nil }
        jogAccumulator -= 1
        let aimed = target ?? current
        let next = pages.target(aimed + jogDirection)
        guard next != aimed else {
            jogAccumulator = 0
            return nil
        }
        let moved = windowStart + Double(jogDirection)
        windowStart = pages.wrapsAround ? moved : CoreMath.clamp(moved, 0, maximumStart)
        target = next
        return next
    }

    /// The feedback for the scrub's change to `page` (already made current) in `pages`: ``PageControlFeedback/boundary``
    /// when it lands on the first or last page of a row that does not loop, else
    /// ``PageControlFeedback/selection``.
    func feedback(landingOn page: Int, in pages: PageState) -> PageControlFeedback {
        guard !pages.wrapsAround, page == 0 || page == pages.lastPage else { return .selection }
        return .boundary
    }
}
