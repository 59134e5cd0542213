import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite(.serialized) struct DisplayListStateTests {
    /// Eight classic dots centred in 320 × 37: dot i spans x 100.5 + 16i … 107.5 + 16i, y 15 … 22.
    func control(pages: Int = 8, page: Int = 0) -> PageControl {
        PageControl.appearance().reset()
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = page
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return c
    }

    func dots(_ list: DisplayList) -> [DisplayPrimitive] { list.filter { $0.role == .indicator } }

    @Test("A page's state gives its dot the state's colour; the current dot keeps the current colour")
    func colours() {
        let c = control(page: 2)
        c.indicatorStates[0] = .completed
        c.indicatorStates[2] = .attention
        c.indicatorStates[5] = .visited
        let list = dots(DisplayList(c.frame()))
        #expect(list[0].color == IndicatorStateStyle.completedColor)
        #expect(list[1].color == .translucentGray)
        #expect(list[2].color == .white)
        #expect(list[5].color == Color(white: 0.75, alpha: 0.75))
    }

    @Test("Between pages a state's dot blends from its colour to the current colour")
    func blends() {
        let c = control()
        c.indicatorStates[1] = .completed
        c.position = 0.75
        let list = dots(DisplayList(c.frame()))
        #expect(list[1].color == IndicatorStateStyle.completedColor.blended(towards: .white, by: 0.75))
        #expect(list[1].isCurrent)
    }

    @Test("Unavailable is a ring while not current and the current shape while current")
    func unavailableRing() {
        let c = control()
        c.indicatorStates[3] = .unavailable
        var list = dots(DisplayList(c.frame()))
        let frame = Rect(x: 148.5, y: 15, width: 7, height: 7)
        #expect(list[3].geometry == .ring(frame, cornerRadius: 3.5, lineWidth: 1.75))
        #expect(list[3].color == .translucentGray)
        c.currentPage = 3
        list = dots(DisplayList(c.frame()))
        #expect(list[3].geometry == .roundedRectangle(frame, cornerRadius: 3.5))
    }

    @Test("A page's own shape beats its state's shape")
    func ownShapeWins() {
        let c = control()
        c.indicatorStates[3] = .unavailable
        c.setIndicatorShape(.roundedRectangle(cornerRadius: 1), forPage: 3)
        let list = dots(DisplayList(c.frame()))
        #expect(list[3].geometry == .roundedRectangle(Rect(x: 148.5, y: 15, width: 7, height: 7), cornerRadius: 1))
        #expect(list[3].color == .translucentGray)
    }

    @Test("The window's shrunk edge dots carry their states")
    func edgeDots() {
        let c = control(pages: 20)
        c.indicatorStates[9] = .attention
        c.indicatorStates[8] = .completed
        let list = dots(DisplayList(c.frame()))
        #expect(list.count == 10)
        // Page 9 is the outermost dot of the shrunk trailing end (1/3), page 8 the next (2/3).
        #expect(list[9].page == 9)
        #expect(list[9].frame.width == 7.0 / 3)
        #expect(list[9].color == IndicatorStateStyle.attentionColor)
        #expect(list[8].color == IndicatorStateStyle.completedColor)
    }

    @Test(
        "States show under every effect: under a mark every dot keeps its state's look", arguments: IndicatorEffect.all)
    func effects(effect: IndicatorEffect) {
        let c = control(page: 2)
        c.indicatorEffect = effect
        c.indicatorStates[2] = .completed
        c.indicatorStates[4] = .attention
        let list = dots(DisplayList(c.frame()))
        #expect(list[4].color == IndicatorStateStyle.attentionColor)
        if effect.hasMark {
            #expect(list[2].color == IndicatorStateStyle.completedColor)
            #expect(DisplayList(c.frame()).contains { $0.role == .mark && $0.color == .white })
        } else {
            #expect(list[2].color == .white)
        }
    }

    @Test(
        "A span of pages: every dot on screen is current, and a mark covers them all",
        arguments: [IndicatorEffect.none, .worm, .slide])
    func span(effect: IndicatorEffect) {
        let c = control(page: 2)
        c.paging.visiblePageCount = 3
        c.indicatorEffect = effect
        let list = DisplayList(c.frame())
        let current = list.filter { $0.role == .indicator && $0.isCurrent }.map(\.page)
        #expect(current == (effect.hasMark ? [] : [2, 3, 4]))
        if effect.hasMark {
            let mark = list.first { $0.role == .mark }!
            #expect(mark.frame == Rect(x: 132.5, y: 15, width: 39, height: 7))
        }
    }

    @Test("A worm over a span stretches to the next span and lets go of the first page")
    func spanWorm() {
        let c = control()
        c.paging.visiblePageCount = 2
        c.indicatorEffect = .worm
        c.position = 0.5
        // Span 0–1 spans x 100.5 … 123.5, span 1–2 spans 116.5 … 139.5: at half way the worm reaches the end.
        #expect(c.layout.mark?.frame == Rect(x: 100.5, y: 15, width: 39, height: 7))
        c.position = 1
        #expect(c.layout.mark?.frame == Rect(x: 116.5, y: 15, width: 23, height: 7))
    }

    @Test("The scrub preview is drawn last, as a rounded rectangle and its text, only when asked for")
    func preview() {
        let c = control()
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 100)
        c.beginScrubbing(at: Point(x: 104, y: 50), pointerKind: .mouse)
        c.moveScrubbing(to: Point(x: 136, y: 50))
        #expect(DisplayList(c.frame()).allSatisfy { $0.role != .preview })
        c.interaction.showsScrubPreview = true
        let list = DisplayList(c.frame(showsFocusRing: true))
        let preview = c.scrubPreview!
        #expect(list.map(\.role).suffix(3) == [.focusRing, .preview, .preview])
        #expect(list[list.count - 2].geometry == .roundedRectangle(preview.frame, cornerRadius: preview.cornerRadius))
        #expect(list[list.count - 2].color == ScrubPreview.backgroundColor)
        guard case .text(let text) = list[list.count - 1].geometry else {
            Issue.record("the last primitive is not text")
            return
        }
        #expect(text.string == "3 / 8")
        #expect(text.fontSize == 14)
        #expect(text.origin == Point(x: preview.frame.midX, y: preview.frame.midY + 0.7 * 14 / 2))
        #expect(list[list.count - 1].color == .white)
        c.endScrubbing()
        #expect(DisplayList(c.frame()).allSatisfy { $0.role != .preview })
    }

    @Test("Without a focus ring the preview follows the label")
    func previewAfterLabel() {
        let c = control(pages: 200)
        c.window.overflowStyle = .dotsAndLabel(threshold: 100)
        c.bounds = Rect(x: 0, y: 0, width: 390, height: 100)
        c.interaction.showsScrubPreview = true
        c.performAccessibilityAction(.increment)
        let roles = DisplayList(c.frame()).map(\.role)
        #expect(roles.suffix(3) == [.label, .preview, .preview])
    }
}

@MainActor
@Suite struct DisplayListFadeTests {
    @Test("A row fading when idle multiplies every primitive's opacity, and the renderers draw it")
    func fade() {
        let c = PageControl()
        c.numberOfPages = 3
        c.bounds = Rect(x: 0, y: 0, width: 100, height: 37)
        c.backgroundStyle = .prominent
        c.autoplay.fadesWhenIdle = true
        c.autoplay.idleFadeDelay = 1
        c.autoplay.idleFadeDuration = 1
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 1.5)
        let list = DisplayList(c.frame())
        #expect(list.opacity == 0.5)
        #expect(list.allSatisfy { $0.opacity == 0.5 })
        #expect(list[2].paint == Color.translucentGray.withAlphaComponent(0.25))
        let svg = SVGRenderer().render(list, title: nil)
        #expect(svg.contains(##"fill="#FFFFFF" fill-opacity="0.5""##))
        c.handleKey(.right)
        #expect(DisplayList(c.frame()).allSatisfy { $0.opacity == 1 })
    }
}

@MainActor
@Suite struct PlatterMaterialTests {
    @Test("Hosts with materials: glass from iOS 26, the thin material before, opaque for contrast or transparency")
    func choice() {
        #expect(
            PlatterMaterial.forSystemMaterials(
                glassAvailable: true, prefersIncreasedContrast: false, reducesTransparency: false) == .glass)
        #expect(
            PlatterMaterial.forSystemMaterials(
                glassAvailable: false, prefersIncreasedContrast: false, reducesTransparency: false) == .thinMaterial)
        for (contrast, transparency) in [(true, false), (false, true), (true, true)] {
            for glass in [true, false] {
                #expect(
                    PlatterMaterial.forSystemMaterials(
                        glassAvailable: glass, prefersIncreasedContrast: contrast, reducesTransparency: transparency)
                        == .opaque)
            }
        }
        #expect(PlatterMaterial.allCases.filter(\.isDrawnByList) == [.drawn, .opaque])
    }

    @Test("Without system materials (watchOS 9) the list draws the platter, unless glass or contrast decide")
    func withoutMaterials() {
        #expect(
            PlatterMaterial.forSystemMaterials(
                glassAvailable: false, materialAvailable: false, prefersIncreasedContrast: false,
                reducesTransparency: false) == .drawn)
        #expect(
            PlatterMaterial.forSystemMaterials(
                glassAvailable: true, materialAvailable: false, prefersIncreasedContrast: false,
                reducesTransparency: false) == .glass)
        #expect(
            PlatterMaterial.forSystemMaterials(
                glassAvailable: false, materialAvailable: false, prefersIncreasedContrast: true,
                reducesTransparency: false) == .opaque)
    }

    @Test(
        "A material leaves the platter primitive out; opaque draws it at full alpha",
        arguments: PlatterMaterial.allCases)
    func list(material: PlatterMaterial) {
        let c = PageControl()
        c.numberOfPages = 3
        c.bounds = Rect(x: 0, y: 0, width: 100, height: 37)
        c.backgroundStyle = .prominent
        let list = DisplayList(c.frame(platter: material))
        let platter = list.first { $0.role == .platter }
        switch material {
        case .drawn: #expect(platter?.color == PageControlAppearance.defaultPlatterColor)
        case .opaque: #expect(platter?.color == Color(white: 0.5))
        case .thinMaterial, .glass: #expect(platter == nil)
        }
        #expect(list.filter { $0.role == .indicator }.count == 3)
    }
}

@MainActor
@Suite(.serialized) struct DisplayListStateDirectionTests {
    func control(direction: PageControlDirection, pages: Int = 8, page: Int = 0) -> PageControl {
        PageControl.appearance().reset()
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = page
        c.direction = direction
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 320)
        return c
    }

    @Test(
        "States follow their pages in every direction: page 0 is at the row's start, page 7 at its end",
        arguments: [
            (PageControlDirection.leftToRight, 104.0, 216.0), (.rightToLeft, 216.0, 104.0),
            (.topToBottom, 104.0, 216.0), (.bottomToTop, 216.0, 104.0),
        ])
    func directions(direction: PageControlDirection, first: Double, last: Double) {
        let c = control(direction: direction, page: 3)
        c.indicatorStates[0] = .completed
        c.indicatorStates[7] = .attention
        let dots = DisplayList(c.frame()).filter { $0.role == .indicator }
        let completed = dots.first { $0.color == IndicatorStateStyle.completedColor }!
        let attention = dots.first { $0.color == IndicatorStateStyle.attentionColor }!
        #expect(completed.page == 0)
        #expect(attention.page == 7)
        let along = { (p: DisplayPrimitive) in direction.isVertical ? p.frame.midY : p.frame.midX }
        #expect(along(completed) == first)
        #expect(along(attention) == last)
    }

    @Test("A window scrolled to the middle: both shrunk ends carry their states")
    func bothEnds() {
        let c = control(direction: .leftToRight, pages: 40)
        for page in 0...20 { c.currentPage = page }
        let dots = DisplayList(c.frame()).filter { $0.role == .indicator }
        let first = dots.first!.page!
        let last = dots.last!.page!
        c.indicatorStates[first] = .attention
        c.indicatorStates[last] = .completed
        let shown = DisplayList(c.frame()).filter { $0.role == .indicator }
        #expect(shown.first!.frame.width < 7)  // shrunk: pages are hidden before it
        #expect(shown.last!.frame.width < 7)
        #expect(shown.first!.color == IndicatorStateStyle.attentionColor)
        #expect(shown.last!.color == IndicatorStateStyle.completedColor)
    }
}
