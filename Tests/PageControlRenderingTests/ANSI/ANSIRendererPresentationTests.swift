import PageControlCore
import PageControlRendering
import Testing

/// Lines, segments, the number and content in terminal cells.
@MainActor
@Suite(.serialized) struct ANSIRendererPresentationTests {
    func text(_ setUp: (PageControl) -> Void) -> String {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 6
        setUp(control)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        return ANSIRenderer(colorMode: .none).render(control).text
    }

    @Test("Lines are runs of thin cells and the moving line a thick run over them")
    func lines() {
        let row = text {
            $0.indicatorPresentation = .lines
            $0.position = 2.4
        }
        #expect(row == "─────━━─────")
    }

    @Test("Segments fill with thick cells up to the position")
    func segments() {
        let row = text {
            $0.indicatorPresentation = .segments
            $0.position = 2.4
        }
        #expect(row == "━━━━━━━─────")
    }

    @Test("The number is written a character per cell")
    func numeric() {
        let row = text {
            $0.indicatorPresentation = .numeric
            $0.currentPage = 2
        }
        #expect(row == "3 / 6")
    }

    @Test("Numbers and text replace their dots; a badge follows its dot in superscript, a plain one as •")
    func content() {
        let row = text {
            $0.currentPage = 2
            $0.setIndicatorContent(.number, forPage: 0)
            $0.setIndicatorContent(.badge(3), forPage: 2)
            $0.setIndicatorContent(.text("AB"), forPage: 4)
            $0.setIndicatorContent(.badge(0), forPage: 5)
        }
        #expect(row == "1 ○ ●³○ AB○•")
    }
}
