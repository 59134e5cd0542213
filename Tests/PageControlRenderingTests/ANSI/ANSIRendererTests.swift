import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct ANSIRendererTests {
    func control(_ pages: Int, _ current: Int) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        return c
    }

    @Test(
        "Plain output: ● for the current page, ○ for the others, and its width in cells",
        arguments: [
            (1, 0, "●", 1), (3, 1, "○ ● ○", 5), (5, 4, "○ ○ ○ ○ ●", 9), (30, 15, "· ○ ○ ○ ○ ○ ○ ● ○ ·", 19),
            (30, 0, "● ○ ○ ○ ○ ○ ○ ○ ○ ·", 19),
        ])
    func plain(pages: Int, current: Int, text: String, width: Int) {
        let out = ANSIRenderer(colorMode: .none).render(control(pages, current).frame())
        #expect(out.text == text)
        #expect(out.width == width)
        #expect(out.height == 1)
    }

    @Test("Right-to-left rows read from the right; vertical rows are a column")
    func directions() {
        let c = control(3, 0)
        c.direction = .rightToLeft
        #expect(ANSIRenderer(colorMode: .none).render(c.frame()).text == "○ ○ ●")
        c.direction = .topToBottom
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        let column = ANSIRenderer(colorMode: .none).render(c.frame())
        #expect(column.text == "●\n○\n○")
        #expect(column.width == 1 && column.height == 3)
    }

    @Test("Colour escapes: 24-bit and the 256-colour fallback, translucent colours over the background")
    func colours() {
        let c = control(2, 0)
        let truecolor = ANSIRenderer(colorMode: .trueColor).render(c.frame()).text
        #expect(truecolor == "\u{1B}[38;2;255;255;255m●\u{1B}[0m \u{1B}[38;2;64;64;64m○\u{1B}[0m")
        let palette = ANSIRenderer(colorMode: .palette256).render(c.frame()).text
        #expect(palette == "\u{1B}[38;5;231m●\u{1B}[0m \u{1B}[38;5;238m○\u{1B}[0m")
        expectSnapshot(
            ANSIRenderer().render(control(12, 6).frame()).text + "\n", named: "12-pages-truecolor",
            suite: "ANSIRendererTests")
    }

    @Test(
        "Step buttons are one character at each end, pointing away from the dots, dimmed at an end",
        arguments: [
            (PageControlDirection.leftToRight, 0, "‹ ● ○ ○ ○ ○ ›"), (.rightToLeft, 0, "‹ ○ ○ ○ ○ ● ›"),
            (.leftToRight, 4, "‹ ○ ○ ○ ○ ● ›"), (.topToBottom, 0, "˄\n●\n○\n○\n○\n○\n˅"),
        ])
    func stepButtons(direction: PageControlDirection, page: Int, text: String) {
        let c = control(5, page)
        c.direction = direction
        c.showsStepButtons = true
        c.window.preferredNumberOfVisibleIndicators = 10
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        #expect(ANSIRenderer(colorMode: .none).render(c.frame()).text == text)
        let reversed = direction == .rightToLeft
        let dimmed = (page == 0) != reversed ? "‹" : "›"
        let colored = ANSIRenderer(colorMode: .palette256).render(c.frame()).text
        if direction != .topToBottom {
            #expect(colored.contains("\u{1B}[38;5;238m\(dimmed)"))
            #expect(colored.contains("\u{1B}[38;5;231m\(dimmed == "‹" ? "›" : "‹")"))
        }
        expectSnapshot(
            ANSIRenderer().render(c.frame()).text + "\n", named: "step-buttons-\(direction)-\(page)",
            suite: "ANSIRendererTests")
    }

    @Test("Custom glyphs")
    func glyphs() {
        let out = ANSIRenderer(currentGlyph: "◉", glyph: "-", colorMode: .none).render(control(3, 2).frame())
        #expect(out.text == "- - ◉")
    }

    @Test("The timer pill fills cell by cell")
    func pill() {
        let c = control(3, 0)
        let timer = PageControlTimerProgress(preferredDuration: 3)
        c.progress = timer
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 2)
        let out = ANSIRenderer(colorMode: .none).render(c.frame())
        #expect(out.text == "━━─ ○ ○")
        #expect(out.width == 7)
    }

    @Test(
        "NO_COLOR turns colour off; COLORTERM asks for true colour",
        arguments: [
            (["NO_COLOR": ""], ANSIRenderer.ColorMode.none), (["TERM": "dumb"], .none),
            (["COLORTERM": "truecolor"], .trueColor), (["COLORTERM": "24bit", "NO_COLOR": "1"], .none),
            ([:], .palette256),
        ])
    func environment(env: [String: String], mode: ANSIRenderer.ColorMode) {
        #expect(ANSIRenderer.colorMode(environment: env) == mode)
    }

    @Test("A sliding row moves a whole cell at a time, the current glyph following the emphasis")
    func sliding() {
        let c = PageControl()
        c.numberOfPages = 3
        c.metrics = IndicatorMetrics(diameter: 1, spacing: 1, verticalPadding: 0, minimumHeight: 1)
        c.bounds = Rect(x: 0, y: 0, width: 11, height: 1)  // dots at 3, 5 and 7: the core centres the row
        let renderer = ANSIRenderer(colorMode: .none)
        let rest = renderer.render(c.frame())
        #expect(rest.text == "● ○ ○")
        #expect(rest.column == 3 && rest.line == 0)
        c.position = 0.6
        #expect(renderer.render(c.frame()).text == "○ ● ○")
    }

    @Test("The label stands where the layout puts it: after the dots, before them right to left")
    func label() {
        let c = control(120, 6)
        c.window.overflowStyle = .dotsAndLabel(threshold: 20)
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        let renderer = ANSIRenderer(colorMode: .none)
        #expect(renderer.render(c.frame()).text.hasSuffix("○ · 7 / 120"))
        c.direction = .rightToLeft
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        #expect(renderer.render(c.frame()).text.hasPrefix("7 / 120"))
        #expect(renderer.render(c.frame()).text.hasSuffix("○ ○"))
    }

    @Test("Platter, outlines and the focus ring take no cells")
    func undrawn() {
        let c = control(3, 1)
        c.backgroundStyle = .prominent
        c.environment.prefersIncreasedContrast = true
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        #expect(ANSIRenderer(colorMode: .none).render(DisplayList(c.frame(showsFocusRing: true))).text == "○ ● ○")
    }

    @Test("Nothing to draw gives empty output")
    func empty() {
        let out = ANSIRenderer(colorMode: .none).render(control(0, 0).frame())
        #expect(out == ANSIRenderer.Output(text: "", width: 0, height: 0))
    }
}
