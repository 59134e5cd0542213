import PageControlCore
import Testing

/// Endless feeds: apps pass `Int.max` for the page count, as UIKit allows (its count is an `NSInteger`). Every
/// count is kept as given and every page is exact; a position far up such a row is the nearest `Double`, so the
/// dots there move in coarse steps, but nothing traps, nothing is drawn missing, and the dots name exact pages.
@MainActor
@Suite struct PageControlHugePageCountTests {
    /// The last page of `Int.max` pages.
    nonisolated static let last = Int.max - 1
    /// 2^52: a count whose pages, and the half pages between them, are all `Double`s exactly.
    nonisolated static let exact = 1 << 52

    /// `pages` pages (`Int.max` unless given) in 320 × 37 bounds (10 dots), looping or not.
    func endlessControl(pages: Int = .max, wrapsAround: Bool = false) -> PageControl {
        let control = PageControl()
        control.paging.wrapsAround = wrapsAround
        control.numberOfPages = pages
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    /// Whether the layout shows the window's slots (plus one while it slides), every dot a page of the control,
    /// in order along the row (round the loop in a looping row), with finite frames.
    func expectDotsWithinSlots(_ control: PageControl, sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = control.layout
        let n = control.numberOfPages
        #expect(layout.count <= layout.visibleCount + 1, "\(layout.count) dots", sourceLocation: sourceLocation)
        #expect(layout.count >= layout.visibleCount, "\(layout.count) dots", sourceLocation: sourceLocation)
        #expect(layout.allSatisfy { (0..<n).contains($0.page) && $0.frame.isFinite }, sourceLocation: sourceLocation)
        for (a, b) in zip(layout, layout.dropFirst()) {
            let next = a.page == n - 1 ? 0 : a.page + 1
            #expect(b.page == next, "\(a.page) then \(b.page)", sourceLocation: sourceLocation)
            #expect(b.frame.minX > a.frame.minX, sourceLocation: sourceLocation)
        }
    }

    @Test("Int.max pages are kept, and Int.max − 1 reads back exactly as the current page, spoken in full")
    func intMaxIsKept() throws {
        let control = endlessControl()
        #expect(control.numberOfPages == .max)
        control.currentPage = .max - 1
        #expect(control.currentPage == Self.last)
        #expect(control.accessibilityElement.value == "Page 9223372036854775807 of 9223372036854775807")
        control.currentPage = Self.last - 3
        #expect(control.currentPage == Self.last - 3)
        expectDotsWithinSlots(control)
        // The current dot is the exact page, emphasised; its neighbours are not.
        let current = try #require(control.layout.indicator(forPage: Self.last - 3))
        #expect(current.emphasis == 1)
        #expect(control.layout.indicator(forPage: Self.last - 4)?.emphasis == 0)
        #expect(control.layout.map(\.page).last == Self.last)
    }

    @Test("Keys step back and forward, page and jump to the ends of Int.max pages, every page exact")
    func keysAtTheEnd() {
        let control = endlessControl()
        control.currentPage = .max - 1
        #expect(control.handleKey(.left))
        #expect(control.currentPage == Self.last - 1)
        control.finishAnimations()
        expectDotsWithinSlots(control)
        #expect(control.layout.indicator(forPage: Self.last - 1)?.emphasis == 1)
        control.handleKey(.right)
        control.finishAnimations()
        #expect(control.currentPage == Self.last)
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
        expectDotsWithinSlots(control)
        control.handleKey(.end)
        control.finishAnimations()
        #expect(control.currentPage == Self.last)
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
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.currentPage == Self.last - 1)
        #expect(control.layout.indicator(forPage: Self.last - 1)?.emphasis == 1)
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
        #expect(middle.page == Self.last - 5)
        control.moveScrubbing(to: Point(x: end.maxX + 100, y: end.midY))
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.1)
        #expect(control.currentPage == Self.last)
        control.endScrubbing()
        control.finishAnimations()
        #expect(control.currentPage == Self.last)
        expectDotsWithinSlots(control)
    }

    @Test("A loop of Int.max pages steps across its seam from the last page to the first and back")
    func loopSeam() {
        let control = endlessControl(wrapsAround: true)
        control.currentPage = .max - 1
        #expect(control.currentPage == Self.last)
        control.handleKey(.right)
        #expect(control.currentPage == 0)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.position == 0)
        let pages = Set(control.layout.map(\.page))
        #expect(pages.contains(Self.last) && pages.contains(0))
        control.handleKey(.left)
        #expect(control.currentPage == Self.last)
        control.finishAnimations()
        expectDotsWithinSlots(control)
        #expect(control.layout.indicator(forPage: Self.last)?.emphasis == 1)
    }

    @Test("A loop of 2^52 pages crosses its seam smoothly, forward and back, where every half page is a Double")
    func exactLoopSeam() {
        let control = endlessControl(pages: Self.exact, wrapsAround: true)
        control.currentPage = Self.exact - 1
        control.handleKey(.right)
        #expect(control.currentPage == 0)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        // On its way across the seam: past the last page, not back down the row.
        #expect(control.position > Double(Self.exact - 1))
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.position == 0)
        control.handleKey(.left)
        control.advanceAnimation(to: 1)
        control.advanceAnimation(to: 1.05)
        #expect(control.position > Double(Self.exact - 1))
        control.finishAnimations()
        #expect(control.position == Double(Self.exact - 1))
        expectDotsWithinSlots(control)
    }

    @Test("Animated page count changes to and from Int.max keep the dots within their slots")
    func animatedCountChanges() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.setNumberOfPages(.max, animated: true)
        #expect(control.numberOfPages == .max)
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
        #expect(control.numberOfPages == .max - 1)
        expectDotsWithinSlots(control)
        control.finishAnimations()
        #expect(control.position == 4)
    }

    @Test(
        "Edge positions in Int.max pages are clamped, or taken modulo the pages in a loop; NaN is ignored",
        arguments: [
            (false, Double.nan, 7), (false, .infinity, last), (false, -.infinity, 0),
            (false, .greatestFiniteMagnitude, last), (false, -.greatestFiniteMagnitude, 0), (false, 1e300, last),
            (true, .nan, 7), (true, .infinity, 0), (true, -.infinity, 0), (true, 2, 2),
        ])
    func edgePositions(wrapsAround: Bool, value: Double, page: Int) {
        let control = endlessControl(wrapsAround: wrapsAround)
        control.currentPage = 7
        control.position = value
        #expect(control.currentPage == page)
        #expect(control.position.isFinite)
        expectDotsWithinSlots(control)
    }
}
