import PageControlCore
import Testing

@MainActor
@Suite struct PageControlAccessibilityOptionsTests {
    /// Five pages in 320×37 bounds: the row spans 124.5…195.5, dots centred at 128 + 16k (left to right).
    func control(language: String?) -> (PageControl, () -> [Int]) {
        let c = PageControl()
        c.numberOfPages = 5
        c.currentPage = 2
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.environment.reducesMotion = true
        c.environment.language = language
        c.environment.layoutDirectionFollowsLanguage = true
        var events: [Int] = []
        c.addAction(for: .valueChanged) { events.append($0.currentPage) }
        return (c, { events })
    }

    @Test(
        "Right-to-left languages mirror dots, taps, keys and scrubbing together",
        arguments: [
            ("ar", true), ("he-IL", true), ("fa", true), ("ur", true), ("en", false), ("ru", false), (nil, false),
        ])
    func mirroring(language: String?, rightToLeft: Bool) {
        let (c, events) = control(language: language)
        #expect(c.effectiveLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
        // Page 0 sits at the right end in right-to-left rows.
        #expect(c.hitTesting.frame(forPage: 0)?.midX == (rightToLeft ? 192 : 128))
        // A tap on the right side steps back in right-to-left rows.
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.currentPage == (rightToLeft ? 1 : 3))
        // The left arrow steps forward in right-to-left rows.
        c.currentPage = 2
        c.handleKey(.left)
        #expect(c.currentPage == (rightToLeft ? 3 : 1))
        // Scrubbing towards the left end reaches the last page in right-to-left rows.
        c.currentPage = 2
        c.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .mouse)
        c.moveScrubbing(to: Point(x: 128, y: 18))
        c.endScrubbing()
        #expect(c.currentPage == (rightToLeft ? 4 : 0))
        #expect(events().count == 3)
    }

    @Test("Without following the language, the host's layout direction rules")
    func hostDirection() {
        let (c, _) = control(language: "ar")
        c.environment.layoutDirectionFollowsLanguage = false
        #expect(c.effectiveLayoutDirection == .leftToRight)
        c.direction = .leftToRight
        c.environment.layoutDirectionFollowsLanguage = true
        #expect(c.resolvedDirection == .leftToRight)
    }

    @Test(
        "Taps count in the enlarged 44 × 44 area around a small row, not beyond it",
        arguments: [
            (Point(x: 160, y: -3.4), true), (Point(x: 160, y: -3.6), false), (Point(x: 160, y: 40.4), true),
            (Point(x: 160, y: 40.6), false),
        ])
    func hitTarget(point: Point, counts: Bool) {
        let c = PageControl()
        c.numberOfPages = 5
        c.currentPage = 0
        c.backgroundStyle = .minimal
        // A minimal row of 71 × 7 in bounds of the same size: the hit target grows it to 71 × 44.
        c.bounds = Rect(x: 124.5, y: 15, width: 71, height: 7)
        #expect(c.hitTesting.region == Rect(x: 124.5, y: -3.5, width: 71, height: 44))
        #expect((c.hitTesting.tapTarget(for: point) != nil) == counts)
    }

    @Test("The hit target widens a single dot to 44 points along the row")
    func singleDot() {
        let c = PageControl()
        c.numberOfPages = 2
        c.bounds = Rect(x: 0, y: 0, width: 23, height: 37)
        #expect(c.hitTesting.region.width == 44)
        #expect(c.hitTesting.tapTarget(for: Point(x: -10, y: 18)) == 1)
        #expect(c.hitTesting.tapTarget(for: Point(x: -11, y: 18)) == nil)
    }

    @Test("Increase Contrast raises the other dots' alpha to 3:1 against the current dot")
    func increasedContrast() {
        let c = PageControl()
        c.currentPageIndicatorTintColor = .black
        c.pageIndicatorTintColor = Color(white: 0.7, alpha: 0.2)
        #expect(c.contrastAdjustedPageIndicatorTintColor == Color(white: 0.7, alpha: 0.2))
        c.environment.prefersIncreasedContrast = true
        let adjusted = c.contrastAdjustedPageIndicatorTintColor
        #expect(adjusted.alpha > 0.2 && adjusted.alpha <= 1)
        #expect(Color.contrastRatio(.black, adjusted) >= 3)
        #expect(Color.contrastRatio(.black, adjusted.withAlphaComponent(adjusted.alpha - 0.05)) < 3)
        #expect(!c.drawsIndicatorOutlines)
        #expect(c.frame().look.outlineColor == nil)
    }

    @Test("When no alpha reaches 3:1 the dots become opaque and get an outline")
    func outline() {
        let c = PageControl()
        c.currentPageIndicatorTintColor = .white
        c.pageIndicatorTintColor = Color(white: 0.9, alpha: 0.5)
        c.environment.prefersIncreasedContrast = true
        #expect(c.contrastAdjustedPageIndicatorTintColor == Color(white: 0.9))
        #expect(c.drawsIndicatorOutlines)
        #expect(c.frame().look.outlineColor == .black)
    }

    @Test("The adjustment is a function of the two colours alone, which the accessibility audit asks without a control")
    func adjustmentOfTwoColours() {
        let c = PageControl()
        c.currentPageIndicatorTintColor = .black
        c.pageIndicatorTintColor = Color(white: 0.7, alpha: 0.2)
        c.environment.prefersIncreasedContrast = true
        let adjusted = PageControl.increasedContrastColor(of: Color(white: 0.7, alpha: 0.2), against: .black)
        #expect(adjusted == c.contrastAdjustedPageIndicatorTintColor)
        #expect(!PageControl.needsIndicatorOutlines(current: .black, other: adjusted))
        #expect(
            PageControl.increasedContrastColor(of: Color(white: 0.9, alpha: 0.5), against: .white) == Color(white: 0.9))
        #expect(PageControl.needsIndicatorOutlines(current: .white, other: Color(white: 0.9)))
        // An opaque colour is left as it is, whatever its contrast.
        #expect(PageControl.increasedContrastColor(of: .lightGray, against: .black) == .lightGray)
    }

    @Test(
        "Dynamic Type scales the dots, capped at extra extra large",
        arguments: [
            (DynamicTypeScale.Category.large, 7.0), (.extraExtraLarge, 7.0 * 17 / 13),
            (.accessibilityExtraExtraExtraLarge, 7.0 * 17 / 13),
        ])
    func dynamicType(category: DynamicTypeScale.Category, diameter: Double) {
        let c = PageControl()
        c.environment.contentSizeCategory = category
        #expect(abs(c.resolvedMetrics.diameter - diameter) < 1e-9)
    }

    @Test("Reduced motion makes every change instant: keys, updates after deferral, page counts")
    func reducedMotion() {
        let c = PageControl()
        c.numberOfPages = 5
        c.environment.reducesMotion = true
        c.handleKey(.end)
        #expect(c.position == 4 && !c.isAnimating)
        c.setNumberOfPages(6, animated: true)
        #expect(!c.isAnimating)
        c.setCurrentPage(0, animated: true)
        #expect(c.position == 0 && !c.isAnimating)
    }
}
