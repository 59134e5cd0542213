import Testing

@testable import PageControlRendering

@Suite struct RasterPointTests {
    @Test("adds, subtracts and scales component-wise")
    func arithmetic() {
        let a = RasterPoint(x: 1.5, y: -2)
        let b = RasterPoint(x: 0.25, y: 4)
        #expect(a + b == RasterPoint(x: 1.75, y: 2))
        #expect(a - b == RasterPoint(x: 1.25, y: -6))
        #expect(2 * a == RasterPoint(x: 3, y: -4))
    }

    @Test("measures its length from the origin")
    func length() {
        #expect(RasterPoint(x: 3, y: 4).length == 5)
        #expect(RasterPoint.zero.length == 0)
    }

    @Test(
        "interpolates along the line, extrapolating outside 0…1",
        arguments: [(0.0, 2.0, 10.0), (1, 6, 2), (0.5, 4, 6), (2, 10, -6), (-1, -2, 18)]
    )
    func interpolation(t: Double, x: Double, y: Double) {
        let start = RasterPoint(x: 2, y: 10)
        let end = RasterPoint(x: 6, y: 2)
        #expect(start.interpolated(to: end, at: t) == RasterPoint(x: x, y: y))
    }
}
