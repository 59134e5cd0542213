import Testing

@testable import PageControlCore

/// Content on pages' dots: how it is stored, how the dots grow for it and how it is spoken.
@MainActor
@Suite struct IndicatorContentTests {
    func control(pages: Int = 8) -> PageControl {
        let control = PageControl()
        control.numberOfPages = pages
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    @Test(
        "Content is normalised as stored",
        arguments: [
            (IndicatorContent.badge(-3), IndicatorContent.badge(0)), (.text("ABC"), .text("AB")), (.text(""), .none),
            (.text("👍🏽x"), .text("👍🏽x")), (.number, .number), (.badge(120), .badge(120)),
        ])
    func normalized(content: IndicatorContent, stored: IndicatorContent) {
        let control = self.control()
        control.presentation.setContent(content, forPage: 3)
        #expect(control.presentation.content(forPage: 3) == stored)
        #expect(control.presentation.content(forPage: 4) == .none)
    }

    @Test("A badge shows its count in the language's digits, 99+ above 99 and nothing for 0")
    func badgeText() {
        let english = PageControlStrings.english
        #expect(IndicatorContent.badgeText(count: 0, strings: english) == nil)
        #expect(IndicatorContent.badgeText(count: 7, strings: english) == "7")
        #expect(IndicatorContent.badgeText(count: 99, strings: english) == "99")
        #expect(IndicatorContent.badgeText(count: 100, strings: english) == "99+")
        #expect(IndicatorContent.badgeText(count: 42, strings: .forLanguage("ar")) == "٤٢")
    }

    @Test("Content is sparse: a billion pages hold three, and lowering the count drops what is past it")
    func sparse() {
        let control = self.control(pages: 1_000_000_000)
        control.presentation.setContent(.badge(2), forPage: 999_999_999)
        control.presentation.setContent(.text("A"), forPage: 5)
        control.presentation.setContent(.number, forPage: 0)
        #expect(control.presentation.contents.byPage.count == 3)
        control.presentation.setContent(.none, forPage: 0)
        #expect(control.presentation.contents.byPage.count == 2)
        control.numberOfPages = 10
        #expect(control.presentation.contents.byPage == [5: .text("A")])
        control.presentation.setContent(.number, forPage: 10)
        control.presentation.setContent(.number, forPage: -1)
        #expect(control.presentation.contents.byPage == [5: .text("A")])
    }

    @Test(
        "Dots grow to hold a number or text inside, every dot alike",
        arguments: [
            (1, 13.5, 13.5), (2, 2 * 0.6 * 9 + 4.5, 13.5), (3, 3 * 0.6 * 9 + 4.5, 13.5),
        ])
    func growth(characters: Int, length: Double, thickness: Double) {
        let grown = IndicatorMetrics.classic.grownForContent(characters: characters)
        #expect(grown.resolvedIndicatorLength == length)
        #expect(grown.diameter == thickness)
        #expect(IndicatorMetrics.classic.grownForContent(characters: 0) == .classic)
    }

    @Test("Page numbers grow the dots to the page count's digits; a badge grows nothing")
    func pageNumbersGrow() {
        let control = self.control(pages: 120)
        control.presentation.setContent(.badge(5), forPage: 1)
        #expect(control.layout[0].frame.size == Size(width: 7, height: 7))
        control.presentation.showsPageNumbers = true
        #expect(control.layout[0].frame.size == Size(width: 3 * 0.6 * 9 + 4.5, height: 13.5))
        control.numberOfPages = 9
        #expect(control.layout[0].frame.size == Size(width: 13.5, height: 13.5))
        control.presentation.showsPageNumbers = false
        control.presentation.setContent(.text("AB"), forPage: 2)
        #expect(control.layout[0].frame.size == Size(width: 2 * 0.6 * 9 + 4.5, height: 13.5))
    }

    @Test(
        "Content is spoken after the state",
        arguments: [
            ("en", IndicatorContent.badge(2), "Page 3 of 8, completed, 2 new"),
            ("en", .badge(0), "Page 3 of 8, completed, new"), ("en", .text("VIP"), "Page 3 of 8, completed, VI"),
            ("en", .number, "Page 3 of 8, completed"), ("ru", .badge(5), "Страница 3 из 8, завершена, 5 новых"),
        ])
    func spoken(language: String, content: IndicatorContent, value: String) {
        let control = self.control()
        control.environment.language = language
        control.indicatorStates[2] = .completed
        control.presentation.setContent(content, forPage: 2)
        control.currentPage = 2
        #expect(control.accessibilityElement.value == value)
    }

    @Test("Setting content never sends valueChanged")
    func noEvent() {
        let control = self.control()
        var events = 0
        _ = control.addAction(for: .valueChanged) { _ in events += 1 }
        control.presentation.setContent(.badge(1), forPage: 1)
        control.presentation.showsPageNumbers = true
        #expect(events == 0)
    }

    @Test("The badge colour falls back to the proxy, then the default red")
    func badgeColor() {
        let control = self.control()
        #expect(control.look.badgeColor == PageControlAppearance.defaultBadgeColor)
        #expect(Color.contrastRatio(.white, PageControlAppearance.defaultBadgeColor) >= 4.5)
        PageControl.appearance().badgeColor = .black
        defer { PageControl.appearance().reset() }
        #expect(control.look.badgeColor == .black)
        control.presentation.badgeColor = .white
        #expect(control.look.badgeColor == .white)
    }
}
