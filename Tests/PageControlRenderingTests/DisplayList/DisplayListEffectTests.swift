import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct DisplayListEffectTests {
    /// Five dots in 200 × 37 points (page k at x = 64.5 + 16k), between pages 1 and 2.
    func control(_ effect: IndicatorEffect, at position: Double = 1.25) -> PageControl {
        let c = PageControl()
        c.numberOfPages = 5
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        c.indicatorEffect = effect
        c.position = position
        return c
    }

    @Test("A mark comes after the dots in the current colour; the dots are all in the other colour")
    func mark() throws {
        let list = DisplayList(control(.worm).frame())
        #expect(list.count == 6)
        #expect(list.prefix(5).allSatisfy { $0.role == .indicator && $0.color == .translucentGray && !$0.isCurrent })
        let mark = try #require(list.last)
        #expect(mark.role == .mark)
        #expect(mark.color == .white)
        #expect(mark.isCurrent)
        #expect(mark.geometry == .roundedRectangle(Rect(x: 80.5, y: 15, width: 15, height: 7), cornerRadius: 3.5))
        #expect(list.mark?.frame == mark.frame)
    }

    @Test("Fill: rings that fill with emphasis, from the outline width to a disc")
    func fill() {
        let list = DisplayList(control(.fill).frame())
        let dot = { (page: Int) in Rect(x: 64.5 + 16 * Double(page), y: 15, width: 7, height: 7) }
        // Outline width 1; emphasis 0.75 gives 1 + 2.5 × 0.75 = 2.875, emphasis 0.25 gives 1.625.
        #expect(list[0].geometry == .ring(dot(0), cornerRadius: 3.5, lineWidth: 1))
        #expect(list[1].geometry == .ring(dot(1), cornerRadius: 3.5, lineWidth: 2.875))
        #expect(list[2].geometry == .ring(dot(2), cornerRadius: 3.5, lineWidth: 1.625))
        #expect(DisplayList(control(.fill, at: 1).frame())[1].geometry == .roundedRectangle(dot(1), cornerRadius: 3.5))
        #expect(list.count == 5)
    }

    @Test("Scale: the current dot grows about its centre, the colours still blend")
    func scale() {
        let list = DisplayList(control(.scale(2), at: 1).frame())
        #expect(list[1].frame == Rect(x: 77, y: 11.5, width: 14, height: 14))
        #expect(list[1].color == .white)
        #expect(list[0].frame == Rect(x: 64.5, y: 15, width: 7, height: 7))
    }

    @Test("Increase Contrast outlines the mark too; a timer turns the mark into the pill its fill grows in")
    func contrastAndTimer() throws {
        let c = control(.slide, at: 1)
        c.pageIndicatorTintColor = Color(white: 0.93, alpha: 0.5)  // too close to white: outlines show
        c.environment.prefersIncreasedContrast = true
        let roles = DisplayList(c.frame()).map(\.role)
        #expect(roles.suffix(2) == [.mark, .outline])
        #expect(roles.count == 12)
        let timer = PageControlTimerProgress(preferredDuration: 4)
        let t = control(.slide, at: 1)
        t.progress = timer
        let list = DisplayList(t.frame())
        let mark = try #require(list.first { $0.role == .mark })
        #expect(mark.color == .translucentGray)
        #expect(list.last?.role == .progress)
        #expect(mark.frame == list[1].frame)  // the pill
    }

    @Test("Across a looping row's seam the mark is two primitives, each outlined under Increase Contrast")
    func seam() throws {
        let c = control(.slide, at: 4.5)
        c.paging.wrapsAround = true
        c.position = 4.5
        let list = DisplayList(c.frame())
        let marks = list.filter { $0.role == .mark }
        #expect(
            marks.map(\.frame) == [
                Rect(x: 132, y: 15, width: 3.5, height: 7), Rect(x: 64.5, y: 15, width: 3.5, height: 7),
            ])
        #expect(list.count == 7 && list.suffix(2).allSatisfy { $0.role == .mark })
        c.pageIndicatorTintColor = Color(white: 0.93, alpha: 0.5)
        c.environment.prefersIncreasedContrast = true
        let outlined = DisplayList(c.frame()).map(\.role)
        #expect(outlined.suffix(4) == [.mark, .outline, .mark, .outline] && outlined.count == 14)
        // At the last page itself the mark is whole again.
        c.position = 4
        #expect(DisplayList(c.frame()).filter { $0.role == .mark }.count == 1)
    }

    @Test("The focus ring follows the mark")
    func focusRing() throws {
        let list = DisplayList(control(.slide, at: 1.5).frame(showsFocusRing: true))
        let mark = try #require(list.mark)
        #expect(list.last?.role == .focusRing)
        #expect(list.last?.frame == mark.frame.outset(dx: 4, dy: 4))
    }

    @Test(
        "At most visible + 2 primitives besides the platter, whatever the page count",
        arguments: IndicatorEffect.all)
    func bounded(effect: IndicatorEffect) {
        let c = control(effect, at: 500_000_000.5)
        c.numberOfPages = 1_000_000_000
        c.position = 500_000_000.5
        let list = DisplayList(c.frame())
        #expect(list.count <= c.layout.visibleCount + 2)
        #expect(list.allSatisfy { $0.frame.isFinite })
    }
}
