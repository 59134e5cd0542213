import PageControlCore
import PageControlRendering
import Testing

/// The renderer of the "Writing a renderer" article, as printed there.
struct PostScriptRenderer {
    struct Sink: PathSink {
        var text = ""
        // PostScript's y axis points up: flip it once, here.
        let height: Double
        mutating func move(to p: Point) { text += "\(p.x) \(height - p.y) moveto\n" }
        mutating func line(to p: Point) { text += "\(p.x) \(height - p.y) lineto\n" }
        mutating func curve(to p: Point, control1 a: Point, control2 b: Point) {
            text += "\(a.x) \(height - a.y) \(b.x) \(height - b.y) \(p.x) \(height - p.y) curveto\n"
        }
        mutating func close() { text += "closepath\n" }
    }

    func render(_ list: DisplayList) -> String {
        var sink = Sink(height: list.size.height)
        for primitive in list {
            let c = primitive.paint  // PostScript has no alpha: a real renderer composites first
            sink.text += "\(c.red) \(c.green) \(c.blue) setrgbcolor newpath\n"
            switch primitive.geometry {
            case .roundedRectangle, .ring, .path:
                OutlineBuilder.append(primitive.geometry, to: &sink)
                sink.text += "fill\n"
            case .text(let t):
                sink.text += "/Helvetica \(t.fontSize) selectfont (\(t.string)) dup stringwidth pop\n"
                sink.text += "\(t.lineStart(forWidth: 0)) exch 2 div sub \(list.size.height - t.origin.y) moveto show\n"
            }
        }
        return sink.text
    }
}

@MainActor
@Suite struct WritingARendererTests {
    @Test("The article's 30-line renderer draws every kind of primitive")
    func postScript() throws {
        let c = overflowControl { $0.environment.prefersIncreasedContrast = true }
        let list = DisplayList(c.frame(showsFocusRing: true))
        let text = PostScriptRenderer().render(list)
        let lines = text.split(separator: "\n")
        // One colour and one fill per primitive, the label shown once, and the first dot starting at its top.
        #expect(lines.filter { $0.hasSuffix("setrgbcolor newpath") }.count == list.count)
        #expect(lines.filter { $0 == "fill" }.count == list.count - 1)
        #expect(lines.filter { $0.hasSuffix("moveto show") }.count == 1)
        #expect(text.contains("(7 / 120)"))
        let dot = list[0].frame  // the first dot's outline starts at the middle of its top edge, y flipped
        #expect(dot.midX == 3.5)
        #expect(lines[1] == "3.5 \(list.size.height - dot.minY) moveto")
    }
}
