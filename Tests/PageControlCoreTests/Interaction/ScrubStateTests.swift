import Testing

@testable import PageControlCore

/// A scrub's rules on their own: the travel before a touch moves, the page under the shifted pointer, and
/// jogging past the ends of a windowed row.
@Suite struct ScrubStateTests {
    /// A row of 20 pages with a window of 5 dots of UIKit's metrics.
    let layout = IndicatorLayout(
        numberOfPages: 20, position: 0, bounds: Rect(x: 0, y: 0, width: 400, height: 40),
        metrics: .classic, direction: .leftToRight, maximumVisibleIndicators: 5, hasPadding: true)

    @Test("A touch moves nothing until it travels past 16 points, then aims at the page under it")
    func travel() {
        var state = ScrubState(windowStart: 0, pointerKind: .touch, startOffset: 20, hasTravelled: false)
        #expect(state.track(rowOffset: 30, in: layout) == nil && !state.hasTravelled && state.target == nil)
        #expect(state.track(rowOffset: 37, in: layout) == nil, "a touch steps there with frames")
        #expect(state.hasTravelled && state.target == layout.nearestPage(toRowOffset: 37)?.page)
    }

    @Test("A mouse goes to the page under it at once")
    func mouse() {
        var state = ScrubState(windowStart: 0, pointerKind: .mouse, startOffset: 0, hasTravelled: true)
        let page = state.track(rowOffset: layout.rowCenter(ofPage: 3), in: layout)
        #expect(page == 3 && state.jogDirection == 0)
    }

    @Test("Past the end of a row that scrolls, the scrub jogs faster the farther out, a page at a time")
    func jog() {
        var pages = PageState()
        _ = pages.setNumberOfPages(20)
        var state = ScrubState(windowStart: 0, pointerKind: .mouse, startOffset: 0, hasTravelled: true)
        _ = state.track(rowOffset: layout.rowLength + 5 * layout.metrics.pitch, in: layout)
        #expect(state.jogDirection == 1 && state.takeJogStep(current: 4, pages: pages, maximumStart: 15) == nil)
        state.accumulateJog(elapsed: 1, pitch: layout.metrics.pitch)
        #expect(state.jogAccumulator == 3, "30 pages a second, at most 0.1 s a frame")
        let aimed = state.target ?? 0
        #expect(state.takeJogStep(current: 4, pages: pages, maximumStart: 15) == aimed + 1)
        #expect(state.windowStart == 1 && state.jogAccumulator == 2)
        _ = state.track(rowOffset: layout.rowCenter(ofPage: 2), in: layout)
        #expect(state.jogDirection == 0 && state.jogAccumulator == 0, "back over the row, the jog stops")
    }

    @Test("Jogging stops at the last page and drops the rest")
    func jogEnd() {
        var pages = PageState()
        _ = pages.setNumberOfPages(20)
        var state = ScrubState(windowStart: 15, pointerKind: .mouse, startOffset: 0, hasTravelled: true)
        _ = state.track(rowOffset: layout.rowLength + 5 * layout.metrics.pitch, in: layout)
        state.target = 19
        state.accumulateJog(elapsed: 1, pitch: layout.metrics.pitch)
        #expect(state.takeJogStep(current: 19, pages: pages, maximumStart: 15) == nil)
        #expect(state.jogAccumulator == 0 && state.windowStart == 15)
    }
}
