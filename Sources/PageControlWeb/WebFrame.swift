import PageControlCore
import PageControlRendering

/// The frame as it crosses into JavaScript: numbers in one `Float64Array` and text in one UTF-8 buffer,
/// both in linear memory and rewritten in place for each frame (no allocation once they have grown).
///
/// Numbers (``numbers``), from index 0:
/// - a header of ``headerCount``: width and height in CSS pixels (with the margin that makes a thin row 24
///   pixels thick, ``WebControl/inset(_:size:scale:)``), the page count, the current page, whether the control
///   animates (1/0), whether a slide show runs (1/0), the page a person changed to since the last read (-1 for
///   none), the text's length in bytes, the number of tabs, the number of primitives, the scale (CSS pixels per
///   point), whether the row is vertical (1/0) and the position (a fractional page);
/// - per visible page (a tab; none where ``WebControl/hasTabs(_:scale:)`` is false), ``tabStride`` numbers:
///   page, x, y, width, height (CSS pixels), selected (1/0);
/// - per display-list primitive, ``primitiveStride`` numbers: role, page (-1 for none), current (1/0),
///   geometry (0 rounded rectangle, 1 ring, 2 path, 3 text), x, y, width, height (points, from the drawing's
///   corner inside the margin), corner radius, line width, colour as 0xRRGGBB and alpha (the paint's, opacity
///   included).
///
/// Text (``text``), fields separated by U+001F: the `<svg>` element (the SVG renderer's elements, each dot's
/// shape with `data-page`), the label, the value, the announcement (empty for none), then each tab's title.
struct WebFrame {
    /// The numbers; see the type's summary.
    var numbers: [Double] = []
    /// The UTF-8 text; see the type's summary.
    var text: [UInt8] = []

    static let headerCount = 13
    static let tabStride = 6
    static let primitiveStride = 12
    static let separator: UInt8 = 0x1F

    /// Writes a control's frame, handing over its pending change and announcement.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func write(_ web: WebControl) {
        let control = web.control
        let list = DisplayList(control.frame())
        let size = list.size
        let scale = WebControl.scale(list.layout)
        let vertical = list.layout.direction.isVertical
        // The drawing's margin across the row, so that it and its tabs are at least 24 CSS pixels thick.
        let inset = WebControl.inset(list.layout, size: size, scale: scale)
        let across = 2 * inset
        numbers.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)

        let element = control.accessibilityElement
        let layout = list.layout
        let count = control.numberOfPages
        // The tabs: each visible dot's page (wrapped round on a looping row), one per page.
        var pages: [Int] = []
        if count > 0, WebControl.hasTabs(layout, scale: scale) {
            for index in 0..<layout.visibleCount {
                var page = layout.firstVisiblePage + index
                if page >= count { page -= count }
                if page >= 0, !pages.contains(page), control.hitTesting.frame(forPage: page) != nil {
                    pages.append(page)
                }
            }
        }
        numbers.append(size.width * scale + (vertical ? across : 0))
        numbers.append(size.height * scale + (vertical ? 0 : across))
        numbers.append(Double(count))
        numbers.append(Double(control.currentPage))
        numbers.append(control.isAnimating ? 1 : 0)
        numbers.append((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true ? 1 : 0)
        numbers.append(Double(web.pendingChange))
        numbers.append(0)  // the text's length, filled in below
        numbers.append(Double(pages.count))
        numbers.append(Double(list.count))
        numbers.append(scale)
        numbers.append(vertical ? 1 : 0)
        numbers.append(control.position)
        web.pendingChange = -1

        let pitch = layout.metrics.pitch
        for page in pages {
            let dot = control.hitTesting.frame(forPage: page) ?? .zero
            // The tab: the dot's slot along the row (one pitch), the whole drawing and its margin across it.
            let rect =
                vertical
                ? Rect(x: 0, y: dot.midY - pitch / 2, width: size.width, height: pitch)
                : Rect(x: dot.midX - pitch / 2, y: 0, width: pitch, height: size.height)
            numbers.append(Double(page))
            numbers.append(rect.minX * scale)
            numbers.append(rect.minY * scale)
            numbers.append(rect.width * scale + (vertical ? across : 0))
            numbers.append(rect.height * scale + (vertical ? 0 : across))
            numbers.append(page == control.currentPage ? 1 : 0)
        }
        for primitive in list { appendPrimitive(primitive) }

        appendSVG(list, scale: scale, margin: vertical ? Point(x: inset, y: 0) : Point(x: 0, y: inset))
        text.append(WebFrame.separator)
        text.append(contentsOf: element.label.utf8)
        text.append(WebFrame.separator)
        text.append(contentsOf: (element.value ?? "").utf8)
        text.append(WebFrame.separator)
        text.append(contentsOf: (web.pendingAnnouncement ?? "").utf8)
        web.pendingAnnouncement = nil
        let strings = element.strings
        for page in pages {
            text.append(WebFrame.separator)
            let title =
                control.accessibility.pageTitles[page].map { strings.value(title: $0, page: page, of: count) }
                ?? strings.value(page: page, of: count)
            text.append(contentsOf: title.utf8)
        }
        numbers[7] = Double(text.count)
    }

    /// One primitive's numbers.
    mutating func appendPrimitive(_ p: DisplayPrimitive) {
        numbers.append(Double(WebFrame.roleCode(p.role)))
        numbers.append(Double(p.page ?? -1))
        numbers.append(p.isCurrent ? 1 : 0)
        var radius = 0.0
        var lineWidth = 0.0
        switch p.geometry {
        case .roundedRectangle(_, let r):
            numbers.append(0)
            radius = r
        case .ring(_, let r, let w):
            numbers.append(1)
            radius = r
            lineWidth = w
        case .path: numbers.append(2)
        case .text: numbers.append(3)
        }
        numbers.append(p.frame.minX)
        numbers.append(p.frame.minY)
        numbers.append(p.frame.width)
        numbers.append(p.frame.height)
        numbers.append(radius)
        numbers.append(lineWidth)
        let paint = p.paint
        let rgb =
            (WebFrame.channel(paint.red) << 16) | (WebFrame.channel(paint.green) << 8) | WebFrame.channel(paint.blue)
        numbers.append(Double(rgb))
        numbers.append(paint.alpha)
    }

    /// The inline `<svg>`: sized in CSS pixels, its view box in points, hidden from assistive technology
    /// (the element's tabs or slider carry the semantics), with the SVG renderer's elements; `margin` (CSS
    /// pixels on each side) widens the view box round the drawing, which stays centred.
    mutating func appendSVG(_ list: DisplayList, scale: Double, margin: Point) {
        let renderer = SVGRenderer()
        let mx = margin.x / scale
        let my = margin.y / scale
        let w = list.size.width + 2 * mx
        let h = list.size.height + 2 * my
        var head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(PlainNumber.format(w * scale))\""
        head += " height=\"\(PlainNumber.format(h * scale))\" viewBox=\"\(PlainNumber.format(0 - mx))"
        head += " \(PlainNumber.format(0 - my)) \(PlainNumber.format(w)) \(PlainNumber.format(h))\""
        head += " aria-hidden=\"true\" focusable=\"false\">"
        text.append(contentsOf: head.utf8)
        for primitive in list { text.append(contentsOf: renderer.element(primitive).utf8) }
        text.append(contentsOf: "</svg>".utf8)
    }

    /// A colour channel 0…1 as 0…255.
    static func channel(_ value: Double) -> Int {
        Int((min(max(value, 0), 1) * 255).rounded())
    }

    /// The role's code: its position in ``DisplayPrimitive/Role``'s declaration.
    static func roleCode(_ role: DisplayPrimitive.Role) -> Int {
        switch role {
        case .platter: return 0
        case .indicator: return 1
        case .outline: return 2
        case .progress: return 3
        case .label: return 4
        case .focusRing: return 5
        case .mark: return 6
        case .preview: return 7
        case .content: return 8
        case .badge: return 9
        }
    }
}
