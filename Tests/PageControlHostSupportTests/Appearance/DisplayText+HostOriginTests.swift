import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlHostSupport

@Suite struct DisplayTextHostOriginTests {
    @Test(
        "Measured text is drawn from its line start, its measured baseline above the list's baseline",
        arguments: [(DisplayText.Alignment.center, 80.0), (.leading, 100), (.trailing, 60)])
    func topLeading(alignment: DisplayText.Alignment, x: Double) {
        let text = DisplayText(string: "3 / 8", fontSize: 20, origin: Point(x: 100, y: 50), alignment: alignment)
        #expect(text.topLeading(forWidth: 40, baseline: 15) == Point(x: x, y: 35))
    }
}
