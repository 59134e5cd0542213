import CMallocCounter
import PageControlCore
import Testing

@testable import PageControlRendering

/// Keeps every point an outline passes through, control points included, and counts its subpaths.
struct BoundsSink: PathSink {
    var points: [Point] = []
    var subpaths = 0

    mutating func move(to point: Point) {
        points.append(point)
        subpaths += 1
    }
    mutating func line(to point: Point) { points.append(point) }
    mutating func curve(to point: Point, control1: Point, control2: Point) { points += [control1, control2, point] }
    mutating func close() {}

    var minX: Double { points.map(\.x).min() ?? .nan }
    var maxX: Double { points.map(\.x).max() ?? .nan }
    var minY: Double { points.map(\.y).min() ?? .nan }
    var maxY: Double { points.map(\.y).max() ?? .nan }
}

/// Keeps the points of the cubic curves only: control points and ends.
struct CurveSink: PathSink {
    var points: [Point] = []
    mutating func move(to point: Point) {}
    mutating func line(to point: Point) {}
    mutating func curve(to point: Point, control1: Point, control2: Point) { points += [control1, control2, point] }
    mutating func close() {}
}

/// Counts calls without keeping them, so that appending to it allocates nothing.
struct CountingSink: PathSink {
    var calls = 0
    mutating func move(to point: Point) { calls += 1 }
    mutating func line(to point: Point) { calls += 1 }
    mutating func curve(to point: Point, control1: Point, control2: Point) { calls += 1 }
    mutating func close() { calls += 1 }
}

@Suite struct OutlineFontTextTests {
    let font = OutlineFont.shared

    func record(_ text: DisplayText) -> [String] {
        var sink = RecordingSink()
        font.append(text, to: &sink)
        return sink.calls
    }

    func bounds(_ text: DisplayText) -> BoundsSink {
        var sink = BoundsSink()
        font.append(text, to: &sink)
        return sink
    }

    /// The calls of drawing `scalars` one after the other from `x` on the baseline `y`, at size 10.
    func recordInOrder(_ scalars: String, x: Double, y: Double) -> [String] {
        var sink = RecordingSink()
        var pen = OutlineFont.Pen(x: x, baseline: y, fontSize: 10, scale: 10.0 / 1000)
        for scalar in scalars.unicodeScalars { font.append(scalar, at: &pen, to: &sink) }
        return sink.calls
    }

    func rasterized(_ text: DisplayText, width: Int, height: Int) -> RasterCanvas {
        var sink = RasterPathSink()
        font.append(text, to: &sink)
        var canvas = RasterCanvas(width: width, height: height)
        canvas.fill(sink.path, red: 1, green: 1, blue: 1)
        return canvas
    }

    @Test("A line measures the sum of its advances: \"6 / 12\" at size 10 is 26.08 wide, \"١٢\" 7.67")
    func widths() {
        #expect(abs(font.width(of: "6 / 12", fontSize: 10) - 26.08) < 1e-12)
        #expect(abs(font.width(of: "\u{0661}\u{0662}", fontSize: 10) - 7.67) < 1e-12)
        #expect(font.width(of: "0", fontSize: 10) == 5.72)
        #expect(font.width(of: "🙂", fontSize: 10) == 6)
        #expect(font.width(of: "e\u{0301}", fontSize: 10) == font.width(of: "e", fontSize: 10))
        #expect(font.width(of: "\u{FE0F}", fontSize: 10) == 0)
        #expect(font.width(of: "12", fontSize: -1) == 0)
        #expect(font.width(of: "12", fontSize: .nan) == 0)
    }

    @Test("A centred line is centred on its origin by its measured width, not the 0.6 em estimate")
    func centred() {
        // "6 / 12" at size 10 is 26.08 wide (the estimate says 36): it starts at 50 − 13.04 = 36.96; "6" has a
        // left bearing of 55 units (0.55), and the last "2" ends 52 units (0.52) before the line's end at 63.04.
        let sink = bounds(DisplayText(string: "6 / 12", fontSize: 10, origin: Point(x: 50, y: 20), alignment: .center))
        #expect(abs(sink.minX - 37.51) < 1e-9)
        #expect(abs(sink.maxX - 62.52) < 1e-9)
        // Digits stand on the baseline at y 20 (the "6" overshoots it by 0.1) and reach 7.24 above it.
        #expect(abs(sink.maxY - 20.1) < 1e-9)
        #expect(abs(sink.minY - 12.76) < 1e-9)
    }

    @Test("A leading line starts at its origin and a trailing one ends there")
    func alignments() {
        let leading = bounds(DisplayText(string: "H", fontSize: 100, origin: Point(x: 10, y: 100), alignment: .leading))
        #expect(abs(leading.minX - 19.7) < 1e-9)  // the left bearing, 97 units
        #expect(abs(leading.minY - 28.6) < 1e-9)  // the cap height, 714 units, above the baseline
        #expect(leading.maxY == 100)
        let trailing = bounds(
            DisplayText(string: "H", fontSize: 100, origin: Point(x: 10, y: 100), alignment: .trailing))
        #expect(abs(trailing.maxX - (10 - 74.1 + 64.3)) < 1e-9)  // advance 741, right edge at 643
    }

    @Test("A character outside the subset draws as a box outline 0.7 em high in a 0.6 em advance")
    func fallbackBox() {
        // Size 10 on the baseline y 20, centred on x 50: the advance spans 47 … 53, the box is inset 0.8 from
        // its sides, 7 high, and its line 0.6 wide: the outside clockwise, the hole counter-clockwise.
        let expected = [
            (47.8, 13.0), (52.2, 13.0), (52.2, 20.0), (47.8, 20.0), (48.4, 13.6), (48.4, 19.4), (51.6, 19.4),
            (51.6, 13.6),
        ]
        for string in ["🙂", "\u{E000}"] {
            let sink = bounds(DisplayText(string: string, fontSize: 10, origin: Point(x: 50, y: 20)))
            #expect(sink.subpaths == 2)
            #expect(sink.points.count == expected.count)
            for (point, (x, y)) in zip(sink.points, expected) {
                #expect(abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9)
            }
        }
        // Filled, the box is a ring: ink on its edge, none inside.
        let canvas = rasterized(
            DisplayText(string: "🙂", fontSize: 100, origin: Point(x: 30, y: 90)), width: 60, height: 100)
        #expect(canvas.pixel(x: 30, y: 55).alpha == 0)
        #expect(canvas.pixel(x: 8, y: 55).alpha == 1)
        #expect(canvas.pixel(x: 30, y: 87).alpha == 1)
        // A default-ignorable character outside the subset draws nothing.
        #expect(record(DisplayText(string: "\u{FE0F}", fontSize: 10, origin: Point(x: 50, y: 20))).isEmpty)
    }

    @Test("A combining mark has no advance and draws over the letter before it")
    func combiningMark() {
        let e = bounds(DisplayText(string: "e", fontSize: 100, origin: Point(x: 0, y: 100), alignment: .leading))
        let accented = bounds(
            DisplayText(string: "e\u{0301}", fontSize: 100, origin: Point(x: 0, y: 100), alignment: .leading))
        #expect(accented.subpaths == e.subpaths + 1)
        #expect(accented.minX >= 0)
        #expect(accented.maxX <= 56.4)  // within the "e"'s advance
        #expect(accented.minY < e.minY - 10)  // the acute above the x-height
    }

    @Test("Nothing is drawn at size 0 or from an origin that is not finite")
    func nothing() {
        #expect(record(DisplayText(string: "12", fontSize: 0, origin: .zero)).isEmpty)
        #expect(record(DisplayText(string: "12", fontSize: 10, origin: Point(x: .nan, y: 0))).isEmpty)
        #expect(record(DisplayText(string: "12", fontSize: 10, origin: Point(x: 0, y: .infinity))).isEmpty)
        #expect(record(DisplayText(string: "", fontSize: 10, origin: .zero)).isEmpty)
    }

    @Test(
        "A line is right to left when its first letter is Hebrew or Arabic, or without letters has Arabic-Indic digits",
        arguments: [
            ("עמוד 3 מתוך 12", true), ("3 صفحة", true), ("\u{0663} / \u{0661}\u{0662}", true), ("Page 3", false),
            ("\u{06F3} / \u{06F1}\u{06F2}", false),
            ("12 Страница", false), ("", false), ("\u{06F4}\u{06F0}\u{066A}", false),
        ])
    func direction(string: String, isRightToLeft: Bool) {
        #expect(OutlineFont.isRightToLeft(string) == isRightToLeft)
    }

    @Test("A right-to-left line draws its characters last first, keeping \"1.5%\" and \"12\" in order")
    func rightToLeftOrder() {
        // "אב 1.5% 12" measures 6.32 + 5.72 + 2.6 + 5.72 + 2.68 + 5.72 + 8.31 + 2.6 + 2 × 5.72 = 51.11 at size 10.
        let text = DisplayText(string: "אב 1.5% 12", fontSize: 10, origin: Point(x: 0, y: 20), alignment: .leading)
        #expect(abs(font.width(of: text.string, fontSize: 10) - 51.11) < 1e-9)
        #expect(record(text) == recordInOrder("12 1.5% בא", x: 0, y: 20))
        // Arabic-Indic digits make a line without letters right to left, as the bidi algorithm resolves it:
        // "٣ / ١٢" draws "١٢ / ٣", the page number on the right; Persian's digits keep their order.
        let arabic = DisplayText(
            string: "\u{0663} / \u{0661}\u{0662}", fontSize: 10, origin: Point(x: 0, y: 20), alignment: .leading)
        #expect(record(arabic) == recordInOrder("\u{0661}\u{0662} / \u{0663}", x: 0, y: 20))
        let persian = DisplayText(
            string: "\u{06F3} / \u{06F1}\u{06F2}", fontSize: 10, origin: Point(x: 0, y: 20), alignment: .leading)
        #expect(record(persian) == recordInOrder("\u{06F3} / \u{06F1}\u{06F2}", x: 0, y: 20))
    }

    @Test("A TrueType contour's control points become cubic curves raised exactly from the quadratic ones")
    func quadraticsRaised() throws {
        // "o" is two contours of quadratic curves: each curve's cubic control points lie 2/3 of the way from
        // its ends to the quadratic control point, so the cubic curves' control points stay inside the glyph's
        // box (0.55 … 5.51 across, 0.1 below the baseline to 5.46 above it at size 10).
        let sink = bounds(DisplayText(string: "o", fontSize: 10, origin: Point(x: 0, y: 20), alignment: .leading))
        #expect(sink.subpaths == 2)
        #expect(abs(sink.minX - 0.55) < 1e-9)
        #expect(abs(sink.maxX - 5.51) < 1e-9)
        #expect(abs(sink.minY - 14.54) < 1e-9)
        #expect(abs(sink.maxY - 20.1) < 1e-9)
        // The same curves given as a DisplayPath of quadratics come out of appendPath the same.
        let o = try #require(font.glyph(for: "o"))
        var path: [VectorPath.Element] = []
        for contour in o.contours {
            let points = font.contourPoints(contour).map { font.points[$0] }
            let p = points.map { Point(x: Double($0.x) / 100, y: 20 - Double($0.y) / 100) }
            let onCurve = points.firstIndex { $0.isOnCurve }
            let first = try #require(onCurve)
            path.append(.move(to: p[first]))
            var control: Point?
            for k in 1...points.count {
                let index = (first + k) % points.count
                if points[index].isOnCurve {
                    path.append(control.map { .quadCurve(to: p[index], control: $0) } ?? .line(to: p[index]))
                    control = nil
                } else {
                    if let c = control {
                        let middle = Point(x: (c.x + p[index].x) / 2, y: (c.y + p[index].y) / 2)
                        path.append(.quadCurve(to: middle, control: c))
                    }
                    control = p[index]
                }
            }
            path.append(.close)
        }
        var expected = CurveSink()
        OutlineBuilder.appendPath(
            DisplayPath(VectorPath(elements: path), in: Rect(x: 0, y: 0, width: 1, height: 1)), to: &expected)
        var drawn = CurveSink()
        font.append(DisplayText(string: "o", fontSize: 10, origin: Point(x: 0, y: 20), alignment: .leading), to: &drawn)
        #expect(drawn.points.count == expected.points.count)
        #expect(drawn.points.count > 30)
        for (a, b) in zip(drawn.points, expected.points) {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test("Filled with the non-zero rule, \"0\", \"8\" and \"A\" keep their counters empty and their strokes covered")
    func counters() {
        // Size 100 at x 0 on the baseline y 100: a font unit is 0.1 pixel.
        let canvas = rasterized(
            DisplayText(string: "08A", fontSize: 100, origin: Point(x: 0, y: 100), alignment: .leading), width: 180,
            height: 110)
        func alpha(_ x: Double, _ y: Double) -> Double { canvas.pixel(x: Int(x), y: Int(100 - y)).alpha }
        // "0": the counter spans 13.7 … 43.4 across and 6.5 … 65 up; the stroke 4.9 … 13.7 at mid-height.
        #expect(alpha(28.5, 35.7) == 0)
        #expect(alpha(9, 35.7) == 1)
        // "8" from 57.2: two counters, above (15.8 … 41.2, 41.2 … 65.3) and below (13.5 … 43.6, 6 … 33.7).
        #expect(alpha(57.2 + 28.5, 53) == 0)
        #expect(alpha(57.2 + 28.5, 20) == 0)
        #expect(alpha(57.2 + 28.5, 37.5) == 1)  // the waist between them
        // "A" from 114.4: the triangle above the bar (20.6 … 43.2, 30.1 … 62.4).
        #expect(alpha(114.4 + 31.9, 40) == 0)
        #expect(alpha(114.4 + 31.9, 26) == 1)  // the bar
    }

    @Test("Glyph edges are anti-aliased: the coverage adds up to the glyphs' exact area")
    func antiAliased() {
        let text = DisplayText(string: "6 / 12", fontSize: 20, origin: Point(x: 2, y: 20), alignment: .leading)
        let canvas = rasterized(text, width: 70, height: 24)
        var (partial, sum) = (0, 0.0)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let a = canvas.pixel(x: x, y: y).alpha
                sum += a
                if a > 0.01, a < 0.99 { partial += 1 }
            }
        }
        var sink = RasterPathSink()
        font.append(text, to: &sink)
        let area = RasterPathFlatteningTests.signedArea(of: sink.path)
        #expect(partial > 50)
        #expect(abs(sum - abs(area)) < 1e-6 * abs(area))
    }

    @Test(
        "Appending a line allocates nothing once the font is decoded",
        .enabled(if: pcmc_is_active() != 0, "allocation counting is off (sanitizer build or no glibc)"))
    func noAllocation() {
        let texts = [
            DisplayText(string: "7 / 120", fontSize: 12, origin: Point(x: 40, y: 20)),
            DisplayText(string: "\u{0663} / \u{0661}\u{0662}", fontSize: 12, origin: Point(x: 40, y: 20)),
            DisplayText(string: "עמוד 3 מתוך 12, 40%", fontSize: 12, origin: Point(x: 40, y: 20)),
            DisplayText(string: "第 3 页，共 12 页 🙂", fontSize: 12, origin: Point(x: 40, y: 20)),
        ]
        var sink = CountingSink()
        for text in texts { font.append(text, to: &sink) }  // decodes the font
        let count = allocations {
            // By index: unoptimised builds box large elements in the generic array iterator.
            for _ in 0..<20 {
                for index in 0..<texts.count { font.append(texts[index], to: &sink) }
            }
        }
        #expect(count == 0)
        #expect(sink.calls > 0)
    }
}
