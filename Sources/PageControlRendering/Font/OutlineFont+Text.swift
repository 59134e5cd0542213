import PageControlCore

extension OutlineFont {
    /// The advance of one Unicode scalar in ems: its glyph's, ``fallbackAdvance`` for a character outside
    /// the subset, 0 for a default-ignorable one outside it.
    package func advance(of scalar: Unicode.Scalar) -> Double {
        if let glyph = glyph(for: scalar) { return Double(glyph.advance) / Double(unitsPerEm) }
        return scalar.properties.isDefaultIgnorableCodePoint ? 0 : Self.fallbackAdvance
    }

    /// The measured width of a line: the sum of its scalars' advances times the font size. Negative and
    /// non-finite sizes give 0.
    ///
    /// - Complexity: O(n log m) for n scalars and m covered characters.
    package func width(of string: String, fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        var ems = 0.0
        for scalar in string.unicodeScalars { ems += advance(of: scalar) }
        return ems * fontSize
    }

    /// Appends a line of text's glyph outlines, in points with y down, scaled to ``DisplayText/fontSize``,
    /// on the baseline through ``DisplayText/origin`` and starting at
    /// ``DisplayText/lineStart(forWidth:)`` of the measured ``width(of:fontSize:)``; see ``OutlineFont`` for
    /// the fallback, the order of right-to-left lines and what is not shaped. Nothing is appended for a
    /// size of 0 or an origin that is not finite.
    ///
    /// - Complexity: O(n log m + p) for n scalars, m covered characters and p contour points; no allocation.
    package func append<Sink: PathSink>(_ text: DisplayText, to sink: inout Sink) {
        guard text.fontSize > 0, text.origin.x.isFinite, text.origin.y.isFinite else { return }
        let string = text.string
        var pen = Pen(
            x: text.lineStart(forWidth: width(of: string, fontSize: text.fontSize)), baseline: text.origin.y,
            fontSize: text.fontSize, scale: text.fontSize / Double(unitsPerEm))
        guard Self.isRightToLeft(string) else {
            for scalar in string.unicodeScalars { append(scalar, at: &pen, to: &sink) }
            return
        }
        // Characters from the last to the first, each number run as a whole in its own order.
        var end = string.endIndex
        while end > string.startIndex {
            var start = string.index(before: end)
            if Self.isNumberPart(string[start]) {
                while start > string.startIndex {
                    let previous = string.index(before: start)
                    let character = string[previous]
                    if Self.isNumberPart(character) {
                        start = previous
                    } else if Self.isNumberSeparator(character), Self.isDigit(string[start]),
                        previous > string.startIndex, Self.isDigit(string[string.index(before: previous)])
                    {
                        start = previous
                    } else {
                        break
                    }
                }
            }
            for scalar in string.unicodeScalars[start..<end] { append(scalar, at: &pen, to: &sink) }
            end = start
        }
    }

    /// Where the next glyph goes, in points.
    struct Pen {
        /// The x of the next glyph's origin.
        var x: Double
        /// The baseline's y.
        let baseline: Double
        /// The em size in points.
        let fontSize: Double
        /// Points per font unit.
        let scale: Double

        /// A point in font units (y up) from the pen, in points (y down).
        func place(_ p: FontPoint) -> Point { Point(x: x + p.x * scale, y: baseline - p.y * scale) }

        /// A quadratic curve from `current` raised to a cubic one: its control points 2/3 of the way from
        /// each end to the quadratic control point.
        func appendQuadratic<Sink: PathSink>(
            from current: inout FontPoint, control c: FontPoint, to end: FontPoint, to sink: inout Sink
        ) {
            let c1 = FontPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
            let c2 = FontPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
            sink.curve(to: place(end), control1: place(c1), control2: place(c2))
            current = end
        }
    }

    /// A point in font units, y up.
    struct FontPoint {
        /// The horizontal position.
        var x: Double
        /// The vertical position, up from the baseline.
        var y: Double

        init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
        init(_ point: GlyphPoint) { (x, y) = (Double(point.x), Double(point.y)) }
    }

    /// Appends one scalar's glyph (or the placeholder) at the pen and advances it.
    func append<Sink: PathSink>(_ scalar: Unicode.Scalar, at pen: inout Pen, to sink: inout Sink) {
        guard let glyph = glyph(for: scalar) else {
            guard !scalar.properties.isDefaultIgnorableCodePoint else { return }
            Self.appendPlaceholder(at: pen, to: &sink)
            pen.x += Self.fallbackAdvance * pen.fontSize
            return
        }
        for contour in glyph.contours { appendContour(contourPoints(contour), at: pen, to: &sink) }
        pen.x += Double(glyph.advance) * pen.scale
    }

    /// The placeholder: a box ``DisplayText/capHeight`` high on the baseline, inset ``fallbackInset`` into a
    /// ``fallbackAdvance``, its outside clockwise on screen and its hole, ``fallbackLineWidth`` in, the other way.
    static func appendPlaceholder<Sink: PathSink>(at pen: Pen, to sink: inout Sink) {
        let size = pen.fontSize
        let (left, right) = (pen.x + fallbackInset * size, pen.x + (fallbackAdvance - fallbackInset) * size)
        let (top, bottom) = (pen.baseline - DisplayText.capHeight * size, pen.baseline)
        let line = fallbackLineWidth * size
        sink.move(to: Point(x: left, y: top))
        sink.line(to: Point(x: right, y: top))
        sink.line(to: Point(x: right, y: bottom))
        sink.line(to: Point(x: left, y: bottom))
        sink.close()
        sink.move(to: Point(x: left + line, y: top + line))
        sink.line(to: Point(x: left + line, y: bottom - line))
        sink.line(to: Point(x: right - line, y: bottom - line))
        sink.line(to: Point(x: right - line, y: top + line))
        sink.close()
    }

    /// Appends one closed TrueType contour: lines between on-curve points, quadratic curves (raised to
    /// cubic ones, as ``OutlineBuilder/appendPath(_:to:)`` does) through control points, with an implied
    /// on-curve point halfway between two control points in a row.
    func appendContour<Sink: PathSink>(_ range: Range<Int>, at pen: Pen, to sink: inout Sink) {
        let count = range.count
        guard count >= 2 else { return }
        // Start on the first on-curve point, or, when there is none, halfway between the last and the first.
        var first = 0
        while first < count, !points[range.lowerBound + first].isOnCurve { first += 1 }
        let allOff = first == count
        let start: FontPoint
        if allOff {
            let (last, zero) = (FontPoint(points[range.upperBound - 1]), FontPoint(points[range.lowerBound]))
            start = FontPoint(x: (last.x + zero.x) / 2, y: (last.y + zero.y) / 2)
        } else {
            start = FontPoint(points[range.lowerBound + first])
        }
        var current = start
        var control: FontPoint?
        sink.move(to: pen.place(start))
        for k in 0..<(allOff ? count : count - 1) {
            let p = points[range.lowerBound + (allOff ? k : (first + 1 + k) % count)]
            let q = FontPoint(p)
            if p.isOnCurve {
                if let c = control {
                    pen.appendQuadratic(from: &current, control: c, to: q, to: &sink)
                } else {
                    sink.line(to: pen.place(q))
                    current = q
                }
                control = nil
            } else {
                if let c = control {
                    pen.appendQuadratic(
                        from: &current, control: c, to: FontPoint(x: (c.x + q.x) / 2, y: (c.y + q.y) / 2), to: &sink)
                }
                control = q
            }
        }
        if let c = control { pen.appendQuadratic(from: &current, control: c, to: start, to: &sink) }
        sink.close()
    }

    /// Whether a line's first strong character (a letter) is right to left: a letter of Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and the other right-to-left blocks. A line without letters is right to left when
    /// it holds Arabic-Indic digits (U+0660…U+0669, bidi class AN), as the Unicode bidi algorithm resolves
    /// "٣ / ١٢" (the neutrals between Arabic numbers count as right to left), so the page number stands on
    /// the right as in every other renderer; Persian's extended digits (class EN) stay left to right.
    static func isRightToLeft(_ string: String) -> Bool {
        var hasArabicNumber = false
        for scalar in string.unicodeScalars {
            if (0x0660...0x0669).contains(scalar.value) || (0x066B...0x066C).contains(scalar.value) {
                hasArabicNumber = true
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                switch scalar.value {
                case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF:
                    return true
                default:
                    return false
                }
            default:
                continue
            }
        }
        return hasArabicNumber
    }

    /// A decimal digit of any script ("3", "٣", "۳", "३"): a character whose first scalar is one.
    static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }

    /// A digit or a percent or per-mille sign: part of a number run that keeps its order.
    static func isNumberPart(_ character: Character) -> Bool {
        isDigit(character) || character == "%" || character == "٪" || character == "‰" || character == "؉"
    }

    /// A separator that belongs to a number run when it stands between two digits.
    static func isNumberSeparator(_ character: Character) -> Bool {
        character == "," || character == "." || character == ":" || character == "٫" || character == "٬"
    }
}
