#if canImport(CoreGraphics)
    import CoreGraphics
    import CoreText
    import Foundation
    import PageControlCore

    /// Draws a display list into a Core Graphics context, for UIKit's `draw(_:)`, `UIGraphicsImageRenderer`
    /// and SwiftUI's `Canvas` (through ``outline(for:)``).
    ///
    /// Shapes map as in ``SVGRenderer``: round dots, capsules and rounded rectangles become
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, rings are stroked half their width inside the
    /// frame (so they never spill out of it), and custom `VectorPath` outlines are scaled
    /// to the frame and filled with the non-zero rule. An overflow label's text is drawn with Core Text in the
    /// system font, centred in its frame. Colours are sRGB. Coordinates are points with y growing downwards, as
    /// in a UIKit drawing context; the context's transform supplies the screen scale.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     guard let context = UIGraphicsGetCurrentContext() else { return }
    ///     CoreGraphicsRenderer().draw(DisplayList(control), in: context)
    /// }
    /// ```
    public struct CoreGraphicsRenderer: Sendable {
        /// The path of one primitive and how to paint it.
        public struct Outline {
            /// The path in the drawing's coordinates, in points.
            public var path: CGPath
            /// The stroke width for a ring, or nil to fill the path with the non-zero winding rule.
            public var lineWidth: CGFloat?
        }

        /// Creates a renderer. It holds no state.
        public init() {}

        /// Draws every primitive of `list`, back to front, leaving the context's graphics state as it was.
        ///
        /// - Complexity: O(visible dots).
        public func draw(_ list: DisplayList, in context: CGContext) {
            context.saveGState()
            defer { context.restoreGState() }
            for primitive in list {
                let color = Self.cgColor(primitive.color)
                if primitive.role == .label {
                    if let label = list.label { Self.drawText(of: label, color: color, in: context) }
                    continue
                }
                let outline = outline(for: primitive)
                context.addPath(outline.path)
                if let lineWidth = outline.lineWidth {
                    context.setStrokeColor(color)
                    context.setLineWidth(lineWidth)
                    context.strokePath()
                } else {
                    context.setFillColor(color)
                    context.fillPath(using: .winding)
                }
            }
        }

        /// The outline of one primitive: a rounded rectangle (round shapes have the full radius), a ring's
        /// centre line with its stroke width, or a custom path scaled to the frame.
        ///
        /// A frame with no area or a non-finite coordinate, a ring of zero width and a path with a non-finite
        /// point give an empty path. A ring at least half as wide as its shorter side is filled instead. The
        /// overflow label's primitive (role `.label`) has an empty outline: draw the list's ``DisplayList/label``
        /// text instead.
        public func outline(for primitive: DisplayPrimitive) -> Outline {
            let frame = primitive.frame
            let shape = primitive.shape
            guard primitive.role != .label else { return Outline(path: CGMutablePath(), lineWidth: nil) }
            switch shape {
            case .path(let vector):
                return Outline(path: Self.path(vector, in: frame), lineWidth: nil)
            case .ring:
                let width = shape.strokeWidth(for: frame.size) ?? 0
                let radius = shape.cornerRadius(for: frame.size)
                guard width > 0 else { return Outline(path: CGMutablePath(), lineWidth: nil) }
                guard width * 2 < min(frame.width, frame.height) else {
                    return Outline(path: Self.roundedRect(frame, radius: radius), lineWidth: nil)
                }
                let centreLine = frame.outset(dx: -width / 2, dy: -width / 2)
                let path = Self.roundedRect(centreLine, radius: max(radius - width / 2, 0))
                return Outline(path: path, lineWidth: CGFloat(width))
            default:
                let path = Self.roundedRect(frame, radius: shape.cornerRadius(for: frame.size))
                return Outline(path: path, lineWidth: nil)
            }
        }

        /// The sRGB Core Graphics colour of a colour.
        public static func cgColor(_ color: Color) -> CGColor {
            CGColor(
                srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }

        /// Draws a label's text in the system font at its size, centred in its frame, in a context whose y axis
        /// points down. The text matrix is restored afterwards.
        static func drawText(of label: OverflowLabel, color: CGColor, in context: CGContext) {
            guard label.fontSize > 0, label.frame.isFinite else { return }
            let size = CGFloat(label.fontSize)
            let font =
                CTFontCreateUIFontForLanguage(.system, size, nil)
                ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
            let attributes: [CFString: Any] = [kCTFontAttributeName: font, kCTForegroundColorAttributeName: color]
            guard let string = CFAttributedStringCreate(nil, label.text as CFString, attributes as CFDictionary) else {
                return
            }
            let line = CTLineCreateWithAttributedString(string)
            let bounds = CTLineGetBoundsWithOptions(line, .useOpticalBounds)
            let frame = CGRect(label.frame)
            let savedMatrix = context.textMatrix
            context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
            context.textPosition = CGPoint(x: frame.midX - bounds.midX, y: frame.midY + bounds.midY)
            CTLineDraw(line, context)
            context.textMatrix = savedMatrix
        }

        /// A rounded rectangle, with the radius limited to half the shorter side as Core Graphics requires.
        static func roundedRect(_ frame: Rect, radius: Double) -> CGPath {
            guard frame.isFinite, !frame.isEmpty else { return CGMutablePath() }
            let r = min(max(radius, 0), frame.width / 2, frame.height / 2)
            return CGPath(
                roundedRect: CGRect(frame), cornerWidth: CGFloat(r), cornerHeight: CGFloat(r), transform: nil)
        }

        /// A unit-coordinate path scaled to a frame.
        static func path(_ vector: VectorPath, in frame: Rect) -> CGPath {
            let path = CGMutablePath()
            guard vector.isFinite, frame.isFinite else { return path }
            func point(_ p: Point) -> CGPoint {
                CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
            }
            for element in vector.elements {
                switch element {
                case .move(let to): path.move(to: point(to))
                case .line(let to): path.addLine(to: point(to))
                case .quadCurve(let to, let control): path.addQuadCurve(to: point(to), control: point(control))
                case .curve(let to, let c1, let c2):
                    path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
                case .close: path.closeSubpath()
                }
            }
            return path
        }
    }
#endif
