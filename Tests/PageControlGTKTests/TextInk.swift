#if GTK
    import PageControlCore

    @testable import PageControlRendering

    /// Where one line of a display list's text is inked: the pixels of its box (the estimated frame, outset by
    /// 2 points) more than ``threshold`` levels away, in some premultiplied channel, from the same list drawn
    /// by the PNG renderer without its text. The PNG renderer draws its built-in font subset and GTK draws
    /// Pango's "Sans", so their glyphs are compared by amount and place, not pixel for pixel.
    struct TextInk: CustomStringConvertible {
        /// The box in pixels.
        let box: (x: Range<Int>, y: Range<Int>)
        /// The inked pixels in the box.
        let count: Int
        /// The middle of the inked pixels (their mean position), in points; nil when none is inked.
        let centre: Point?

        /// The difference in some channel, of 255, that makes a pixel ink: 64. Anti-aliased edges of shapes
        /// differ by at most 24 between the renderers (``RenderFixture/tolerance``), a glyph by up to 255.
        static let threshold = 64.0

        /// Measures `text` in `pixels` (premultiplied RGBA, 0…255, `width` wide) drawn at `scale` pixels per
        /// point against `plain`, the list drawn without text.
        init(_ text: DisplayText, in pixels: [Double], width: Int, against plain: RasterCanvas, scale: Double) {
            let frame = text.frame.outset(dx: 2, dy: 2)
            let xs =
                max(Int((frame.minX * scale).rounded(.down)), 0)..<min(Int((frame.maxX * scale).rounded(.up)), width)
            let height = pixels.count / 4 / max(width, 1)
            let ys =
                max(Int((frame.minY * scale).rounded(.down)), 0)..<min(Int((frame.maxY * scale).rounded(.up)), height)
            box = (xs, ys)
            let reference = plain.premultipliedPixels
            var count = 0
            var sum = (x: 0.0, y: 0.0)
            for y in ys {
                for x in xs {
                    let base = (y * width + x) * 4
                    let inked = (0..<4).contains {
                        abs(pixels[base + $0] - reference[base + $0] * 255) > Self.threshold
                    }
                    guard inked else { continue }
                    count += 1
                    sum.x += Double(x) + 0.5
                    sum.y += Double(y) + 0.5
                }
            }
            self.count = count
            centre = count > 0 ? Point(x: sum.x / Double(count) / scale, y: sum.y / Double(count) / scale) : nil
        }

        /// Every text line of `list` (the overflow label, the numeric presentation's label, numbers and text
        /// inside dots, badges' counts).
        static func texts(in list: DisplayList) -> [DisplayText] {
            list.compactMap { primitive in
                if case .text(let text) = primitive.geometry { return text }
                return nil
            }
        }

        /// `list` drawn by the PNG renderer at `scale` without its text.
        static func plainCanvas(_ list: DisplayList, scale: Double) -> RasterCanvas {
            let renderer = PNGRenderer(scale: scale)
            let (width, height) = renderer.pixelSize(for: list.size)
            var canvas = RasterCanvas(width: width, height: height)
            for primitive in list {
                if case .text = primitive.geometry { continue }
                let c = primitive.paint
                canvas.fill(renderer.path(for: primitive), red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            }
            return canvas
        }

        /// Each text's box in pixels, to leave out of a pixel-for-pixel comparison.
        static func boxes(in list: DisplayList, scale: Double) -> [(x: Range<Int>, y: Range<Int>)] {
            texts(in: list).map { text in
                let frame = text.frame.outset(dx: 2, dy: 2)
                return (
                    Int((frame.minX * scale).rounded(.down))..<Int((frame.maxX * scale).rounded(.up)),
                    Int((frame.minY * scale).rounded(.down))..<Int((frame.maxY * scale).rounded(.up))
                )
            }
        }

        var description: String {
            let at = centre.map { "centred at (\($0.x), \($0.y)) pt" } ?? "no ink"
            return "\(count) inked pixels in x \(box.x), y \(box.y), \(at)"
        }
    }
#endif
