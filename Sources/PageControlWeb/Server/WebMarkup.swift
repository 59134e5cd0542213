import PageControlCore

/// The `<page-control>` element as HTML with a declarative shadow root (`<template shadowrootmode="open">`)
/// holding the DOM the element builds for the same attributes: its style, the drawing's shapes, the tabs with
/// their names and `aria-selected`, the live region. A page served with it shows its dots and exposes them as tabs
/// before the module arrives, and the element adopts these very nodes when it runs (`pagecontrol render --format
/// html`, Guides/Web.md).
///
/// It is written from the same numbers the browser's module writes (``WebFrame``, from a ``WebControl`` given the
/// element's attributes), each attribute as the glue sets it, numbers spelled as JavaScript spells them. Not
/// compiled into the browser's module (Scripts/build-web.sh leaves this folder out).
package enum WebMarkup {
    /// What the element is given: its attributes and what the server assumes of the page around it.
    package struct Options: Sendable {
        /// `pages`.
        package var pages = 0
        /// `current`, 0-based.
        package var current = 0
        /// `effect`, a name the core knows, or nil for none.
        package var effect: String?
        /// `presentation`, or nil for none.
        package var presentation: String?
        /// `dir`: true for `rtl`, false for `ltr`, nil for none (the page's direction, assumed left to right).
        package var rightToLeft: Bool?
        /// `orientation="vertical"`.
        package var vertical = false
        /// `lang`, or nil (the page's language, assumed English).
        package var language: String?
        /// `max-visible` (0 for no cap), or nil for none.
        package var maximumVisible: Int?
        /// `loop`.
        package var loops = false
        /// `more-pages`: more pages may follow.
        package var hasMorePages = false
        /// `--page-control-color` and `--page-control-current-color` in the element's `style`, or nil.
        package var otherColor: Color?
        package var currentColor: Color?
        /// `--page-control-dot-size` and `--page-control-spacing` in points in the element's `style`, or nil.
        package var diameter: Double?
        package var spacing: Double?
        /// The page's background behind the element (white when nil); the text colour is assumed to be black or
        /// white, whichever stands out more on it.
        package var background: Color?

        /// Options for an element of `pages` pages on page `current`.
        package init(pages: Int = 0, current: Int = 0) {
            self.pages = pages
            self.current = current
        }
    }

    /// The element's style sheet, the one `page-control.js` exports as `STYLE` (a test checks they are the same).
    package static let style = """
        :host{display:inline-block;position:relative;vertical-align:middle;color:inherit}
        :host([hidden]){display:none}
        .row{position:relative;touch-action:pan-y;user-select:none;-webkit-user-select:none}
        :host([orientation=vertical]) .row{touch-action:pan-x}
        .drawing{position:absolute;inset:0;transform-origin:0 0;pointer-events:none}
        .drawing>*{position:absolute;left:0;top:0;box-sizing:border-box;background:currentColor;\
        transform-origin:0 0}
        .drawing>svg{width:1px;height:1px;overflow:visible;background:none}
        .tabs{position:absolute;inset:0}
        .tab{position:absolute;left:0;top:0;box-sizing:border-box;margin:0;padding:0;border:0;border-radius:6px;background:none;\
        color:inherit;font:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent}
        .tab:focus,.row:focus{outline:none}
        .tab:focus-visible,.row[role=slider]:focus-visible{outline:2px solid currentColor;outline-offset:1px;\
        border-radius:6px}
        .live,.probe{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        @media (forced-colors:active){.tab:focus-visible,.row[role=slider]:focus-visible{outline-color:Highlight}}
        :host([step-buttons]){display:inline-flex;align-items:center}
        :host([step-buttons][orientation=vertical]){flex-direction:column}
        .step{box-sizing:border-box;min-width:24px;min-height:24px;margin:0;padding:4px;border:0;border-radius:6px;\
        background:none;color:inherit;cursor:pointer}
        .step[aria-disabled=true]{opacity:.4;cursor:default}
        .step:focus{outline:none}
        .step:focus-visible{outline:2px solid currentColor;outline-offset:1px}
        .step svg{display:block;width:16px;height:16px}
        [part=next] svg,:host(:dir(rtl)) [part=previous] svg{transform:scaleX(-1)}
        :host(:dir(rtl)) [part=next] svg{transform:none}
        :host([orientation=vertical]) [part=previous] svg{transform:rotate(90deg)}
        :host([orientation=vertical]) [part=next] svg{transform:rotate(-90deg)}
        """

    /// The roles' part names, by ``WebFrame/roleCode(_:)``.
    static let roles = [
        "platter", "dot", "outline", "progress", "label", "focus-ring", "mark", "preview", "content", "badge",
        "open-end", "previous", "next",
    ]

    /// The element with its declarative shadow root (its style sheet keeps the glue's line breaks).
    ///
    /// - Returns: The HTML, or nil when `options.effect` or `options.presentation` is not a name the core knows.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    package static func element(_ options: Options) -> String? {
        let web = WebControl()
        web.setPages(options.pages)
        if let name = options.effect {
            guard let effect = IndicatorEffect(name: name) else { return nil }
            web.setEffect(effect)
        }
        if let name = options.presentation {
            guard let presentation = IndicatorPresentation(name: name) else { return nil }
            web.setPresentation(presentation)
        }
        web.setLanguage(options.language ?? "")
        web.setDirection(rightToLeft: options.rightToLeft ?? false, vertical: options.vertical)
        web.setMaximumVisible(options.maximumVisible ?? -1)
        web.setLoops(options.loops)
        web.setHasMorePages(options.hasMorePages)
        web.setCurrentPage(options.current)
        let background = options.background ?? .white
        for (which, color) in [(0, options.otherColor), (1, options.currentColor)] {
            web.setColor(
                which, red: channel(color?.red), green: channel(color?.green), blue: channel(color?.blue),
                alpha: color?.alpha ?? -1)
        }
        let text = background.blackOrWhiteStandingOut
        web.setColor(2, red: channel(text.red), green: channel(text.green), blue: channel(text.blue), alpha: 1)
        web.setColor(
            3, red: channel(background.red), green: channel(background.green), blue: channel(background.blue),
            alpha: 1)
        web.setMetrics(diameter: options.diameter ?? -1, spacing: options.spacing ?? -1)
        var frame = WebFrame()
        frame.write(web)
        var html = "<page-control" + attributes(options) + "><template shadowrootmode=\"open\"><style>"
        html += style + "</style>"
        html += shadowContent(frame)
        return html + "</template></page-control>"
    }

    /// A colour channel as the browser reports it, 0…255.
    static func channel(_ value: Double?) -> Double { ((value ?? 0) * 255).rounded() }

    /// The element's own attributes, each as the page would write it.
    static func attributes(_ options: Options) -> String {
        var out = " pages=\"\(options.pages)\" current=\"\(options.current)\""
        if let effect = options.effect { out += " effect=\"\(escaped(effect))\"" }
        if let presentation = options.presentation { out += " presentation=\"\(escaped(presentation))\"" }
        if options.vertical { out += " orientation=\"vertical\"" }
        if let rightToLeft = options.rightToLeft { out += rightToLeft ? " dir=\"rtl\"" : " dir=\"ltr\"" }
        if let language = options.language { out += " lang=\"\(escaped(language))\"" }
        if let cap = options.maximumVisible { out += " max-visible=\"\(cap)\"" }
        if options.loops { out += " loop" }
        if options.hasMorePages { out += " more-pages" }
        var style: [String] = []
        if let color = options.otherColor { style.append("--page-control-color:\(cssColor(color))") }
        if let color = options.currentColor { style.append("--page-control-current-color:\(cssColor(color))") }
        if let diameter = options.diameter { style.append("--page-control-dot-size:\(number(diameter))") }
        if let spacing = options.spacing { style.append("--page-control-spacing:\(number(spacing))") }
        if !style.isEmpty { out += " style=\"\(style.joined(separator: ";"))\"" }
        return out
    }

    /// A colour as CSS: `#rrggbb`, or `rgb(r g b / a)` with an alpha below 1.
    static func cssColor(_ color: Color) -> String {
        let (r, g, b) = (Int(channel(color.red)), Int(channel(color.green)), Int(channel(color.blue)))
        guard color.alpha < 1 else { return "#" + hex(r << 16 | g << 8 | b) }
        return "rgb(\(r) \(g) \(b) / \(number(color.alpha)))"
    }

    /// `0xRRGGBB` as six lower-case hexadecimal digits, as `toString(16).padStart(6, '0')` writes it.
    static func hex(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<6).reversed().map { digits[(value >> ($0 * 4)) & 15] })
    }

    /// The shadow root's nodes after the style: the row with the drawing and the tabs (or the slider), the live
    /// region and the two colour probes.
    static func shadowContent(_ frame: WebFrame) -> String {
        let n = frame.numbers
        func header(_ field: WebFrame.Header) -> Double { n[field.rawValue] }
        let fields =
            String(decoding: frame.text, as: UTF8.self).split(separator: "\u{1F}", omittingEmptySubsequences: false)
            .map(String.init)
        let tabCount = Int(header(.tabCount))
        let primitives = Int(header(.primitiveCount))
        let vertical = header(.isVertical) == 1 ? "vertical" : "horizontal"
        let (width, height) = (number(header(.width)), number(header(.height)))
        let slider = tabCount == 0
        let count = header(.pageCount)
        // ARIA's -1 for a set whose size is not known yet.
        let setSize = header(.hasMorePages) == 1 ? -1 : count
        let current = header(.currentPage)
        var row = "<div class=\"row\" part=\"row\" style=\"width: \(width)px; height: \(height)px;\""
        if slider {
            row += " role=\"slider\" aria-orientation=\"\(vertical)\" tabindex=\"0\" aria-valuemin=\"1\""
            row += " aria-label=\"\(escaped(fields[0]))\" aria-valuetext=\"\(escaped(fields[1]))\""
            row += " aria-valuemax=\"\(number(count))\" aria-valuenow=\"\(number(current + 1))\""
        }
        var html = row + ">"
        // The drawing's points fill the row: scaled by CSS pixels per point, the drawn box's corner at the row's.
        let (boxWidth, boxHeight) = (header(.viewBoxWidth), header(.viewBoxHeight))
        let scale =
            boxWidth > 0 ? header(.width) / boxWidth : boxHeight > 0 ? header(.height) / boxHeight : 1
        let drawing =
            "<div class=\"drawing\" part=\"drawing\" aria-hidden=\"true\" style=\"transform: scale(\(number(scale)))"
            + " translate(\(number(-header(.viewBoxX)))px, \(number(-header(.viewBoxY)))px);\">"
        let shapes = WebFrame.headerCount + tabCount * WebFrame.tabStride
        let paths = shapes + primitives * WebFrame.primitiveStride
        let strings = Array(fields.dropFirst(3 + tabCount))
        // Two drawings, as the element keeps them: the shapes under the mark, then the mark and what is over it.
        let over = min(Int(header(.markStart)), primitives)
        for layer in [0..<over, over..<primitives] {
            html += drawing
            for index in layer {
                html += shape(
                    Array(n[(shapes + index * WebFrame.primitiveStride)...].prefix(WebFrame.primitiveStride)),
                    paths: n, pathStart: paths, strings: strings)
            }
            html += "</div>"
        }
        html += "<div class=\"tabs\" part=\"tablist\""
        if !slider {
            html += " role=\"tablist\" aria-orientation=\"\(vertical)\" aria-label=\"\(escaped(fields[0]))\""
        }
        html += ">"
        let hasSelected = (0..<tabCount).contains { n[WebFrame.headerCount + $0 * WebFrame.tabStride + 5] == 1 }
        for index in 0..<tabCount {
            let tab = Array(n[(WebFrame.headerCount + index * WebFrame.tabStride)...].prefix(WebFrame.tabStride))
            let selected = tab[5] == 1
            let focusable = selected || (!hasSelected && index == 0)
            html += "<button type=\"button\" class=\"tab\" part=\"tab\" role=\"tab\""
            html += " aria-setsize=\"\(number(setSize))\" data-page=\"\(number(tab[0]))\""
            html += " aria-posinset=\"\(number(tab[0] + 1))\""
            html += " style=\"transform: translate(\(number(tab[1]))px, \(number(tab[2]))px);"
            html += " width: \(number(tab[3]))px;"
            html += " height: \(number(tab[4]))px;\" aria-selected=\"\(selected)\""
            html += " tabindex=\"\(focusable ? 0 : -1)\" aria-label=\"\(escaped(fields[3 + index]))\"></button>"
        }
        html += "</div></div>"
        let live = header(.runsSlideShow) == 1 ? "off" : "polite"
        html += "<div class=\"live\" aria-live=\"\(live)\"></div>"
        html += "<span class=\"probe\" aria-hidden=\"true\"></span><span class=\"probe\" aria-hidden=\"true\"></span>"
        return html
    }

    /// One primitive's shape, with the styles and attributes the glue writes for its numbers: a `<div>` for a
    /// filled shape or a ring, an `<svg>` holding a `<path>` or a `<text>`.
    static func shape(_ p: [Double], paths: [Double], pathStart: Int, strings: [String]) -> String {
        let kind = p[0]
        var style = ""
        var inner = ""
        switch kind {
        case 2:
            var d = ""
            var index = pathStart + Int(p[5])
            let end = index + Int(p[6])
            while index < end {
                let code = Int(paths[index])
                let points = [1, 1, 2, 3, 0][code]
                d += ["M", "L", "Q", "C", "Z"][code]
                d += paths[(index + 1)..<(index + 1 + 2 * points)].map(number).joined(separator: " ")
                index += 1 + 2 * points
            }
            inner = "<path fill=\"currentColor\" d=\"\(d)\"></path>"
        case 3:
            inner = "<text fill=\"currentColor\" font-family=\"system-ui, -apple-system, sans-serif\""
            inner += " transform=\"translate(\(number(p[1])) \(number(p[2])))\" font-size=\"\(number(p[3]))\""
            inner += " text-anchor=\"\(["start", "middle", "end"][Int(p[4])])\">\(escaped(strings[Int(p[5])]))</text>"
        default:
            if kind == 1 { style += "background: none; box-shadow: inset 0 0 0 \(number(p[6]))px; " }
            style += "transform: translate(\(number(p[1]))px, \(number(p[2]))px); width: \(number(p[3]))px;"
            style += " height: \(number(p[4]))px; border-radius: \(number(p[5]))px; "
        }
        if p[7] >= 0 {
            let color = Int(p[7])
            style += "color: rgb(\(color >> 16), \((color >> 8) & 255), \(color & 255)); "
        }
        style += "opacity: \(number(p[8]));"
        var attributes = " style=\"\(style)\""
        if p[9] >= 0 { attributes += " data-page=\"\(number(p[9]))\"" }
        attributes += " part=\"\(roles[Int(p[10])])\(p[11] == 1 ? " current" : "")\""
        let tag = kind < 2 ? "div" : "svg"
        return "<\(tag)\(attributes)>\(inner)</\(tag)>"
    }

    /// Text escaped for an HTML attribute value in double quotes, or for text content.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number as JavaScript's `String(number)` writes it (ECMAScript's Number::toString): the shortest digits
    /// that read back as the same double, positional from 1e-6 up to 1e21 ("55.5", "0.000001", "7"), else
    /// exponential ("1e-7", "1.5e+21"); "NaN", "Infinity", "-Infinity"; "0" for either zero.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        // Swift's description has the same shortest round-trip digits; only the layout differs.
        var text = Swift.abs(value).description
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        // The decimal point's place in the digits: value = 0.digits × 10^point.
        var point = whole.count + exponent
        while digits.hasPrefix("0") {
            digits.removeFirst()
            point -= 1
        }
        while digits.hasSuffix("0") { digits.removeLast() }
        let k = digits.count
        let sign = value < 0 ? "-" : ""
        if k <= point && point <= 21 { return sign + digits + String(repeating: "0", count: point - k) }
        if 0 < point && point <= 21 {
            return sign + digits.prefix(point) + "." + digits.dropFirst(point)
        }
        if -6 < point && point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        let e = point - 1
        let mantissa = k == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + (e < 0 ? "-" : "+") + String(Swift.abs(e))
    }
}
