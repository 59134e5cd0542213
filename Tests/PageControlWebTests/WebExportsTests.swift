import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlWeb

/// The exports as the page calls them: handles, numbers and the buffers in memory.
@MainActor
@Suite("WebAssembly exports")
struct WebExportsTests {
    /// The frame as the page reads it: numbers at `pc_frame`'s address, text at `pc_text`'s.
    struct Read {
        let numbers: [Double]
        let fields: [String]

        init(_ handle: Int32) {
            let address = pcFrame(handle)
            let header = UnsafePointer<Double>(bitPattern: address)!
            let tabs = Int(header[8])
            let count = WebFrame.headerCount + tabs * WebFrame.tabStride
            numbers = Array(UnsafeBufferPointer(start: header, count: count))
            let length = Int(header[7])
            let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: pcText())!, count: length)
            fields = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1F}", omittingEmptySubsequences: false)
                .map(String.init)
        }

        var tabCount: Int { Int(numbers[8]) }
        func tab(_ index: Int) -> ArraySlice<Double> {
            let start = WebFrame.headerCount + index * WebFrame.tabStride
            return numbers[start..<start + WebFrame.tabStride]
        }
    }

    /// Writes `text` where the page writes string arguments and returns its length.
    func input(_ text: String) -> Int32 {
        let bytes = Array(text.utf8)
        let address = pcInput(Int32(bytes.count))
        let buffer = UnsafeMutablePointer<UInt8>(bitPattern: address)!
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        return Int32(bytes.count)
    }

    func make(pages: Double) -> Int32 {
        let handle = pcCreate()
        pcSetPages(handle, pages)
        return handle
    }

    @Test("A new control of 8 pages reads as 8 tabs with the core's titles, label and value")
    func frameOfEightPages() {
        let handle = make(pages: 8)
        pcSetCurrent(handle, 2)
        let frame = Read(handle)
        #expect(frame.numbers[2] == 8)
        #expect(frame.numbers[3] == 2)
        #expect(frame.numbers[6] == -1)
        #expect(frame.tabCount == 8)
        #expect(frame.fields[1] == "Page control")
        #expect(frame.fields[2] == "Page 3 of 8")
        #expect(frame.fields[3] == "")
        #expect(Array(frame.fields[4...]) == (1...8).map { "Page \($0) of 8" })
        // Tabs: one pitch (16 points) at 1.5 CSS pixels per point, so 24 × 55.5 pixels, the third selected.
        #expect(frame.numbers[10] == 1.5)
        let web = WebRegistry.control(Int(handle))!
        let dot = web.control.hitTesting.frame(forPage: 2)!
        let height = web.control.bounds.height
        #expect(Array(frame.tab(2)) == [2, (dot.midX - 8) * 1.5, 0, 24, height * 1.5, 1])
        #expect(frame.tab(0).last == 0)
        pcDestroy(handle)
    }

    @Test("The inline SVG holds the SVG renderer's elements, each dot with data-page")
    func inlineSVG() {
        let handle = make(pages: 3)
        let frame = Read(handle)
        let svg = frame.fields[0]
        let web = WebRegistry.control(Int(handle))!
        let list = DisplayList(web.control.frame())
        let renderer = SVGRenderer()
        let expected = list.map { renderer.element($0) }.joined()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
        #expect(svg.contains(expected))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.contains("data-page=\"0\"") && svg.contains("data-page=\"2\""))
        // No primitive crosses as numbers: the page draws the SVG.
        #expect(frame.numbers[9] == 0)
        #expect(frame.numbers.count == WebFrame.headerCount + frame.tabCount * WebFrame.tabStride)
        pcDestroy(handle)
    }

    @Test("Setting the current page in code reports no change; a key press reports the person's change")
    func changesArePersons() {
        let handle = make(pages: 5)
        pcSetCurrent(handle, 3)
        #expect(Read(handle).numbers[6] == -1)
        #expect(pcKey(handle, 39, 0, 1) == 1)  // right arrow
        let frame = Read(handle)
        #expect(frame.numbers[3] == 4)
        #expect(frame.numbers[6] == 4)
        #expect(frame.fields[3] == "Page 5 of 5")
        // The change is handed over once.
        #expect(Read(handle).numbers[6] == -1)
        #expect(pcKey(handle, 36, 0, 2) == 1)  // Home
        #expect(Read(handle).numbers[6] == 0)
        #expect(pcKey(handle, 65, 0, 3) == 0)  // "A" is not the control's
        pcDestroy(handle)
    }

    @Test(
        "Right to left mirrors the arrows: the arrow towards the row's end moves forward",
        arguments: [(Int32(0), Int32(39), 2.0), (0, 37, 0), (1, 37, 2), (1, 39, 0)])
    func mirroredArrows(rightToLeft: Int32, keyCode: Int32, expected: Double) {
        let handle = make(pages: 5)
        pcSetCurrent(handle, 1)
        pcSetDirection(handle, rightToLeft, 0)
        #expect(pcKey(handle, keyCode, 0, 1) == 1)
        #expect(Read(handle).numbers[3] == expected)
        pcDestroy(handle)
    }

    @Test("A mouse click on a dot goes to its page and is a person's change")
    func clickOnDot() {
        let handle = make(pages: 5)
        let frame = Read(handle)
        let tab = frame.tab(4)
        let x = tab[tab.startIndex + 1] + tab[tab.startIndex + 3] / 2
        let y = tab[tab.startIndex + 4] / 2
        #expect(pcPointer(handle, 0, x, y, 1.0, 0) & 1 == 1)
        #expect(pcPointer(handle, 2, x, y, 1.05, 0) & 1 == 1)
        let after = Read(handle)
        #expect(after.numbers[3] == 4)
        #expect(after.numbers[6] == 4)
        pcDestroy(handle)
    }

    @Test("Position follows a scroll fractionally and sends nothing")
    func positionFollowsScroll() {
        let handle = make(pages: 10)
        pcSetPosition(handle, 2.4)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.position == 2.4)
        #expect(web.control.currentPage == 2)
        #expect(Read(handle).numbers[6] == -1)
        pcDestroy(handle)
    }

    @Test("Options reach the core: effect, presentation, language, max visible, loop")
    func options() {
        let handle = make(pages: 1_000_000_000)
        pcSetTextOption(handle, 0, input("thin-worm"))
        pcSetTextOption(handle, 1, input("lines"))
        pcSetTextOption(handle, 2, input("fr"))
        pcSetMaxVisible(handle, 7)
        pcSetLoop(handle, 1)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.indicatorEffect == .thinWorm)
        #expect(web.control.presentation.kind == .lines)
        #expect(web.control.window.maximumVisibleIndicators == 7)
        #expect(web.control.paging.wrapsAround)
        let frame = Read(handle)
        #expect(frame.tabCount == 7)
        #expect(frame.fields[2] == PageControlStrings.forLanguage("fr").value(page: 0, of: 1_000_000_000))
        #expect(frame.fields[2].hasPrefix("Page 1 sur "))
        pcSetTextOption(handle, 0, input("no-such-effect"))
        #expect(web.control.indicatorEffect == .default)
        pcDestroy(handle)
    }

    @Test("Autoplay advances without a change or an announcement; a person's key is both")
    func autoplayIsSilent() {
        let handle = make(pages: 3)
        pcSetAutoplay(handle, 1)
        #expect(pcAdvance(handle, 10) == 1)
        #expect(pcAdvance(handle, 11.5) == 1)
        var frame = Read(handle)
        #expect(frame.numbers[3] == 1)
        #expect(frame.numbers[5] == 1)
        #expect(frame.numbers[6] == -1)
        #expect(frame.fields[3] == "")
        #expect(pcKey(handle, 39, 0, 11.6) == 1)
        frame = Read(handle)
        #expect(frame.numbers[6] == 2)
        #expect(frame.fields[3] != "")
        pcSetAutoplay(handle, 0)
        #expect(Read(handle).numbers[5] == 0)
        pcDestroy(handle)
    }

    @Test("Hover pauses the slide show; the environment reaches the core")
    func environment() {
        let handle = make(pages: 3)
        pcSetAutoplay(handle, 1)
        pcSetEnvironment(handle, 1 | 4)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.environment.isPointerHovering)
        #expect(web.control.environment.reducesMotion)
        #expect(!web.control.environment.hasKeyboardFocus)
        _ = pcAdvance(handle, 1)
        _ = pcAdvance(handle, 5)
        #expect(web.control.currentPage == 0)
        pcDestroy(handle)
    }

    @Test("Keyboard focus pauses autoplay and leaving resumes it; a person's change stops it for good")
    func autoplayYieldsToPeople() {
        let handle = make(pages: 4)
        pcSetAutoplay(handle, 1)
        let web = WebRegistry.control(Int(handle))!
        pcSetEnvironment(handle, 2)
        _ = pcAdvance(handle, 10)
        _ = pcAdvance(handle, 11.5)
        #expect(web.control.currentPage == 0)
        pcSetEnvironment(handle, 0)
        _ = pcAdvance(handle, 12)
        _ = pcAdvance(handle, 13.2)
        #expect(web.control.currentPage == 1)
        #expect(Read(handle).numbers[5] == 1)
        #expect(pcKey(handle, 39, 0, 13.3) == 1)
        #expect(web.control.currentPage == 2)
        _ = pcAdvance(handle, 14)
        _ = pcAdvance(handle, 20)
        #expect(web.control.currentPage == 2)
        let frame = Read(handle)
        #expect(frame.numbers[5] == 0)
        #expect(frame.numbers[6] == 2)
        pcDestroy(handle)
    }

    @Test("Thin lines get a margin across the row: the row and each tab are 24 CSS pixels tall, taps still land")
    func thinRowsAreTwentyFourPixelsTall() {
        let handle = make(pages: 5)
        pcSetTextOption(handle, 1, input("lines"))
        let web = WebRegistry.control(Int(handle))!
        let bounds = web.control.bounds
        let pitch = web.control.layout.metrics.pitch
        #expect(bounds.height == 7 && pitch == 40)
        let frame = Read(handle)
        #expect(frame.numbers[10] == 1)
        #expect(frame.numbers[1] == 24)
        #expect(frame.tabCount == 5)
        let dot = web.control.hitTesting.frame(forPage: 3)!
        #expect(Array(frame.tab(3)) == [3, dot.midX - 20, 0, 40, 24, 0])
        #expect(frame.fields[0].contains("viewBox=\"0 -8.5 \(PlainNumber.format(bounds.width)) 24\""))
        // A click at the tab's centre, 12 pixels down (the line's middle), goes to its page.
        #expect(pcPointer(handle, 0, dot.midX, 12, 1, 0) & 1 == 1)
        _ = pcPointer(handle, 2, dot.midX, 12, 1.05, 0)
        #expect(web.control.currentPage == 3)
        pcDestroy(handle)
    }

    @Test(
        "Segments keep their size: 24-pixel slots are tabs, denser bars are one slider (no tabs)",
        arguments: [(10, 10), (20, 0), (1000, 0)])
    func segmentsTabsOrSlider(pages: Double, tabs: Int) {
        let handle = make(pages: pages)
        pcSetTextOption(handle, 1, input("segments"))
        let frame = Read(handle)
        #expect(frame.numbers[10] == 1)
        #expect(frame.tabCount == tabs)
        #expect(frame.numbers[1] >= 24)
        pcDestroy(handle)
    }

    @Test("The SVG document is the SVG renderer's, as pagecontrol render writes it")
    func svgDocument() {
        let handle = make(pages: 6)
        pcSetPosition(handle, 2.5)
        pcSetTextOption(handle, 0, input("worm"))
        let length = Int(pcSVG(handle))
        let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: pcDocument())!, count: length)
        let web = WebRegistry.control(Int(handle))!
        let expected = SVGRenderer().render(DisplayList(web.control.frame()), title: "Page 4 of 6")
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        pcDestroy(handle)
    }

    @Test("Unknown and destroyed handles do nothing")
    func unknownHandles() {
        let handle = make(pages: 2)
        pcDestroy(handle)
        #expect(pcFrame(handle) == 0)
        #expect(pcKey(handle, 39, 0, 0) == 0)
        #expect(pcKey(-1, 39, 0, 0) == 0)
        #expect(pcSVG(9999) == 0)
    }

    @Test(
        "DOM key codes map to the core's keys",
        arguments: [
            (37, PageControlKey.left), (38, .up), (39, .right), (40, .down), (36, .home), (35, .end), (33, .pageUp),
            (34, .pageDown), (32, .space),
        ])
    func keyCodes(code: Int, key: PageControlKey) {
        #expect(WebControl.key(code) == key)
    }

    @Test("JavaScript numbers become integers as the boundary truncates them")
    func integers() {
        #expect(WebExportsMath.integer(3.9) == 3)
        #expect(WebExportsMath.integer(-2.5) == -2)
        #expect(WebExportsMath.integer(.nan) == 0)
        #expect(WebExportsMath.integer(.infinity) == Int.max)
        #expect(WebExportsMath.integer(1e300) == Int.max)
    }
}
