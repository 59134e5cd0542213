import PageControlCore
import Testing

/// Endless feeds (#38): apps pass `Int.max` for the page count. Counts above 2^52
/// (`IndicatorLayout.maximumNumberOfPages`) become 2^52, so every page stays exact, nothing traps, a loop crosses
/// its seam and the window shows no more dots than slots. Each test traps or fails on the code before #38.
@MainActor
@Suite struct PageControlHugePageCountTests {
    /// 2^52, written out so the tests read the same before the constant existed.
    nonisolated static let most = 1 << 52
    /// The last page of the most pages.
    nonisolated static let last = most - 1

    /// `Int.max` pages in 320 × 37 bounds (10 dots), looping or not.
    func endlessControl(wrapsAround: Bool = false) -> PageControl {
        let control = PageControl()
        control.paging.wrapsAround = wrapsAround
        control.numberOfPages = .max
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    /// Whether the layout shows the window's slots (plus one while it slides) and nothing past the pages.
    func expectDotsWithinSlots(_ control: PageControl, sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = control.layout
        #expect(layout.count <= layout.visibleCount + 1, "\(layout.count) dots", sourceLocation: sourceLocation)
        #expect(layout.allSatisfy { (0..<Self.most).contains($0.page) }, sourceLocation: sourceLocation)
        if control.position == control.position.rounded() {
            #expect(layout.count == layout.visibleCount, sourceLocation: sourceLocation)
        }
    }

    @Test("Int.max pages become 2^52, and the page near the end is exact")
    func intMaxBecomesTheMost() {
        let control = endlessControl()
        #expect(control.numberOfPages == Self.most)
        #expect(IndicatorLayout.maximumNumberOfPages == Self.most)
        control.currentPage = .max - 1
        #expect(control.currentPage == Self.last)
        #expect(control.position == Double(Self.last))
        control.currentPage = Self.last - 3
        #expect(control.currentPage == Self.last - 3 && control.position == 4_503_599_627_370_492)
        expectDotsWithinSlots(control)
        #expect(control.layout.indicator(forPage: Self.last - 3)?.emphasis == 1)
    }

    @Test("Keys step back and forward, page and jump to the ends of Int.max pages")
    func keysAtTheEnd() {
        let control = endlessControl()
        control.currentPage = .max - 1
        #expect(control.handleKey(.left))
        #expect(control.currentPage == Self.last - 1)
        control.finishAnimations()
        #expect(control.position == Double(Self.last - 1))
        expectDotsWithinSlots(control)
        control.handleKey(.right)
        control.finishAnimations()
        #expect(control.currentPage == Self.last && control.position == Double(Self.last))
        control.handleKey(.right)  // At the end: nothing changes.
        #expect(control.currentPage == Self.last)
        control.handleKey(.pageUp)
        #expect(control.currentPage == Self.last - 10)
        control.handleKey(.pageDown)
        control.finishAnimations()
        #expect(control.currentPage == Self.last)
        control.handleKey(.home)
        control.finishAnimations()
        #expect(control.currentPage == 0 && control.position == 0)
        control.handleKey(.end)
        control.finishAnimations()
        #expect(control.currentPage == Self.last && control.position == Double(Self.last))
        expectDotsWithinSlots(control)
    }

    @Test("A tap beside the current dot steps one page near the end of Int.max pages")
    func tapAtTheEnd() throws {
        let control = endlessControl()
        control.currentPage = .max - 1
        control.finishAnimations()
        let current = try #require(control.layout.indicator(forPage: Self.last))
        control.handleTap(at: Point(x: current.frame.minX - 20, y: current.frame.midY))
        #expect(control.currentPage == Self.last - 1)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        #expect(control.position > Double(Self.last - 2) && control.position <= Double(Self.last))
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.position == Double(Self.last - 1))
    }

    @Test("A mouse scrub goes to the dot under it, and jogs past the end, near the end of Int.max pages")
    func scrubAtTheEnd() {
        let control = endlessControl()
        control.currentPage = .max - 1
        let row = control.layout
        let middle = row[4]
        let end = row[row.count - 1].frame
        #expect(control.beginScrubbing(at: Point(x: end.midX, y: end.midY), pointerKind: .mouse))
        control.moveScrubbing(to: Point(x: middle.frame.midX, y: middle.frame.midY))
        #expect(control.currentPage == middle.page)
        control.moveScrubbing(to: Point(x: end.maxX + 100, y: end.midY))
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.1)
        #expect(control.currentPage == Self.last)
        control.endScrubbing()
        control.finishAnimations()
        #expect(control.currentPage == Self.last && control.position == Double(Self.last))
        expectDotsWithinSlots(control)
    }

    @Test("A loop of Int.max pages crosses its seam from the last page to the first and back")
    func loopSeam() {
        let control = endlessControl(wrapsAround: true)
        control.currentPage = .max - 1
        #expect(control.currentPage == Self.last && control.position == Double(Self.last))
        control.handleKey(.right)
        #expect(control.currentPage == 0)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        // On its way across the seam: past the last page, not back down the row.
        #expect(control.position > Double(Self.last))
        expectDotsWithinSlots(control)
        let pages = Set(control.layout.map(\.page))
        #expect(pages.contains(Self.last) && pages.contains(0))
        control.finishAnimations()
        #expect(control.position == 0)
        control.handleKey(.left)
        #expect(control.currentPage == Self.last)
        control.advanceAnimation(to: 1)
        control.advanceAnimation(to: 1.05)
        #expect(control.position > Double(Self.last))
        control.finishAnimations()
        #expect(control.position == Double(Self.last))
        expectDotsWithinSlots(control)
    }

    @Test("Animated page count changes to and from Int.max keep the dots within their slots")
    func animatedCountChanges() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.setNumberOfPages(.max, animated: true)
        #expect(control.numberOfPages == Self.most)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        expectDotsWithinSlots(control)
        control.currentPage = .max
        #expect(control.currentPage == Self.last)
        control.setNumberOfPages(5, animated: true)
        #expect(control.numberOfPages == 5 && control.currentPage == 4)
        control.setNumberOfPages(.max - 1, animated: true)
        control.advanceAnimation(to: 1)
        control.advanceAnimation(to: 1.05)
        #expect(control.numberOfPages == Self.most)
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.position == 4)
    }

    @Test(
        "Edge positions in Int.max pages are clamped, or taken modulo the pages in a loop; NaN is ignored",
        arguments: [
            (false, Double.nan, 7.0), (false, .infinity, Double(last)), (false, -.infinity, 0),
            (false, .greatestFiniteMagnitude, Double(last)), (false, -.greatestFiniteMagnitude, 0),
            (false, 1e300, Double(last)), (true, .nan, 7), (true, .infinity, 0), (true, -.infinity, 0),
            (true, .greatestFiniteMagnitude, 0), (true, -.greatestFiniteMagnitude, 0), (true, -1, Double(last)),
            (true, Double(most) + 2, 2),
        ])
    func edgePositions(wrapsAround: Bool, value: Double, expected: Double) {
        let control = endlessControl(wrapsAround: wrapsAround)
        control.currentPage = 7
        control.position = value
        #expect(control.position == expected)
        #expect(control.currentPage == Int(expected))
        expectDotsWithinSlots(control)
    }
}
