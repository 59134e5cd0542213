import PageControlCore
import Testing

@testable import PageControlHostSupport

@MainActor
@Suite struct PageControlHostAttentionTests {
    @Test(
        "A hover recognizer's state: began and changed are inside; ended, cancelled and failed outside",
        arguments: [(1, true), (2, true), (3, false), (4, false), (5, false)])
    func hover(state: Int, inside: Bool) {
        let control = PageControl()
        control.environment.isPointerHovering = !inside
        #expect(control.updatePointerInside(hoverState: state))
        #expect(control.environment.isPointerHovering == inside)
        #expect(!control.updatePointerInside(hoverState: state))  // no change the second time
    }

    @Test("A possible (0) or unknown state changes nothing")
    func possible() {
        let control = PageControl()
        #expect(!control.updatePointerInside(hoverState: 0))
        control.environment.isPointerHovering = true
        #expect(!control.updatePointerInside(hoverState: 9))
        #expect(control.environment.isPointerHovering)
    }

    @Test("Leaving the window forgets the pointer, keyboard focus and the accessibility cursor")
    func clear() {
        let control = PageControl()
        control.environment.isPointerHovering = true
        control.environment.hasKeyboardFocus = true
        control.environment.hasAccessibilityFocus = true
        control.environment.contentHasKeyboardFocus = true
        control.clearAttention()
        #expect(!control.environment.isPointerHovering)
        #expect(!control.environment.hasKeyboardFocus)
        #expect(!control.environment.hasAccessibilityFocus)
        #expect(control.environment.contentHasKeyboardFocus)
    }

    @Test("A bound scroll view animates to a person's page unless they scrub or Reduce Motion is on")
    func animatesBoundScroll() {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = 8
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 100)
        #expect(control.animatesBoundScroll)
        _ = control.beginScrubbing(at: control.hitTesting.frame(forPage: 0)!.center, pointerKind: .mouse)
        #expect(!control.animatesBoundScroll)
        control.endScrubbing()
        #expect(control.animatesBoundScroll)
        control.environment.reducesMotion = true
        #expect(!control.animatesBoundScroll)
    }
}
