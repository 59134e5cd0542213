import PageControlCore
import PageControlRendering
import Testing

@Suite struct DisplayTextTests {
    @Test(
        "A line starts where its alignment puts its measured width",
        arguments: [(DisplayText.Alignment.leading, 50.0), (.center, 30), (.trailing, 10)])
    func lineStart(alignment: DisplayText.Alignment, start: Double) {
        let text = DisplayText(string: "7 / 120", fontSize: 10, origin: Point(x: 50, y: 20), alignment: alignment)
        #expect(text.lineStart(forWidth: 40) == start)
    }

    @Test("The overflow label's text is centred on its frame, the baseline 0.35 em below the middle")
    func label() {
        let text = DisplayText(
            OverflowLabel(text: "7 / 120", frame: Rect(x: 10, y: 0, width: 60, height: 20), fontSize: 14))
        #expect(text.origin == Point(x: 40, y: 10 + 0.35 * 14))
        #expect(text.alignment == .center)
        #expect(abs(text.width - 7 * 0.6 * 14) < 1e-12)
        let frame = text.frame
        #expect(abs(frame.minX - (40 - 7 * 0.6 * 7)) < 1e-12)
        #expect(abs(frame.minY - (14.9 - 0.8 * 14)) < 1e-12)
        #expect(abs(frame.height - 14) < 1e-12)
    }

    @Test("Negative and non-finite font sizes become 0", arguments: [-3.0, .nan, .infinity])
    func fontSize(size: Double) {
        #expect(DisplayText(string: "1", fontSize: size, origin: .zero).fontSize == 0)
    }
}
