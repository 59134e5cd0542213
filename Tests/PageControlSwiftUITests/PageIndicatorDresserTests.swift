import PageControlCore
import PageControlDesignSystem
import Testing

@testable import PageControlSwiftUI

/// The rule behind `PageIndicator`'s look, on Linux: a pass of `body` with unchanged inputs (every frame of
/// an animation) sets nothing on the control.
@MainActor
@Suite struct PageIndicatorDresserTests {
    func look(
        style: PageControlStyle? = .primary(), effect: IndicatorEffect = .none, contrast: Bool = false,
        category: DynamicTypeScale.Category? = nil, id: AnyHashable? = nil
    ) -> PageIndicatorLook {
        PageIndicatorLook(
            style: style, effect: effect, prefersIncreasedContrast: contrast, contentSizeCategory: category,
            configureID: id)
    }

    @Test("A tick with unchanged inputs sets nothing on the control, and its look stays as the style made it")
    func tickKeepsTheLook() {
        let control = PageControl()
        control.numberOfPages = 5
        var dresser = PageIndicatorDresser()
        let first = dresser.dress(control, in: look(), configure: nil)
        #expect(first)
        let kept = control.frame().look
        for _ in 0..<60 {
            let again = dresser.dress(control, in: look(), configure: nil)
            #expect(!again)
            control.advanceAnimation(to: 1)
        }
        #expect(control.frame().look == kept)
        #expect(dresser.applications == 1)
        #expect(kept.currentColor == PageControlStyle.primary().currentPageIndicatorTintColor)
    }

    @Test(
        "Each input that changes applies the look again",
        arguments: [
            ("style", 0), ("effect", 1), ("contrast", 2), ("text size", 3), ("configure identity", 4),
        ])
    func changesApply(name: String, index: Int) {
        let control = PageControl()
        control.numberOfPages = 5
        var dresser = PageIndicatorDresser()
        dresser.dress(control, in: look(), configure: nil)
        let changed = [
            look(style: .secondary()), look(effect: .worm), look(contrast: true), look(category: .accessibilityLarge),
            look(id: 2),
        ][index]
        let applied = dresser.dress(control, in: changed, configure: nil)
        #expect(applied)
        #expect(dresser.applications == 2)
    }

    @Test("configure runs after the style, so what it sets wins, and only when the look is applied")
    func configureOrder() {
        let control = PageControl()
        var runs = 0
        var dresser = PageIndicatorDresser()
        let configure: Style<PageControl> = { control in
            runs += 1
            control.currentPageIndicatorTintColor = .black
        }
        dresser.dress(control, in: look(id: "v1"), configure: configure)
        dresser.dress(control, in: look(id: "v1"), configure: configure)
        #expect(runs == 1)
        #expect(control.currentPageIndicatorTintColor == .black)
        dresser.dress(control, in: look(id: "v2"), configure: configure)
        #expect(runs == 2)
    }

    @Test("No style resets the colours to the control's defaults")
    func noStyle() {
        let control = PageControl()
        var dresser = PageIndicatorDresser()
        dresser.dress(control, in: look(), configure: nil)
        dresser.dress(control, in: look(style: nil), configure: nil)
        #expect(control.currentPageIndicatorTintColor == nil)
        #expect(control.frame().look.currentColor == .white)
    }
}
