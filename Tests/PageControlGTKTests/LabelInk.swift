#if GTK
    import PageControlCore
    import PageControlRendering

    /// What the overflow label's pixels look like, for telling glyphs from a block: its ink coverage, the
    /// separate strokes across the middle of the digits, and where the ink is centred.
    struct LabelInk: CustomStringConvertible {
        /// The label's box in pixels: the display text's estimated frame.
        let box: (x: Range<Int>, y: Range<Int>)
        /// The box's total alpha over its area at full alpha (1 for a solid block).
        let coverage: Double
        /// The runs of ink (alpha of 128 or more) separated by lighter pixels along the pixel row through the
        /// middle of the digits (half the cap height above the baseline).
        let strokes: Int
        /// The middle of the inked columns (any pixel of alpha 64 or more in the box), in points.
        let centre: Double
        /// The width of the inked columns, in points.
        let inkWidth: Double

        /// Measures the label `text` drawn at `scale` pixels per point in `image`.
        init(_ image: CairoImage, text: DisplayText, scale: Double) {
            let frame = text.frame
            let xs =
                max(
                    Int((frame.minX * scale).rounded(.down)), 0)..<min(
                    Int((frame.maxX * scale).rounded(.up)), image.width)
            let ys =
                max(
                    Int((frame.minY * scale).rounded(.down)), 0)..<min(
                    Int((frame.maxY * scale).rounded(.up)), image.height)
            box = (xs, ys)
            func alpha(_ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4 + 3]) }
            var total = 0
            var inked: [Int] = []
            for x in xs {
                var column = 0
                for y in ys {
                    total += alpha(x, y)
                    column = max(column, alpha(x, y))
                }
                if column >= 64 { inked.append(x) }
            }
            coverage = Double(total) / Double(max(xs.count * ys.count * 255, 1))
            let middle = Int(((text.origin.y - DisplayText.capHeight * text.fontSize / 2) * scale).rounded(.down))
            var strokes = 0
            var inStroke = false
            for x in xs {
                let dark = ys.contains(middle) && alpha(x, middle) >= 128
                if dark && !inStroke { strokes += 1 }
                inStroke = dark
            }
            self.strokes = strokes
            let (first, last) = (Double(inked.first ?? 0), Double((inked.last ?? -1) + 1))
            centre = (first + last) / 2 / scale
            inkWidth = (last - first) / scale
        }

        var description: String {
            "coverage \(coverage), \(strokes) strokes, ink centred at \(centre) pt, \(inkWidth) pt wide"
        }
    }
#endif
