import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlWeb

/// The exports as the page calls them: handles, numbers and the buffers in memory.
@MainActor
@Suite("WebAssembly exports")
struct WebExportsTests {
    typealias Read = WebFrameReader

    @Test("A new control of 8 pages reads as 8 tabs with the core's names, label and value")
    func frameOfEightPages() throws {
        let handle = Read.control(pages: 8)
        pcSetCurrent(handle, 2)
        let frame = Read(handle)
        #expect(frame[.pageCount] == 8)
        #expect(frame[.currentPage] == 2)
        #expect(frame[.change] == -1)
        #expect(frame.tabCount == 8)
        let fields = try #require(frame.fields)
        #expect(fields[0] == "Page control")
        #expect(fields[1] == "Page 3 of 8")
        #expect(fields[2] == "")
        #expect(Array(fields[3...]) == (1...8).map { "Page \($0) of 8" })
        // Tabs: one pitch (16 points) at 1.5 CSS pixels per point, so 24 × 55.5 pixels, the third selected.
        let web = WebRegistry.control(Int(handle))!
        let bounds = web.control.bounds
        #expect(frame[.width] == bounds.width * 1.5 && frame[.height] == bounds.height * 1.5)
        // Half a gap (4.5 points) beyond each end dot, left of the origin too: the dots keep their coordinates.
        #expect(bounds.minX == -4.5 && bounds.width == web.control.intrinsicContentSize.width + 9)
        #expect(
            [frame[.viewBoxX], frame[.viewBoxY], frame[.viewBoxWidth], frame[.viewBoxHeight]]
                == [-4.5, 0, bounds.width, bounds.height])
        let dot = web.control.hitTesting.frame(forPage: 2)!
        #expect(frame.tab(2) == [2, (dot.midX - 8 + 4.5) * 1.5, 0, 24, bounds.height * 1.5, 1])
        // The first page's tab is a whole pitch too, from the drawing's left edge.
        #expect(frame.tab(0) == [0, 0, 0, 24, bounds.height * 1.5, 0])
        pcDestroy(handle)
    }

    @Test(
        "Each primitive's numbers are the display list's geometry: rectangles and rings' outer edges as they are",
        arguments: ["none", "worm", "fill", "scale:1.4", "slide"])
    func primitivesAreTheDisplayList(effect: String) {
        let handle = Read.control(pages: 6)
        #expect(Read.setEffect(handle, effect) == 1)
        let frame = Read(handle, address: pcSetPosition(handle, 2.3))
        let web = WebRegistry.control(Int(handle))!
        let list = DisplayList(web.control.frame())
        #expect(frame.primitiveCount == list.count)
        for (index, primitive) in list.enumerated() {
            let numbers = frame.primitive(index)
            let paint = primitive.paint
            let color =
                (paint.red * 255).rounded() * 65536 + (paint.green * 255).rounded() * 256 + (paint.blue * 255).rounded()
            #expect(numbers[7...9] == [color, paint.alpha, Double(primitive.page ?? -1)][...])
            switch primitive.geometry {
            case .roundedRectangle(let rect, let radius):
                #expect(numbers[0...6] == [0, rect.minX, rect.minY, rect.width, rect.height, radius, 0][...])
            case .ring(let rect, let radius, let width):
                #expect(numbers[0...6] == [1, rect.minX, rect.minY, rect.width, rect.height, radius, width][...])
            case .path, .text:
                Issue.record("no paths or texts in a row of dots")
            }
        }
        pcDestroy(handle)
    }

    @Test("Texts are written on the first frame, then only when one of them changes or there is an announcement")
    func textsOnlyWhenTheyChange() throws {
        let handle = Read.control(pages: 10)
        #expect(Read(handle).fields != nil)
        #expect(Read(handle).fields == nil)
        #expect(Read(handle, address: pcSetPosition(handle, 0.3)).fields == nil, "a position within the same page")
        let moved = try #require(Read(handle, address: pcSetPosition(handle, 1.2)).fields)
        #expect(moved[1] == "Page 2 of 10")
        #expect(Read(handle).fields == nil)
        #expect(pcKey(handle, 39, 0, 1) == 1)
        let keyed = try #require(Read(handle).fields)
        #expect(keyed[1] == "Page 3 of 10" && keyed[2] == "Page 3 of 10")
        pcSetLanguage(handle, Read.input("de"))
        #expect(try #require(Read(handle).fields)[0] == "Seitenanzeige")
        pcDestroy(handle)
    }

    @Test("A windowed row's tabs are renamed when the window moves, with the real page numbers")
    func windowedTabs() throws {
        let handle = Read.control(pages: 1_000_000_000)
        pcSetCurrent(handle, 499_999_999)
        let frame = Read(handle)
        #expect(frame.tabCount == 10)
        let fields = try #require(frame.fields)
        let pages = (0..<10).map { Int(frame.tab($0)[0]) }
        #expect(pages == Array(pages[0]..<pages[0] + 10))
        #expect(pages.contains(499_999_999))
        #expect(fields[3] == "Page \(pages[0] + 1) of 1000000000")
        pcDestroy(handle)
    }

    @Test("Setting the current page in code reports no change; a key press reports the person's change")
    func changesArePersons() throws {
        let handle = Read.control(pages: 5)
        pcSetCurrent(handle, 3)
        #expect(Read(handle)[.change] == -1)
        #expect(pcKey(handle, 39, 0, 1) == 1)  // right arrow
        let frame = Read(handle)
        #expect(frame[.currentPage] == 4)
        #expect(frame[.change] == 4)
        #expect(try #require(frame.fields)[2] == "Page 5 of 5")
        // The change is handed over once.
        #expect(Read(handle)[.change] == -1)
        #expect(pcKey(handle, 36, 0, 2) == 1)  // Home
        #expect(Read(handle)[.change] == 0)
        #expect(pcKey(handle, 65, 0, 3) == 0)  // "A" is not the control's
        pcDestroy(handle)
    }

    @Test(
        "Right to left mirrors the arrows: the arrow towards the row's end moves forward",
        arguments: [(Int32(0), Int32(39), 2.0), (0, 37, 0), (1, 37, 2), (1, 39, 0)])
    func mirroredArrows(rightToLeft: Int32, keyCode: Int32, expected: Double) {
        let handle = Read.control(pages: 5)
        pcSetCurrent(handle, 1)
        pcSetDirection(handle, rightToLeft, 0)
        #expect(pcKey(handle, keyCode, 0, 1) == 1)
        #expect(Read(handle)[.currentPage] == expected)
        pcDestroy(handle)
    }

    @Test("A mouse click on a dot goes to its page and is a person's change")
    func clickOnDot() {
        let handle = Read.control(pages: 5)
        let tab = Read(handle).tab(4)
        let (x, y) = (tab[1] + tab[3] / 2, tab[4] / 2)
        #expect(pcPointer(handle, 0, x, y, 1.0, 0) & 1 == 1)
        #expect(pcPointer(handle, 2, x, y, 1.05, 0) & 1 == 1)
        let after = Read(handle)
        #expect(after[.currentPage] == 4)
        #expect(after[.change] == 4)
        pcDestroy(handle)
    }

    @Test("Position follows a scroll fractionally and sends nothing")
    func positionFollowsScroll() {
        let handle = Read.control(pages: 10)
        let frame = Read(handle, address: pcSetPosition(handle, 2.4))
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.position == 2.4)
        #expect(web.control.currentPage == 2)
        #expect(frame[.change] == -1)
        #expect(frame[.position] == 2.4)
        pcDestroy(handle)
    }

    @Test("A position or a scroll writes the frame and returns its address, as pc_frame does: one call an update")
    func positionAndScrollWriteTheFrame() throws {
        let handle = Read.control(pages: 10)
        _ = Read(handle)
        let address = pcSetPosition(handle, 1.2)
        #expect(address != 0)
        let moved = Read(handle, address: address)
        #expect(moved[.position] == 1.2 && moved[.currentPage] == 1)
        #expect(try #require(moved.fields)[1] == "Page 2 of 10", "the new page's texts, in the frame returned")
        #expect(pcFrame(handle) == address, "the same numbers, written over")
        pcBind(handle, 4, 300, 10, 0, 0, 300, 0, 930, 0)
        _ = Read(handle)
        let scrolled = Read(handle, address: pcScrolled(handle, 465, 0))
        #expect(scrolled[.position] == 1.5)
        #expect(pcSetPosition(-1, 2) == 0 && pcScrolled(-1, 0, 0) == 0, "an unknown handle")
        pcDestroy(handle)
    }

    @Test("Options reach the core; a code outside the core's lists is refused and changes nothing")
    func options() throws {
        let handle = Read.control(pages: 1_000_000_000)
        #expect(Read.setEffect(handle, "thin-worm") == 1)
        #expect(Read.setPresentation(handle, "lines") == 1)
        pcSetLanguage(handle, Read.input("fr"))
        pcSetMaxVisible(handle, 7)
        pcSetLoop(handle, 1)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.indicatorEffect == .thinWorm)
        #expect(web.control.presentation.kind == .lines)
        #expect(web.control.window.maximumVisibleIndicators == 7)
        #expect(web.control.paging.wrapsAround)
        let frame = Read(handle)
        #expect(frame.tabCount == 7)
        let fields = try #require(frame.fields)
        #expect(fields[1] == PageControlStrings.forLanguage("fr").value(page: 0, of: 1_000_000_000))
        #expect(fields[1].hasPrefix("Page 1 sur "))
        // A code outside the core's lists changes nothing (the page reads the names: page-control.js).
        #expect(pcSetEffect(handle, Int32(IndicatorEffect.all.count), .nan) == 0)
        #expect(pcSetEffect(handle, -1, 1.2) == 0)
        #expect(pcSetPresentation(handle, Int32(IndicatorPresentation.allCases.count)) == 0)
        #expect(pcSetPresentation(handle, -1) == 0)
        #expect(web.control.indicatorEffect == .thinWorm)
        #expect(web.control.presentation.kind == .lines)
        pcDestroy(handle)
    }

    @Test("Autoplay advances without a change or an announcement; a person's key is both")
    func autoplayIsSilent() throws {
        let handle = Read.control(pages: 3)
        pcSetAutoplay(handle, 1)
        #expect(pcAdvance(handle, 10) == 1)
        #expect(pcAdvance(handle, 11.5) == 1)
        var frame = Read(handle)
        #expect(frame[.currentPage] == 1)
        #expect(frame[.runsSlideShow] == 1)
        #expect(frame[.change] == -1)
        #expect(frame.fields?[2] ?? "" == "")
        #expect(pcKey(handle, 39, 0, 11.6) == 1)
        frame = Read(handle)
        #expect(frame[.change] == 2)
        #expect(try #require(frame.fields)[2] != "")
        pcSetAutoplay(handle, 0)
        #expect(Read(handle)[.runsSlideShow] == 0)
        pcDestroy(handle)
    }

    @Test("Hover pauses the slide show; the environment reaches the core")
    func environment() {
        let handle = Read.control(pages: 3)
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
        let handle = Read.control(pages: 4)
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
        #expect(Read(handle)[.runsSlideShow] == 1)
        #expect(pcKey(handle, 39, 0, 13.3) == 1)
        #expect(web.control.currentPage == 2)
        _ = pcAdvance(handle, 14)
        _ = pcAdvance(handle, 20)
        #expect(web.control.currentPage == 2)
        let frame = Read(handle)
        #expect(frame[.runsSlideShow] == 0)
        #expect(frame[.change] == 2)
        pcDestroy(handle)
    }

    @Test(
        "A bound container's scroll offsets become positions and pages become offsets, in both directions",
        arguments: [false, true])
    func pager(rightToLeft: Bool) {
        let handle = Read.control(pages: 3)
        // Four 300-pixel slides, 10 apart, no insets, in a 300-pixel container: 930 pixels to scroll.
        pcBind(handle, 4, 300, 10, 0, 0, 300, 0, 930, rightToLeft ? 1 : 0)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.numberOfPages == 4)
        let sign = rightToLeft ? -1.0 : 1
        _ = pcScrolled(handle, sign * 465, 0)
        #expect(abs(web.control.position - 1.5) < 1e-9)
        #expect(pcScrollOffset(handle, 2) == sign * 620)
        #expect(pcScrollOffset(handle, 0) == 0)
        pcUnbind(handle)
        #expect(pcScrollOffset(handle, 2).isNaN)
        pcDestroy(handle)
    }

    @Test("Centred slides with insets snap where the core's paging maths puts them")
    func centredPager() {
        let handle = Read.control(pages: 5)
        // 300-pixel cards 10 apart, centred in a 390-pixel container, 45-pixel insets: page 2 is at 620.
        pcBind(handle, 5, 300, 10, 45, 45, 390, 1, 45 + 5 * 300 + 4 * 10 + 45 - 390, 0)
        #expect(pcScrollOffset(handle, 2) == 620)
        _ = pcScrolled(handle, 620, 0)
        #expect(WebRegistry.control(Int(handle))!.control.position == 2)
        pcDestroy(handle)
    }

    @Test("The core's words for a slide and a carousel, and a page's name, in the control's language")
    func words() {
        let handle = Read.control(pages: 8)
        func read(_ page: Double) -> String {
            let length = Int(pcWords(handle, page))
            let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: pcText(handle))!, count: length)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(read(-1) == "slide\u{1F}carousel")
        #expect(read(2) == "Page 3 of 8")
        pcSetLanguage(handle, Read.input("de"))
        #expect(read(-1) == "Folie\u{1F}Karussell")
        #expect(read(7) == "Seite 8 von 8")
        pcDestroy(handle)
    }

    @Test("Unknown and destroyed handles do nothing")
    func unknownHandles() {
        let handle = Read.control(pages: 2)
        pcDestroy(handle)
        #expect(pcFrame(handle) == 0)
        #expect(pcKey(handle, 39, 0, 0) == 0)
        #expect(pcKey(-1, 39, 0, 0) == 0)
        #expect(pcSetEffect(9999, 1, .nan) == 0)
        #expect(pcSetPresentation(9999, 1) == 0)
        #expect(pcScrollOffset(9999, 1).isNaN)
        #expect(pcWords(9999, 1) == 0)
    }

    @Test(
        "DOM key codes map to the core's keys",
        arguments: [
            (37, PageControlKey.left), (38, .up), (39, .right), (40, .down), (36, .home), (35, .end), (33, .pageUp),
            (34, .pageDown), (32, .space), (80, .playPause), (179, .playPause),
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
