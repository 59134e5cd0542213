import PageControlCore
import PageControlRendering
import Testing

/// A display list from a frame built by hand, with no `PageControl`: the list reads nothing but its frame.
@Suite struct DisplayListFrameValueTests {
    /// A frame of five pages at `position` in 200 × 37 points, white on a mid grey, made from a layout alone.
    static func frame(position: Double, currentColor: Color = .white) -> PageControlFrame {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        return PageControlFrame(
            layout: IndicatorLayout(numberOfPages: 5, position: position, bounds: bounds), size: bounds.size,
            currentColor: currentColor, otherColor: Color(white: 0.5), currentPage: Int(position.rounded()))
    }

    @Test("A frame made without a control draws its layout's dots, the current one in the current colour")
    func frameWithoutControl() {
        let frame = Self.frame(position: 2)
        let list = DisplayList(frame)
        #expect(list.count == 5)
        #expect(list.map(\.role) == Array(repeating: .indicator, count: 5))
        #expect(list.map(\.page) == [0, 1, 2, 3, 4])
        #expect(list.map(\.isCurrent) == [false, false, true, false, false])
        #expect(list.map(\.color) == [0.5, 0.5, 1, 0.5, 0.5].map { Color(white: $0) })
        // The dots are the layout's, to the bit: 7-point circles 16 points apart, centred in 200 × 37.
        #expect(list.map(\.frame) == frame.layout.map(\.frame))
        #expect(list[0].geometry == .roundedRectangle(Rect(x: 64.5, y: 15, width: 7, height: 7), cornerRadius: 3.5))
        #expect(list[4].geometry == .roundedRectangle(Rect(x: 128.5, y: 15, width: 7, height: 7), cornerRadius: 3.5))
    }

    @Test("Equal frames give equal lists; a frame that differs gives a list that differs", arguments: [0, 1.25, 3.5])
    func equalFramesEqualLists(position: Double) {
        let a = Self.frame(position: position)
        let b = Self.frame(position: position)
        #expect(a == b)
        #expect(Array(DisplayList(a)) == Array(DisplayList(b)))
        let moved = Self.frame(position: position + 0.5)
        #expect(moved != a)
        #expect(Array(DisplayList(moved)) != Array(DisplayList(a)))
        let recoloured = Self.frame(position: position, currentColor: .black)
        #expect(recoloured != a)
        #expect(Array(DisplayList(recoloured)) != Array(DisplayList(a)))
    }
}
