import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct DisplayListTests {
    func control(pages: Int, current: Int = 0) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        return c
    }

    @Test("Dots in page order, the current one white, the others translucent gray")
    func order() {
        let list = DisplayList(control(pages: 3, current: 1).frame())
        #expect(list.map(\.page) == [0, 1, 2])
        #expect(list.map(\.color) == [.translucentGray, .white, .translucentGray])
        #expect(list.map(\.isCurrent) == [false, true, false])
        #expect(list.allSatisfy { $0.role == .indicator })
        // Round dots are rounded rectangles with half their side as the radius.
        #expect(list[0].geometry == .roundedRectangle(Rect(x: 80.5, y: 15, width: 7, height: 7), cornerRadius: 3.5))
    }

    @Test("A billion pages give the window's dots only")
    func windowed() {
        let list = DisplayList(control(pages: 1_000_000_000, current: 500_000_000).frame())
        // Stepped there from page 0 by UIKit's rule: two dots before the trailing end.
        #expect(list.count == 10)
        #expect(list.first?.page == 499_999_993)
    }

    @Test("Between pages the colour is blended by emphasis")
    func blended() {
        let c = control(pages: 3)
        c.position = 0.25
        let list = DisplayList(c.frame())
        let gray = Color.translucentGray
        #expect(list[0].color == gray.blended(towards: .white, by: 0.75))
        #expect(list[0].color == Color(white: 0.875, alpha: 0.875))
        #expect(list[1].color == Color(white: 0.625, alpha: 0.625))
    }

    @Test("The platter comes first while scrubbing or when prominent")
    func platter() {
        let c = control(pages: 3)
        #expect(DisplayList(c.frame()).count == 3)
        c.backgroundStyle = .prominent
        let list = DisplayList(c.frame())
        #expect(list.count == 4)
        #expect(list[0].role == .platter)
        #expect(list[0].geometry == .roundedRectangle(Rect(x: 80.5, y: 0, width: 39, height: 37), cornerRadius: 18.5))
        #expect(list[0].color == PageControlAppearance.defaultPlatterColor)
    }

    @Test("A running timer adds a growing fill over the current pill")
    func timerFill() {
        let c = control(pages: 3)
        let timer = PageControlTimerProgress(preferredDuration: 4)
        c.progress = timer
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 2)
        let list = DisplayList(c.frame())
        #expect(list.count == 4)
        let pill = list[0].frame
        #expect(pill.width == 23)
        #expect(list[0].color == .translucentGray)
        #expect(list[3].role == .progress)
        #expect(
            list[3].geometry
                == .roundedRectangle(Rect(x: pill.minX, y: pill.minY, width: 15, height: 7), cornerRadius: 3.5))
        #expect(list[3].color == .white)
    }

    @Test("Colours blend per component and clamp the fraction")
    func blend() {
        #expect(Color.black.blended(towards: .white, by: 0.5) == Color(white: 0.5))
        #expect(Color.black.blended(towards: .white, by: 7) == .white)
        #expect(Color.black.blended(towards: .white, by: .nan) == .black)
    }
}

@MainActor
@Suite struct DisplayListLabelTests {
    @Test("The overflow label is the last primitive, in the current colour, in every renderer")
    func label() throws {
        let c = overflowControl()
        let list = DisplayList(c.frame())
        #expect(list.last?.role == .label)
        #expect(list.label?.text == "7 / 120")
        let label = try #require(list.label)
        // The text sits on a baseline 0.35 em below the label's middle, centred on it.
        #expect(
            list.last?.geometry
                == .text(
                    DisplayText(
                        string: "7 / 120", fontSize: label.fontSize,
                        origin: Point(x: label.frame.midX, y: label.frame.midY + 0.35 * label.fontSize),
                        alignment: .center)))
        #expect(list.last?.color == .white)
        #expect(SVGRenderer().render(c.frame()).contains(">7 / 120</text>"))
        #expect(ANSIRenderer(colorMode: .none).render(c.frame()).text.hasSuffix("○ · 7 / 120"))
        let png = try PNGRenderer(scale: 2).render(list)
        #expect(png.count > 100)
    }
}

@MainActor
@Suite struct DisplayListContrastTests {
    @Test("Increase Contrast adds a black or white ring after each dot")
    func outlines() {
        let c = PageControl()
        c.numberOfPages = 3
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        c.currentPageIndicatorTintColor = .white
        c.pageIndicatorTintColor = Color(white: 0.93, alpha: 0.5)
        #expect(DisplayList(c.frame()).count == 3)
        c.environment.prefersIncreasedContrast = true
        let list = DisplayList(c.frame())
        #expect(list.count == 6)
        #expect(list.map(\.role) == [.indicator, .outline, .indicator, .outline, .indicator, .outline])
        #expect(list[1].geometry == .ring(list[0].frame, cornerRadius: 3.5, lineWidth: 1))
        #expect(list[1].color == .black)
        #expect(list[2].color == Color(white: 0.93))
    }
}
