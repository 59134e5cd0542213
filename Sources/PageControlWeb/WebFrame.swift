import PageControlCore
import PageControlRendering

/// The frame as it crosses into JavaScript: numbers in one `Float64Array` and, when they changed, texts in one
/// UTF-8 buffer, both in linear memory and reused for each frame (no allocation once they have grown).
/// Everything in it comes from the control's ``PageControlFrame`` and its display list; the page writes these
/// numbers into the elements it keeps and decides nothing. Each ``WebControl`` keeps its own. The page keeps the
/// numbers it last drew each shape and tab with and touches only what differs. A frame that differs from the last
/// one only where its mark is (a position update under an effect with a mark) is not made whole: the mark's
/// primitives are made from the layout alone and written over the last frame, in place, and the header says so
/// (`movesMarkAlone`), so the page compares only the primitives from the mark's first on. That is when only the
/// position was set since the last frame (``WebControl/changedBesidesPosition``), it changed nothing else the frame
/// holds (``PageControl/positionDependentParts``) and the layout places the same dots
/// (``DisplayList/StillPart/movedMark(in:)``).
///
/// Numbers (``numbers``), from index 0:
/// - a header of ``headerCount`` (see ``Header``): the drawing's size in CSS pixels, the page count, the current
///   page, whether the control animates and whether a slide show runs (1/0), the page a person changed to since
///   the last read (-1 for none), the texts' length in bytes (0 when no text changed), the number of tabs, of
///   primitives and of path numbers, whether the row is vertical (1/0), the position, and the `viewBox` in
///   points (x, y, width, height: the drawing with its margin across the row), whether more pages may follow
///   (1/0, ``PageControl/hasMorePages``) and the page count at which a person asked for more since the last read
///   (-1 for none: ``PageControlEvent/morePagesRequested``), whether the previous and next step buttons step
///   now (1/0; the element draws its own `<button>`s for them with `step-buttons`), the index of the mark's first
///   primitive (``DisplayList/markStart``: the page draws the primitives from it on in a layer over the dots' own)
///   and whether the frame differs from the last one only in its position and its mark's primitives (1/0: written
///   by ``writeMark(_:position:web:)``, so the page has only the primitives from `markStart` on to compare);
/// - per visible page (a tab; none where ``WebControl/hasTabs(_:scale:)`` is false), ``tabStride`` numbers:
///   page, x, y, width, height (CSS pixels: the page's hit frame along the row, the whole drawing and its
///   margin across it), selected (1/0);
/// - per display-list primitive, back to front, ``primitiveStride`` numbers (see ``Primitive``), in points: what
///   an element of the drawing shows, so the page sets each number as a style or an attribute;
/// - the path numbers of the primitives that are custom paths: per element a code (0 move, 1 line, 2 quadratic
///   curve, 3 cubic curve, 4 close) and its points (control points first, then the end point). None in the web
///   module: the element sets no shape and draws its own step buttons (``putPath(_:into:)`` is native only).
///
/// Texts (``text``), fields separated by U+001F, written only when one of them changed or there is an
/// announcement: the label, the value, the announcement (empty for none), each tab's name, then each text
/// primitive's string.
struct WebFrame {
    /// The numbers of the control's last frame; see the type's summary.
    var numbers: [Double] = []
    /// The UTF-8 texts; see the type's summary. Empty when no text changed.
    var text: [UInt8] = []
    #if hasFeature(Embedded)
        /// None in the web module, which writes no path (``putPath(_:into:)`` is native only), so the frame's path
        /// section is always empty and no code copies one (Guides/Web.md).
        var paths: [Double] {
            get { [] }
            set {}
        }
    #else
        /// The path numbers of the frame being written, appended after the primitives.
        var paths: [Double] = []
    #endif
    /// The text primitives' strings of the frame being written, each followed by the separator.
    var drawnTexts: [UInt8] = []
    /// What the last frame written whole keeps for a position update, or nil (before the first frame, or when it
    /// had no mark that moves alone): what its display list draws that the mark leaves alone, and what of the frame
    /// a change of position can alter besides its layout (``PageControl/positionDependentParts``). A frame that
    /// differs from it only in its mark is written over the last one (``writeMark(_:position:web:)``).
    var kept: (still: DisplayList.StillPart, parts: PageControl.PositionDependentParts)?

    /// The header's fields, by index.
    enum Header: Int, CaseIterable {
        case width, height, pageCount, currentPage, isAnimating, runsSlideShow, change, textLength, tabCount
        case primitiveCount, pathCount, isVertical, position, viewBoxX, viewBoxY, viewBoxWidth, viewBoxHeight
        case hasMorePages, morePagesRequested, canStepBack, canStepForward, markStart, movesMarkAlone
    }

    /// A primitive's fields, by offset. `x`, `y`, `width`, `height` are the rectangle of a filled shape or of a
    /// ring's outer edge (its stroke lies inside), a path's frame, or a text's origin (`x`, `y`), font size
    /// (`width`) and anchor (`height`: 0 start, 1 middle, 2 end). `radius` is the corner
    /// radius (`rx`), a path's first path number or a text's index among the text primitives; `lineWidth` a
    /// ring's stroke width or a path's count of path numbers. `color` is `0xRRGGBB`, or -1 for the text colour
    /// the element follows (`currentColor`); `alpha` the paint's opacity; `page` the page or -1; `role` the
    /// ``DisplayPrimitive/Role`` (``roleCode(_:)``); `isCurrent` 1/0.
    enum Primitive: Int, CaseIterable {
        case kind, x, y, width, height, radius, lineWidth, color, alpha, page, role, isCurrent
    }

    /// What a primitive is drawn as: a filled shape, a ring (a stroke), a path or a line of text.
    enum Kind: Double {
        case fill = 0
        case ring = 1
        case path = 2
        case text = 3
    }

    static let headerCount = Header.allCases.count
    static let tabStride = 6
    static let primitiveStride = Primitive.allCases.count
    static let separator: UInt8 = 0x1F

    /// The role's code: its place in ``DisplayPrimitive/Role``'s declaration when the element was first written,
    /// later roles after (the open end is 10, the step buttons 11 and 12), so that the codes a page knows keep their meaning.
    static func roleCode(_ role: DisplayPrimitive.Role) -> Double {
        switch role {
        case .platter: return 0
        case .indicator: return 1
        case .openEnd: return 10
        case .stepButton(.previous): return 11
        case .stepButton(.next): return 12
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

    /// Where numbers are written, through a pointer into ``numbers``'s storage (which is large enough): no
    /// capacity check per number.
    struct Writer {
        let base: UnsafeMutablePointer<Double>
        var count = 0

        #if hasFeature(Embedded)
            @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
        #endif
        mutating func put(_ value: Double) {
            base[count] = value
            count += 1
        }

        /// Puts a filled shape's or a ring's kind, rectangle, corner radius and line width (0 for a filled shape).
        mutating func putBox(_ kind: Kind, _ rect: Rect, cornerRadius: Double, lineWidth: Double) {
            put(kind.rawValue)
            put(rect.minX)
            put(rect.minY)
            put(rect.width)
            put(rect.height)
            put(cornerRadius)
            put(lineWidth)
        }
    }

    /// Writes a control's frame, handing over its pending change and announcement.
    ///
    /// - Complexity: O(visible dots), without allocating once the buffers have grown (texts allocate when they
    ///   are written).
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func write(_ web: WebControl) {
        defer { web.changedBesidesPosition = false }
        if kept != nil, !web.changedBesidesPosition, web.pendingChange == -1, web.pendingMoreRequest == -1,
            web.pendingAnnouncement == nil, kept?.parts == web.control.positionDependentParts
        {
            // Only the position changed since the last frame, and nothing the frame holds but its layout: when the
            // layout moves the mark alone, the frame is the last one with its mark moved, and is not made.
            let layout = web.control.layout
            if let moved = kept?.still.movedMark(in: layout) {
                writeMark(moved, position: layout.position, web: web)
                return
            }
        }
        let list = DisplayList(web.control.frame())
        writeWhole(list, web: web)
        kept = DisplayList.StillPart(list).map { ($0, web.control.positionDependentParts) }
    }

    /// Writes a frame whole: every number, over the last frame's.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func writeWhole(_ list: borrowing DisplayList, web: WebControl) {
        let scale = WebControl.scale(list.frame.layout)
        // The drawing's margin across the row, so that it and its tabs are at least 24 CSS pixels thick.
        let inset = WebControl.inset(list.frame.layout, size: list.frame.size, scale: scale)
        let pages = list.frame.pages
        let tabCount = WebControl.hasTabs(list.frame.layout, scale: scale) ? pages.count : 0
        let primitiveCount = list.count
        paths.removeAll(keepingCapacity: true)
        drawnTexts.removeAll(keepingCapacity: true)

        // The array is taken out of `self` (so it is the only reference) and grown only when a frame needs more than
        // any before.
        var storage: [Double] = []
        swap(&storage, &numbers)
        let needed = WebFrame.headerCount + tabCount * WebFrame.tabStride + primitiveCount * WebFrame.primitiveStride
        if storage.count < needed { storage = [Double](repeating: 0, count: needed + needed / 2) }
        var firstTab = -1
        let written = storage.withUnsafeMutableBufferPointer { buffer in
            var out = Writer(base: buffer.baseAddress!)
            writeHeader(&out, list: list, web: web, scale: scale, inset: inset, tabCount: tabCount)
            firstTab = writeTabs(&out, list: list, count: tabCount, scale: scale, inset: inset)
            put(list, into: &out, web: web)
            return out.count
        }
        // The path numbers.
        if storage.count < written + paths.count { storage += [Double](repeating: 0, count: paths.count) }
        if !paths.isEmpty { storage.replaceSubrange(written..<written + paths.count, with: paths) }
        storage[Header.pathCount.rawValue] = Double(paths.count)
        web.pendingChange = -1
        web.pendingMoreRequest = -1
        text.removeAll(keepingCapacity: true)
        writeTexts(
            web, element: list.frame.accessibilityElement, layout: list.frame.layout, firstTab: firstTab,
            tabCount: tabCount, drawnTextsChanged: web.drawnTexts != drawnTexts)
        storage[Header.textLength.rawValue] = Double(text.count)
        swap(&storage, &numbers)
    }

    /// Writes a frame whose display list differs from the last one's only in the mark's primitives (`moved`:
    /// ``DisplayList/StillPart/movedMark(in:)``) over the last frame, in place: the position and those primitives.
    /// Nothing else can differ: the same tabs, the other primitives and paths the same, no text, no person's change
    /// or request, which the caller has checked.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func writeMark(_ moved: DisplayList.MovedMark, position: Double, web: WebControl) {
        var storage: [Double] = []
        swap(&storage, &numbers)
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let tabCount = Int(base[Header.tabCount.rawValue])
            let primitives = base + WebFrame.headerCount + tabCount * WebFrame.tabStride
            for index in moved.primitives {
                var out = Writer(base: primitives + index * WebFrame.primitiveStride)
                var textIndex = 0.0
                put(moved.primitive(at: index), into: &out, textIndex: &textIndex, web: web)
            }
            base[Header.position.rawValue] = position
            base[Header.change.rawValue] = -1
            base[Header.morePagesRequested.rawValue] = -1
            base[Header.textLength.rawValue] = 0
            base[Header.movesMarkAlone.rawValue] = 1
        }
        swap(&storage, &numbers)
        text.removeAll(keepingCapacity: true)
    }

    /// Writes the tabs: per visible page, the page's hit frame along the row, the whole drawing and its margin
    /// across it, in CSS pixels, and whether it is selected. Returns the first tab's page (-1 for none).
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    func writeTabs(_ out: inout Writer, list: DisplayList, count: Int, scale: Double, inset: Double) -> Int {
        guard count > 0 else { return -1 }
        let layout = list.frame.layout
        let selected = list.frame.currentPage
        let rule = list.frame.pages.hitFrameRule
        let size = list.frame.size
        let origin = layout.bounds.origin
        let vertical = layout.direction.isVertical
        var first = -1
        for index in 0..<count {
            let dot = layout[index]
            let hit = rule.frame(of: dot, at: index)
            if index == 0 { first = dot.page }
            out.put(Double(dot.page))
            if vertical {
                out.put(0)
                out.put((hit.minY - origin.y) * scale)
                out.put(size.width * scale + 2 * inset)
                out.put(hit.height * scale)
            } else {
                out.put((hit.minX - origin.x) * scale)
                out.put(0)
                out.put(hit.width * scale)
                out.put(size.height * scale + 2 * inset)
            }
            out.put(dot.page == selected ? 1 : 0)
        }
        return first
    }

    /// Writes the header, in ``Header``'s order.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    func writeHeader(
        _ out: inout Writer, list: DisplayList, web: WebControl, scale: Double, inset: Double, tabCount: Int
    ) {
        let vertical = list.frame.layout.direction.isVertical
        let size = list.frame.size
        let (marginX, marginY) = vertical ? (inset / scale, 0.0) : (0.0, inset / scale)
        out.put(size.width * scale + (vertical ? 2 * inset : 0))
        out.put(size.height * scale + (vertical ? 0 : 2 * inset))
        out.put(Double(list.frame.accessibilityElement.numberOfPages))
        out.put(Double(list.frame.currentPage))
        out.put(list.frame.isAnimating ? 1 : 0)
        out.put(list.frame.accessibilityElement.slideShowAction == .stopSlideShow ? 1 : 0)
        out.put(Double(web.pendingChange))
        out.put(0)  // the texts' length, written last
        out.put(Double(tabCount))
        out.put(Double(list.count))
        out.put(0)  // the path numbers, counted after the primitives
        out.put(vertical ? 1 : 0)
        out.put(list.frame.layout.position)
        let origin = list.frame.layout.bounds.origin
        out.put(origin.x - marginX)
        out.put(origin.y - marginY)
        out.put(size.width + 2 * marginX)
        out.put(size.height + 2 * marginY)
        out.put(list.frame.accessibilityElement.hasMorePages ? 1 : 0)
        out.put(Double(web.pendingMoreRequest))
        let steps = list.frame.canStep
        out.put(steps.previous ? 1 : 0)
        out.put(steps.next ? 1 : 0)
        out.put(Double(list.markStart))
        out.put(0)  // a whole frame
    }

    /// Writes the texts when one of them changed since the control's last frame, or there is an announcement: the
    /// core's element says something else (``PageControlAccessibilityElement/writesTheSame(as:)``), the tabs are
    /// other pages, or a text primitive's string changed. Names are written only then.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func writeTexts(
        _ web: WebControl, element: PageControlAccessibilityElement, layout: IndicatorLayout, firstTab: Int,
        tabCount: Int, drawnTextsChanged: Bool
    ) {
        let announcement = web.pendingAnnouncement
        web.pendingAnnouncement = nil
        let unchanged =
            announcement == nil && web.spokenTabs == (firstTab, tabCount)
            && web.spokenElement?.writesTheSame(as: element) == true && !drawnTextsChanged
        guard !unchanged else { return }
        web.spokenElement = element
        web.spokenTabs = (firstTab, tabCount)
        web.drawnTexts = drawnTexts
        PlainText.append(element.label, to: &text)
        text.append(WebFrame.separator)
        if let value = element.value { PlainText.append(value, to: &text) }
        text.append(WebFrame.separator)
        if let announcement { PlainText.append(announcement, to: &text) }
        for index in 0..<tabCount {
            text.append(WebFrame.separator)
            PlainText.append(element.name(ofPage: layout[index].page), to: &text)
        }
        if !drawnTexts.isEmpty {
            text.append(WebFrame.separator)
            text.append(contentsOf: drawnTexts.dropLast())
        }
    }
}
