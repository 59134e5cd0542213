#if canImport(CoreGraphics)
    import CoreGraphics
    import CoreText
    import Foundation
    import PageControlCore

    /// Draws a display list into a Core Graphics context, for UIKit's `draw(_:)`, `UIGraphicsImageRenderer`
    /// and SwiftUI's `Canvas` (through ``path(for:)`` and ``drawText(_:color:in:)``).
    ///
    /// It is a sink of the display list: every rounded rectangle, ring and placed path becomes a
    /// `CGMutablePath` through ``OutlineBuilder`` (the outline the PNG renderer and cairo fill too) and is
    /// filled with the non-zero rule; text is set with Core Text in the system font on the primitive's
    /// baseline. Colours are sRGB. Coordinates are points with y growing downwards, as in a UIKit drawing
    /// context; the context's transform supplies the screen scale.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     guard let context = UIGraphicsGetCurrentContext() else { return }
    ///     CoreGraphicsRenderer().draw(DisplayList(control.frame()), in: context)
    /// }
    /// ```
    public struct CoreGraphicsRenderer: Sendable {
        /// Receives outlines into a Core Graphics path.
        public struct PathBuilder: PathSink {
            /// The path built so far.
            public let path = CGMutablePath()

            /// Creates an empty path.
            public init() {}

            public mutating func move(to point: Point) { path.move(to: CGPoint(point)) }
            public mutating func line(to point: Point) { path.addLine(to: CGPoint(point)) }
            public mutating func curve(to point: Point, control1: Point, control2: Point) {
                path.addCurve(to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
            }
            public mutating func close() { path.closeSubpath() }
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
                let color = Self.cgColor(primitive.paint)
                switch primitive.geometry {
                case .roundedRectangle, .ring, .path:
                    context.addPath(path(for: primitive))
                    context.setFillColor(color)
                    context.fillPath(using: .winding)
                case .text(let text):
                    Self.drawText(text, color: color, in: context)
                }
            }
        }

        /// The outline of a primitive from ``OutlineBuilder``, to fill with the non-zero rule (text gives the
        /// built-in font subset's glyph outlines; draw it with ``drawText(_:color:in:)`` instead).
        public func path(for primitive: DisplayPrimitive) -> CGPath {
            var builder = PathBuilder()
            OutlineBuilder.append(primitive.geometry, to: &builder)
            return builder.path
        }

        /// The sRGB Core Graphics colour of a colour.
        public static func cgColor(_ color: Color) -> CGColor {
            CGColor(
                srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }

        /// Sets a line of text in the system font at its size on its baseline, started where its alignment
        /// puts a line of its measured width, in a context whose y axis points down. The text matrix is
        /// restored afterwards.
        public static func drawText(_ text: DisplayText, color: CGColor, in context: CGContext) {
            guard text.fontSize > 0, text.origin.x.isFinite, text.origin.y.isFinite else { return }
            let size = CGFloat(text.fontSize)
            let font =
                CTFontCreateUIFontForLanguage(.system, size, nil)
                ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
            let attributes: [CFString: Any] = [kCTFontAttributeName: font, kCTForegroundColorAttributeName: color]
            guard let string = CFAttributedStringCreate(nil, text.string as CFString, attributes as CFDictionary)
            else { return }
            let line = CTLineCreateWithAttributedString(string)
            let width = Double(CTLineGetBoundsWithOptions(line, []).width)
            let savedMatrix = context.textMatrix
            context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
            context.textPosition = CGPoint(x: text.lineStart(forWidth: width), y: text.origin.y)
            CTLineDraw(line, context)
            context.textMatrix = savedMatrix
        }
    }
#endif
