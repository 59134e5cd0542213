import Testing

@testable import PageControlCore

/// The room an effect draws in: the scale effect's current dot grows past the row, so the control's size and
/// the window make room for it; every other effect keeps UIKit's sizes.
@MainActor
@Suite struct IndicatorLayoutEffectTests {
    func control(_ effect: IndicatorEffect, background: BackgroundStyle? = nil) -> PageControl {
        let c = PageControl()
        c.indicatorEffect = effect
        c.backgroundStyle = background
        return c
    }

    @Test(
        "Effects that do not grow keep UIKit's sizes: (16n − 9, 37) and 119 × 37 for 8 or more pages",
        arguments: [IndicatorEffect.none, .worm, .thinWorm, .slide, .jump, .swap, .fill, .scale(1), .scale(0.5)])
    func unchanged(effect: IndicatorEffect) {
        let c = control(effect)
        #expect(c.size(forNumberOfPages: 5) == Size(width: 71, height: 37))
        #expect(c.size(forNumberOfPages: 1) == Size(width: 7, height: 37))
        c.numberOfPages = 20
        #expect(c.intrinsicContentSize == Size(width: 119, height: 37))
    }

    @Test(
        "A scale above 1 adds its growth at both ends, (16n − 9 + 7(s − 1), 37), and across once the dot outgrows it",
        arguments: [
            (1.5, nil, Size(width: 74.5, height: 37), Size(width: 122.5, height: 37)),
            (2, nil, Size(width: 78, height: 37), Size(width: 126, height: 37)),
            (3, nil, Size(width: 85, height: 37), Size(width: 133, height: 37)),
            (3, BackgroundStyle.minimal, Size(width: 85, height: 21), Size(width: 133, height: 21)),
            (2, BackgroundStyle.minimal, Size(width: 78, height: 14), Size(width: 126, height: 14)),
            (9, nil, Size(width: 85, height: 37), Size(width: 133, height: 37)),  // clamped to 3
        ] as [(Double, BackgroundStyle?, Size, Size)])
    func scaleGrows(factor: Double, background: BackgroundStyle?, fivePages: Size, intrinsic: Size) {
        let c = control(.scale(factor), background: background)
        #expect(c.size(forNumberOfPages: 5) == fivePages)
        c.numberOfPages = 20
        #expect(c.intrinsicContentSize == intrinsic)
        c.direction = .topToBottom
        #expect(c.size(forNumberOfPages: 5) == Size(width: fivePages.height, height: fivePages.width))
    }

    @Test("Padding holds the growth where it can: modern metrics (14 pt at the ends) keep (16n + 20, 24)")
    func paddingHoldsIt() {
        let c = control(.scale(3))
        c.metrics = .modern
        // 8 pt dots grown by 3 reach 8 pt past the row, within the 14 pt padding; 24 pt across holds 24.
        #expect(c.size(forNumberOfPages: 5) == Size(width: 100, height: 24))
    }

    @Test("The progress pill grows with the scale: its own length, a gap and a dot (23 pt) times (s − 1) / 2 each end")
    func pill() {
        let c = control(.scale(2))
        c.progress = PageControlProgress()
        // The row: 5 × 7 + 4 × 9 + 16 (the pill's extra) = 87, and 11.5 at each end.
        #expect(c.size(forNumberOfPages: 5) == Size(width: 110, height: 37))
    }

    @Test("The number is at least its line tall without padding, and as wide as its text in a vertical row")
    func numericLine() {
        let c = control(.none, background: .minimal)
        c.presentation.kind = .numeric
        c.numberOfPages = 12
        // The font is twice the 7 pt diameter, 14 pt, on a line 1.2 times as tall.
        #expect(c.intrinsicContentSize.height == 1.2 * 14)
        c.backgroundStyle = nil
        #expect(c.intrinsicContentSize.height == 37)
        // "12 / 12" at most: 7 characters of 0.6 × 14 pt, written across the vertical row.
        c.direction = .topToBottom
        #expect(c.intrinsicContentSize == Size(width: 7 * 0.6 * 14, height: 7 * 0.6 * 14))
    }

    @Test("The reach: (s − 1) × half the current length along and half the diameter across; 0 below 1 and for marks")
    func reach() {
        let bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let scaled = IndicatorLayout(numberOfPages: 5, position: 0, bounds: bounds, effect: .scale(2))
        #expect(scaled.effectReach == (3.5, 3.5))
        #expect(scaled.contentSize == Size(width: 78, height: 37))
        #expect(
            IndicatorLayout(numberOfPages: 5, position: 0, bounds: bounds, effect: .scale(0.5)).effectReach == (0, 0))
        #expect(IndicatorLayout(numberOfPages: 5, position: 0, bounds: bounds, effect: .jump).effectReach == (0, 0))
        let lines = IndicatorLayout(
            numberOfPages: 5, position: 0, bounds: bounds, metrics: .lines, effect: .scale(2), presentation: .lines)
        #expect(lines.effectReach == (0, 0))
    }

    @Test("Bounds that hold 8 dots show 7 with a scale of 1.5, so the grown first and last dots stay inside")
    func windowMakesRoom() throws {
        let bounds = Rect(x: 0, y: 0, width: 119, height: 37)
        let plain = IndicatorLayout(numberOfPages: 12, position: 0, bounds: bounds, maximumVisibleIndicators: 10)
        #expect(plain.visibleCount == 8)
        let scaled = IndicatorLayout(
            numberOfPages: 12, position: 0, bounds: bounds, maximumVisibleIndicators: 10, effect: .scale(1.5))
        #expect(scaled.visibleCount == 7)
        let first = try #require(scaled.indicator(forPage: 0))
        #expect(first.frame.minX >= 0)
        #expect(first.frame.width == 10.5)
    }
}
