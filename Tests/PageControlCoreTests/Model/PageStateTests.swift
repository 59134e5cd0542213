import Testing

@testable import PageControlCore

/// The page state's rules, on their own: clamping, looping, following a position, and its invariants.
@Suite struct PageStateTests {
    @Test("Lowering the page count pulls the pages and the position into range; negative counts become 0")
    func pageCount() {
        var state = PageState()
        let grew = state.setNumberOfPages(10)
        #expect(grew)
        state.choose(9)
        _ = state.display(8)
        state.move(to: 8.5)
        let same = state.setNumberOfPages(10)
        #expect(!same)
        let shrank = state.setNumberOfPages(5)
        #expect(shrank)
        #expect(state.currentPage == 4 && state.displayedPage == 4 && state.position == 4)
        let emptied = state.setNumberOfPages(-3)
        #expect(emptied)
        #expect(state.numberOfPages == 0 && state.lastPage == 0)
        #expect(state.currentPage == 0 && state.position == 0)
        #expect(state.isConsistent)
    }

    @Test("Any count up to Int.max is kept, with its last page exact, and a loop of 2^52 crosses its seam exactly")
    func mostPages() {
        var state = PageState()
        let grew = state.setNumberOfPages(.max)
        #expect(grew && state.numberOfPages == .max)
        state.choose(.max - 1)
        #expect(state.currentPage == .max - 1)
        #expect(state.isConsistent)
        _ = state.setNumberOfPages(1 << 52)
        #expect(state.currentPage == (1 << 52) - 1)
        _ = state.setWrapsAround(true)
        state.move(to: state.display((1 << 52) - 1))
        #expect(state.position == 4_503_599_627_370_495)
        // Page 1 from the last page is one step forward across the seam, and normalizes to page 1 exactly.
        #expect(state.display(1) == 4_503_599_627_370_497)
        state.move(to: 4_503_599_627_370_497)
        #expect(state.position == 1)
        #expect(state.isConsistent)
    }

    @Test(
        "Positions are clamped, or taken modulo the count in a loop",
        arguments: [
            (false, 12.5, 9.0), (false, -3, 0), (false, .infinity, 9), (false, .nan, 0), (true, 12.5, 2.5),
            (true, -0.5, 9.5), (true, .infinity, 0),
        ])
    func normalized(wraps: Bool, value: Double, expected: Double) {
        var state = PageState()
        _ = state.setNumberOfPages(10)
        _ = state.setWrapsAround(wraps)
        #expect(state.normalized(value) == expected)
    }

    @Test("The nearest page of a looping row past the last page is the first")
    func nearest() {
        var state = PageState()
        _ = state.setNumberOfPages(5)
        #expect(state.page(nearestTo: 4.6) == 4)
        _ = state.setWrapsAround(true)
        #expect(state.page(nearestTo: 4.6) == 0)
        #expect(state.wrapped(-1) == 4 && state.wrapped(12) == 2)
        #expect(state.target(7) == 2)
        _ = state.setWrapsAround(false)
        #expect(state.target(7) == 4 && state.target(-2) == 0)
    }

    @Test("Following a position makes the nearest page current and displayed, and says when it changed")
    func follow() {
        var state = PageState()
        _ = state.setNumberOfPages(5)
        let stayed = state.follow(0.4)
        #expect(!stayed)
        let moved = state.follow(0.6)
        #expect(moved)
        #expect(state.currentPage == 1 && state.displayedPage == 1 && state.position == 0.6)
        let far = state.follow(99)
        #expect(far)
        #expect(state.position == 4 && state.isConsistent)
    }

    @Test("Turning looping off brings a position past the last page back")
    func loopingOff() {
        var state = PageState()
        _ = state.setNumberOfPages(5)
        _ = state.setWrapsAround(true)
        _ = state.follow(4.4)
        let off = state.setWrapsAround(false)
        let again = state.setWrapsAround(false)
        #expect(off && !again)
        #expect(state.position == 4.0 || state.position == 4.4)
        #expect(state.isConsistent)
    }

    @Test("Choosing a page pins it to the pages and says when it changed; the dots wait for display")
    func choose() {
        var state = PageState()
        _ = state.setNumberOfPages(5)
        #expect(state.choose(3) && state.currentPage == 3 && state.displayedPage == 0)
        let same = state.choose(3)
        #expect(!same)
        #expect(state.choose(99) && state.currentPage == 4)
        #expect(state.choose(-2) && state.currentPage == 0)
        _ = state.setSpan(2)
        #expect(state.choose(9) && state.currentPage == 3, "a span of 2 ends on page 3 of 5")
    }

    @Test(
        "Displaying a page aims at it, the short way round in a loop",
        arguments: [
            (false, 4.6, 0, 0.0), (true, 4.6, 0, 5.0), (true, 0.2, 4, -1.0), (true, 2.0, 4, 4.0), (false, 0.2, 7, 4.0),
        ])
    func display(wraps: Bool, from position: Double, page: Int, expected: Double) {
        var state = PageState()
        _ = state.setNumberOfPages(5)
        _ = state.setWrapsAround(wraps)
        state.move(to: position)
        #expect(state.display(page) == expected)
        #expect(state.displayedPage == min(page, 4))
        state.move(to: expected)
        #expect(state.isConsistent)
    }
}
