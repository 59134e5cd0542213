import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct DisplayPrimitiveTests {
    /// Three dots in 200 × 37 points: the dots at x = 80.5, 96.5 and 112.5, y = 15, 7 points wide.
    func list(_ configure: (PageControl) -> Void) -> DisplayList {
        let c = PageControl()
        c.numberOfPages = 3
        c.currentPage = 1
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        configure(c)
        return DisplayList(c.frame())
    }

    nonisolated static let dot = Rect(x: 80.5, y: 15, width: 7, height: 7)

    @Test(
        "Every shape resolves to final geometry over the dot's frame",
        arguments: [
            (IndicatorShape.circle, DisplayPrimitive.Geometry.roundedRectangle(dot, cornerRadius: 3.5)),
            (.capsule, .roundedRectangle(dot, cornerRadius: 3.5)),
            (.roundedRectangle(cornerRadius: 2), .roundedRectangle(dot, cornerRadius: 2)),
            (.roundedRectangle(cornerRadius: 100), .roundedRectangle(dot, cornerRadius: 3.5)),
            (.roundedRectangle(cornerRadius: -1), .roundedRectangle(dot, cornerRadius: 0)),
            (.ring(lineWidth: 1.5), .ring(dot, cornerRadius: 3.5, lineWidth: 1.5)),
            (.ring(lineWidth: 3.5), .roundedRectangle(dot, cornerRadius: 3.5)),  // as wide as the radius: filled
            (.ring(lineWidth: 40), .roundedRectangle(dot, cornerRadius: 3.5)),
            (.ring(lineWidth: -2), .ring(dot, cornerRadius: 3.5, lineWidth: 0)),  // draws nothing
            (.path(.star), .path(DisplayPath(.star, in: dot))),
        ])
    func shapes(shape: IndicatorShape, geometry: DisplayPrimitive.Geometry) {
        let first = list { $0.preferredIndicatorShape = shape }[0]
        #expect(first.geometry == geometry)
        #expect(first.frame == Self.dot)
    }

    @Test("A placed path reads its elements in the control's coordinates; a broken one reads none")
    func placedPath() {
        let unit = VectorPath().move(to: Point(x: 0.5, y: 0)).line(to: Point(x: 1, y: 1)).close()
        let placed = DisplayPath(unit, in: Rect(x: 10, y: 20, width: 4, height: 2))
        #expect(Array(placed.elements) == [.move(to: Point(x: 12, y: 20)), .line(to: Point(x: 14, y: 22)), .close])
        let broken = DisplayPath(VectorPath().move(to: Point(x: .nan, y: 0)), in: placed.frame)
        #expect(Array(broken.elements).isEmpty)
        #expect(Array(DisplayPath(unit, in: Rect(x: .infinity, y: 0, width: 1, height: 1)).elements).isEmpty)
    }

    @Test("Paint is the colour with its alpha times the opacity, clamped; NaN counts as 1")
    func paint() {
        var p = DisplayPrimitive(
            role: .indicator, geometry: .roundedRectangle(Self.dot, cornerRadius: 0), color: Color(white: 1, alpha: 0.8)
        )
        #expect(p.paint == Color(white: 1, alpha: 0.8))
        p.opacity = 0.5
        #expect(p.paint == Color(white: 1, alpha: 0.4))
        p.opacity = 7
        #expect(p.paint == Color(white: 1, alpha: 0.8))
        p.opacity = .nan
        #expect(p.paint == Color(white: 1, alpha: 0.8))
        p.page = -4
        #expect(p.page == 0)
    }

    @Test("The focus ring comes last when asked for, a ring from the core in the current colour at half alpha")
    func focusRing() throws {
        let c = PageControl()
        c.numberOfPages = 3
        c.currentPage = 1
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        #expect(DisplayList(c.frame()).count == 3)
        let list = DisplayList(c.frame(showsFocusRing: true))
        #expect(list.count == 4)
        let ring = try #require(c.layout.focusRing)
        #expect(list[3].role == .focusRing)
        #expect(list[3].geometry == .ring(ring.frame, cornerRadius: ring.cornerRadius, lineWidth: 2))
        #expect(list[3].color == Color(white: 1, alpha: 0.5))
        #expect(list[3].page == nil)
        c.interaction.focusRingColor = .black
        #expect(DisplayList(c.frame(showsFocusRing: true))[3].color == .black)
        c.numberOfPages = 0
        #expect(DisplayList(c.frame(showsFocusRing: true)).isEmpty)
    }

    @Test("After the timer's fill and the label, the focus ring is still last")
    func order() {
        let timer = PageControlTimerProgress(preferredDuration: 4)
        let c = overflowControl { $0.progress = timer }
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 1)
        let roles = DisplayList(c.frame(showsFocusRing: true)).map(\.role).suffix(3)
        #expect(Array(roles) == [.progress, .label, .focusRing])
    }
}
