import PageControlCore

/// Renders a display list as a standalone SVG 1.1 document.
///
/// The document's `width` and `height` are the drawing's size in points times ``scale``; its `viewBox` is
/// the size in points, so every coordinate inside is in points. Each visible dot is one element in page
/// order (`<circle>` for a round dot, `<rect>` for capsules, rounded rectangles and rings, `<path>` for custom
/// shapes, `<text>` for the overflow label on its baseline), colours are `#RRGGBB` with `fill-opacity` for alpha, and the root has `role="img"` with the
/// accessibility value as its label and `<title>`. Numbers are written with at most three decimals, so the
/// same input always gives the same text.
///
/// ```swift
/// let svg = SVGRenderer(scale: 2).render(control.frame())   // titled "Page 3 of 5"
/// ```
public struct SVGRenderer: Sendable {
    /// The output scale: pixels per point in the document's width and height. The default is 1.
    /// Values that are not finite or not above 0 become 1.
    public var scale: Double
    /// A colour to fill the whole drawing with first, or nil (the default) for a transparent background.
    public var background: Color?

    /// Creates an SVG renderer.
    public init(scale: Double = 1, background: Color? = nil) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
    }

    /// The SVG text for a display list.
    ///
    /// - Parameters:
    ///   - list: What to draw.
    ///   - title: The accessibility value for `<title>` and `aria-label`, such as "Page 3 of 5"; nil omits both.
    /// - Returns: A complete SVG document ending with a newline.
    /// - Complexity: O(visible dots).
    public func render(_ list: DisplayList, title: String?) -> String {
        var out = header(width: list.size.width, height: list.size.height, title: title)
        for primitive in list { out += "  " + element(primitive) + "\n" }
        out += "</svg>\n"
        return out
    }

    /// The document's opening: the XML declaration, the root element, the title and the background.
    func header(width w: Double, height h: Double, title: String?) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        out += " width=\"\(n(w * scale))\" height=\"\(n(h * scale))\" viewBox=\"0 0 \(n(w)) \(n(h))\" role=\"img\""
        if let title { out += " aria-label=\"\(Self.escaped(title))\"" }
        out += ">\n"
        if let title { out += "  <title>\(Self.escaped(title))</title>\n" }
        if let background {
            out += "  <rect x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\"\(paint(background, stroke: nil))/>\n"
        }
        return out
    }

    /// The SVG text for a frame (`control.frame()`, or one made by hand), titled with its accessibility value.
    ///
    /// - Complexity: O(visible dots).
    public func render(_ frame: PageControlFrame) -> String {
        render(DisplayList(frame), title: frame.accessibilityElement.value)
    }

    /// One primitive as an SVG element: the same geometry every renderer draws, written as elements.
    package func element(_ p: DisplayPrimitive) -> String {
        let attributes: String
        if let page = p.page {
            attributes = " data-page=\"\(page)\""
        } else {
            switch p.role {
            case .platter: attributes = " data-role=\"platter\""
            case .focusRing: attributes = " data-role=\"focus\""
            case .openEnd: attributes = " data-role=\"open-end\""
            case .stepButton(.previous): attributes = " data-step=\"previous\""
            case .stepButton(.next): attributes = " data-step=\"next\""
            default: attributes = ""
            }
        }
        switch p.geometry {
        case .roundedRectangle(let rect, let radius):
            return shapeElement(rect, radius: radius, attributes: attributes, paint: paint(p.paint, stroke: nil))
        case .ring(let rect, let radius, let width):
            // SVG strokes centre on the outline, so the stroke runs half a width inside the rectangle.
            let centreLine = rect.outset(dx: -width / 2, dy: -width / 2)
            return shapeElement(
                centreLine, radius: max(radius - width / 2, 0), attributes: attributes,
                paint: paint(p.paint, stroke: width))
        case .path(let path):
            return "<path\(attributes) d=\"\(pathData(path))\"\(paint(p.paint, stroke: nil))/>"
        case .text(let text):
            let anchor: String
            switch text.alignment {
            case .leading: anchor = "start"
            case .center: anchor = "middle"
            case .trailing: anchor = "end"
            }
            return "<text x=\"\(n(text.origin.x))\" y=\"\(n(text.origin.y))\""
                + " font-family=\"system-ui, -apple-system, sans-serif\" font-size=\"\(n(text.fontSize))\""
                + " text-anchor=\"\(anchor)\"\(paint(p.paint, stroke: nil))>\(Self.escaped(text.string))</text>"
        }
    }

    /// A `<circle>` for a square with full radius, else a `<rect>` with rounded corners.
    func shapeElement(_ f: Rect, radius: Double, attributes: String, paint: String) -> String {
        if f.width == f.height, radius * 2 >= f.width {
            return "<circle\(attributes) cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(f.width / 2))\"\(paint)/>"
        }
        var element = "<rect\(attributes) x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\""
        element += " height=\"\(n(f.height))\""
        if radius > 0 { element += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
        return element + paint + "/>"
    }

    /// Fill (or stroke) attributes for a colour.
    func paint(_ color: Color, stroke width: Double?) -> String {
        let hex = Self.hex(color)
        if let width {
            var text = " fill=\"none\" stroke=\"\(hex)\" stroke-width=\"\(n(width))\""
            if color.alpha < 1 { text += " stroke-opacity=\"\(n(color.alpha))\"" }
            return text
        }
        var text = " fill=\"\(hex)\""
        if color.alpha < 1 { text += " fill-opacity=\"\(n(color.alpha))\"" }
        return text
    }

    /// Path data for a placed path (quadratic curves kept as `Q`).
    func pathData(_ path: DisplayPath) -> String {
        func pt(_ p: Point) -> String { "\(n(p.x)) \(n(p.y))" }
        var parts: [String] = []
        for element in path.elements {
            switch element {
            case .move(let p): parts.append("M\(pt(p))")
            case .line(let p): parts.append("L\(pt(p))")
            case .quadCurve(let p, let c): parts.append("Q\(pt(c)) \(pt(p))")
            case .curve(let p, let c1, let c2): parts.append("C\(pt(c1)) \(pt(c2)) \(pt(p))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    func n(_ value: Double) -> String { PlainNumber.format(value) }

    /// `#RRGGBB` for a colour, ignoring alpha.
    static func hex(_ color: Color) -> String { color.withAlphaComponent(1).hexString }

    /// Text escaped for XML attributes and content.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }
}
