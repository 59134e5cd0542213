import Testing

@testable import PageControlRendering

@Suite struct RasterPathTests {
    @Test("starts empty")
    func startsEmpty() {
        let path = RasterPath()
        #expect(path.isEmpty)
        #expect(path.elements.isEmpty)
    }

    @Test("records drawing commands in order")
    func recordsCommands() {
        var path = RasterPath()
        path.move(to: RasterPoint(x: 1, y: 2))
        path.line(to: RasterPoint(x: 3, y: 2))
        path.quadCurve(to: RasterPoint(x: 3, y: 6), control: RasterPoint(x: 5, y: 4))
        path.curve(to: RasterPoint(x: 1, y: 6), control1: RasterPoint(x: 2, y: 7), control2: RasterPoint(x: 1, y: 7))
        path.close()
        #expect(
            path.elements == [
                .move(RasterPoint(x: 1, y: 2)),
                .line(RasterPoint(x: 3, y: 2)),
                .quadCurve(to: RasterPoint(x: 3, y: 6), control: RasterPoint(x: 5, y: 4)),
                .curve(
                    to: RasterPoint(x: 1, y: 6), control1: RasterPoint(x: 2, y: 7), control2: RasterPoint(x: 1, y: 7)),
                .close,
            ])
        #expect(!path.isEmpty)
    }

    @Test("appends another path's elements")
    func appends() {
        var first = RasterPath()
        first.move(to: .zero)
        var second = RasterPath()
        second.line(to: RasterPoint(x: 1, y: 1))
        first.append(second)
        #expect(first.elements == [.move(.zero), .line(RasterPoint(x: 1, y: 1))])
    }

    @Test("transforms every point, including control points")
    func transforms() {
        let path = RasterPath(elements: [
            .move(RasterPoint(x: 1, y: 2)),
            .quadCurve(to: RasterPoint(x: 3, y: 4), control: RasterPoint(x: 5, y: 6)),
            .curve(to: RasterPoint(x: 0, y: 1), control1: RasterPoint(x: 2, y: 0), control2: RasterPoint(x: -1, y: 0)),
            .line(RasterPoint(x: 0.5, y: 0.25)),
            .close,
        ])
        let moved = path.transformed(scale: 2, translateX: 10, translateY: -1)
        #expect(
            moved.elements == [
                .move(RasterPoint(x: 12, y: 3)),
                .quadCurve(to: RasterPoint(x: 16, y: 7), control: RasterPoint(x: 20, y: 11)),
                .curve(
                    to: RasterPoint(x: 10, y: 1), control1: RasterPoint(x: 14, y: -1),
                    control2: RasterPoint(x: 8, y: -1)),
                .line(RasterPoint(x: 11, y: -0.5)),
                .close,
            ])
    }

    @Test("is unchanged by the default (identity) transform")
    func identityTransform() {
        let circle = RasterPath.ellipse(in: 1, y: 2, width: 7, height: 7)
        #expect(circle.transformed() == circle)
    }
}
