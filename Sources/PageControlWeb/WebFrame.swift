import PageControlCore
import PageControlRendering

/// The frame as it crosses into JavaScript: numbers in one `Float64Array` and text in one UTF-8 buffer,
/// both in linear memory and rewritten in place for each frame (no allocation once they have grown). Everything
/// in it comes from the control's ``PageControlFrame``.
///
/// Numbers (``numbers``), from index 0:
/// - a header of ``headerCount``: width and height in CSS pixels (with the margin that makes a thin row 24
///   pixels thick, ``WebControl/inset(_:size:scale:)``), the page count, the current page, whether the control
///   animates (1/0), whether a slide show runs (1/0), the page a person changed to since the last read (-1 for
///   none), the text's length in bytes, the number of tabs, 0 (once the primitives' count, which no page
///   reads), the scale (CSS pixels per point), whether the row is vertical (1/0) and the position (a fractional
///   page);
/// - per visible page (a tab; none where ``WebControl/hasTabs(_:scale:)`` is false), ``tabStride`` numbers:
///   page, x, y, width, height (CSS pixels: the page's hit frame along the row, the whole drawing and its
///   margin across it), selected (1/0).
///
/// Text (``text``), fields separated by U+001F: the `<svg>` element (the SVG renderer's elements, each dot's
/// shape with `data-page`), the label, the value, the announcement (empty for none), then each tab's name.
struct WebFrame {
    /// The numbers; see the type's summary.
    var numbers: [Double] = []
    /// The UTF-8 text; see the type's summary.
    var text: [UInt8] = []

    static let headerCount = 13
    static let tabStride = 6
    static let separator: UInt8 = 0x1F

    /// Writes a control's frame, handing over its pending change and announcement.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func write(_ web: WebControl) {
        let frame = web.control.frame()
        let element = frame.accessibilityElement
        let layout = frame.layout
        let size = frame.size
        let scale = WebControl.scale(layout)
        let vertical = layout.direction.isVertical
        // The drawing's margin across the row, so that it and its tabs are at least 24 CSS pixels thick.
        let inset = WebControl.inset(layout, size: size, scale: scale)
        let across = 2 * inset
        numbers.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)

        let pages = frame.pages
        let tabCount = WebControl.hasTabs(layout, scale: scale) ? pages.count : 0
        numbers.append(size.width * scale + (vertical ? across : 0))
        numbers.append(size.height * scale + (vertical ? 0 : across))
        numbers.append(Double(element.numberOfPages))
        numbers.append(Double(element.page))
        numbers.append(frame.isAnimating ? 1 : 0)
        numbers.append(element.slideShowAction == .stopSlideShow ? 1 : 0)
        numbers.append(Double(web.pendingChange))
        numbers.append(0)  // the text's length, filled in below
        numbers.append(Double(tabCount))
        numbers.append(0)
        numbers.append(scale)
        numbers.append(vertical ? 1 : 0)
        numbers.append(layout.position)
        web.pendingChange = -1

        for index in 0..<tabCount {
            // The tab: the page's hit frame along the row, the whole drawing and its margin across it.
            let page = pages[index]
            let hit = page.hitFrame
            let rect =
                vertical
                ? Rect(x: 0, y: hit.minY, width: size.width, height: hit.height)
                : Rect(x: hit.minX, y: 0, width: hit.width, height: size.height)
            numbers.append(Double(page.page))
            numbers.append(rect.minX * scale)
            numbers.append(rect.minY * scale)
            numbers.append(rect.width * scale + (vertical ? across : 0))
            numbers.append(rect.height * scale + (vertical ? 0 : across))
            numbers.append(page.isSelected ? 1 : 0)
        }

        appendSVG(DisplayList(frame), scale: scale, margin: vertical ? Point(x: inset, y: 0) : Point(x: 0, y: inset))
        text.append(WebFrame.separator)
        text.append(contentsOf: element.label.utf8)
        text.append(WebFrame.separator)
        text.append(contentsOf: (element.value ?? "").utf8)
        text.append(WebFrame.separator)
        text.append(contentsOf: (web.pendingAnnouncement ?? "").utf8)
        web.pendingAnnouncement = nil
        for index in 0..<tabCount {
            text.append(WebFrame.separator)
            text.append(contentsOf: pages[index].name.utf8)
        }
        numbers[7] = Double(text.count)
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
}
