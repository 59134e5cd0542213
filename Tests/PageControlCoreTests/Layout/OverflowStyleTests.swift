import PageControlCore
import Testing

@MainActor
@Suite struct OverflowStyleTests {
    func control(_ style: OverflowStyle, pages: Int = 120, current: Int = 6) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.window.overflowStyle = style
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        return c
    }

    @Test(
        "The label shows only past the threshold",
        arguments: [
            (OverflowStyle.dots, 500, false, true), (.label(threshold: 20), 20, false, true),
            (.label(threshold: 20), 21, true, false), (.dotsAndLabel(threshold: 20), 21, true, true),
            (.label(threshold: -5), 2, true, false),
        ])
    func threshold(style: OverflowStyle, pages: Int, label: Bool, dots: Bool) {
        #expect(style.showsLabel(pageCount: pages) == label)
        #expect(style.showsDots(pageCount: pages) == dots)
    }

    @Test("A label alone replaces the dots: \"7 / 120\", 14 pt type, centred")
    func labelOnly() {
        let c = control(.label(threshold: 20))
        #expect(c.layout.isEmpty)
        let label = c.compactLabel
        #expect(label?.text == "7 / 120")
        #expect(label?.fontSize == 14)
        // 7 characters × 0.6 × 14 = 58.8 wide, 16.8 tall.
        #expect(c.intrinsicContentSize == Size(width: 58.8, height: 16.8))
        #expect(label?.frame == Rect(x: 0, y: 0, width: 58.8, height: 16.8))
    }

    @Test("Beside the dots, dots and label are centred together")
    func dotsAndLabel() {
        let c = control(.dotsAndLabel(threshold: 20))
        // Dots: 8 slots (UIKit's intrinsic size) = 119 pt; gap max(9, 7) = 9; label 58.8: 186.8 wide.
        #expect(c.intrinsicContentSize == Size(width: 186.8, height: 37))
        #expect(c.layout.contentFrame.minX == 0)
        #expect(c.compactLabel?.frame.minX == 128)
        c.direction = .rightToLeft
        #expect(abs((c.compactLabel?.frame.minX ?? 1) - 0) < 1e-9)
        #expect(abs(c.layout.contentFrame.minX - 67.8) < 1e-9)
    }

    @Test("The label follows the language's digits and the displayed page")
    func localised() {
        let c = control(.label(threshold: 20))
        c.environment.language = "ar"
        #expect(c.compactLabel?.text == "٧ / ١٢٠")
        c.environment.language = nil
        c.environment.reducesMotion = true
        c.handleKey(.end)
        #expect(c.compactLabel?.text == "120 / 120")
    }
}
