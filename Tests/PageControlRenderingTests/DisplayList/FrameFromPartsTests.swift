import PageControlCore
import PageControlRendering
import Testing

/// A frame made through the public initialiser, without a control, draws what the control draws: states, content
/// and a platter included.
@MainActor
@Suite struct FrameFromPartsTests {
    @Test("A frame with states, badges, page numbers and a platter made by hand renders the control's SVG")
    func sameSVG() {
        let control = PageControl()
        control.numberOfPages = 8
        control.currentPage = 3
        control.bounds = Rect(x: 0, y: 0, width: 240, height: 44)
        control.backgroundStyle = .prominent
        control.indicatorStates[0] = .completed
        control.indicatorStates[5] = .attention
        control.indicatorStates[6] = .unavailable
        control.presentation.setContent(.badge(2), forPage: 3)
        control.presentation.setContent(.badge(120), forPage: 6)
        control.presentation.setContent(.text("A"), forPage: 1)
        let look = control.frame().look
        let made = PageControlFrame(
            layout: control.layout, size: control.bounds.size, currentColor: look.currentColor,
            otherColor: look.otherColor, platterColor: look.platterColor, currentPage: 3,
            states: control.indicatorStates, presentation: control.presentation)
        let svg = SVGRenderer(scale: 2).render(made)
        #expect(svg == SVGRenderer(scale: 2).render(control.frame()))
        #expect(svg.contains("<title>Page 4 of 8, 2 new</title>"))
        // The platter, eight dots, two badge discs, one badge count and the text inside page 2's dot.
        let list = DisplayList(made)
        #expect(list.map(\.role).filter { $0 == .platter }.count == 1)
        #expect(list.map(\.role).filter { $0 == .indicator }.count == 8)
        #expect(list.map(\.role).filter { $0 == .badge }.count == 4)
        #expect(list.map(\.role).filter { $0 == .content }.count == 1)
    }

    @Test(
        "A host's platter material comes through the public initialiser, as the control's frame has it",
        arguments: PlatterMaterial.allCases)
    func platterMaterial(_ material: PlatterMaterial) {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        control.backgroundStyle = .prominent
        let frame = control.frame(platter: material)
        let made = PageControlFrame(
            layout: frame.layout, size: frame.size, currentColor: frame.currentColor, otherColor: frame.otherColor,
            platterColor: frame.look.platterColor, platter: material)
        #expect(made.platter == material && made.showsPlatter)
        #expect(Array(DisplayList(made)) == Array(DisplayList(frame)))
        #expect(DisplayList(made).map(\.role).contains(.platter) == material.isDrawnByList)
    }

    @Test("Page numbers in a language's digits come through the public initialiser too")
    func pageNumbers() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 240, height: 44)
        control.environment.language = "ar"
        control.presentation.showsPageNumbers = true
        let look = control.frame().look
        let made = PageControlFrame(
            layout: control.layout, size: control.bounds.size, currentColor: look.currentColor,
            otherColor: look.otherColor, presentation: control.presentation, language: "ar")
        #expect(SVGRenderer().render(made) == SVGRenderer().render(control.frame()))
        #expect(
            DisplayList(made).contains { if case .text(let text) = $0.geometry { text.string == "٣" } else { false } })
    }
}
