import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlWeb

/// The exports' look: the row's size for thin presentations, the number, the colours that follow the page's text,
/// and the page's dot size and spacing.
@MainActor
@Suite("WebAssembly exports: the look")
struct WebLookExportsTests {
    typealias Read = WebFrameReader

    @Test("Thin lines get a margin across the row: the row and each tab are 24 CSS pixels tall, taps still land")
    func thinRowsAreTwentyFourPixelsTall() {
        let handle = Read.control(pages: 5)
        #expect(Read.setPresentation(handle, "lines") == 1)
        let web = WebRegistry.control(Int(handle))!
        let bounds = web.control.bounds
        let pitch = web.control.layout.metrics.pitch
        #expect(bounds.height == 7 && pitch == 40 && bounds.minX == -2.5)
        let frame = Read(handle)
        #expect(frame[.height] == 24)
        #expect(frame.tabCount == 5)
        let dot = web.control.hitTesting.frame(forPage: 3)!
        let left = bounds.minX
        #expect(frame.tab(3) == [3, dot.midX - 20 - left, 0, 40, 24, 0])
        #expect(
            [frame[.viewBoxX], frame[.viewBoxY], frame[.viewBoxWidth], frame[.viewBoxHeight]]
                == [left, -8.5, bounds.width, 24])
        // A click at the tab's centre, 12 pixels down (the line's middle), goes to its page.
        #expect(pcPointer(handle, 0, dot.midX - left, 12, 1, 0) & 1 == 1)
        _ = pcPointer(handle, 2, dot.midX - left, 12, 1.05, 0)
        #expect(web.control.currentPage == 3)
        pcDestroy(handle)
    }

    @Test(
        "Segments keep their size: 24-pixel slots are tabs, denser bars are one slider (no tabs)",
        arguments: [(10, 10), (20, 0), (1000, 0)])
    func segmentsTabsOrSlider(pages: Double, tabs: Int) {
        let handle = Read.control(pages: pages)
        #expect(Read.setPresentation(handle, "segments") == 1)
        let frame = Read(handle)
        #expect(frame[.width] == WebRegistry.control(Int(handle))!.control.bounds.width)
        #expect(frame.tabCount == tabs)
        #expect(frame[.height] >= 24)
        pcDestroy(handle)
    }

    @Test("The number is one text primitive; its string travels with the texts and changes with the page")
    func numericText() throws {
        let handle = Read.control(pages: 12)
        #expect(Read.setPresentation(handle, "numeric") == 1)
        pcSetCurrent(handle, 6)
        let frame = Read(handle)
        #expect(frame.tabCount == 0)
        #expect(frame.primitiveCount == 1)
        let text = frame.primitive(0)
        #expect(text[0] == 3 && text[4] == 1 && text[5] == 0)
        #expect(try #require(frame.fields).last == "7 / 12")
        pcSetCurrent(handle, 7)
        #expect(try #require(Read(handle).fields).last == "8 / 12")
        pcDestroy(handle)
    }

    @Test("With no colour set, the dots are in the text colour: currentColor, the others translucent at 3:1")
    func followsTheTextColour() {
        let handle = Read.control(pages: 4)
        pcSetColor(handle, 2, 17, 24, 39, 1)  // #111827 text
        pcSetColor(handle, 3, 255, 255, 255, 1)  // on white
        let web = WebRegistry.control(Int(handle))!
        #expect(web.followsText)
        let frame = Read(handle)
        let colors = (0..<frame.primitiveCount).map { frame.primitive($0)[7] }
        #expect(colors.allSatisfy { $0 == -1 })
        let alphas = (0..<frame.primitiveCount).map { frame.primitive($0)[8] }
        #expect(alphas[0] == 1)
        let other = alphas[1]
        #expect(other < 1)
        let text = Color(red: 17 / 255, green: 24 / 255, blue: 39 / 255)
        #expect(Color.contrastRatio(text.withAlphaComponent(other).composited(over: .white), .white) >= 3)
        #expect(WebControl.otherAlpha(text: text, background: .white) == other)
        // A colour set by the page wins and is written as #RRGGBB.
        pcSetColor(handle, 1, 29, 78, 216, 1)
        let themed = Read(handle)
        #expect(themed.primitive(0)[7] == 0x1D4ED8)
        #expect(!web.followsText)
        pcDestroy(handle)
    }

    @Test(
        "The other dots' opacity is the least that stands 3:1 against the background, or 0.5 where none does",
        arguments: [
            (Color.black, Color.white, 0.45), (Color.white, Color.black, 0.35),
            (Color(white: 0.46), Color.white, 0.8), (Color(white: 0.5), Color(white: 0.55), 0.5),
        ])
    func otherAlpha(text: Color, background: Color, expected: Double) {
        let alpha = WebControl.otherAlpha(text: text, background: background)
        #expect(abs(alpha - expected) < 1e-9)
    }

    @Test("The page's dot size and spacing replace the presentation's, and go back to its defaults")
    func metrics() {
        let handle = Read.control(pages: 5)
        pcSetMetrics(handle, 10, 6)
        let web = WebRegistry.control(Int(handle))!
        #expect(web.control.layout.metrics.diameter == 10 && web.control.layout.metrics.pitch == 16)
        pcSetMetrics(handle, -1, -1)
        #expect(web.control.metrics == nil)
        #expect(web.control.layout.metrics.diameter == 7)
        pcDestroy(handle)
    }
}
