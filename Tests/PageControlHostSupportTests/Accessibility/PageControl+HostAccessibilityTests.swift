import PageControlCore
import Testing

@testable import PageControlHostSupport

@MainActor
@Suite struct PageControlHostAccessibilityTests {
    @Test("A custom action succeeds when the page changed, and fails when it did not")
    func pageChange() {
        let control = PageControl()
        control.numberOfPages = 5
        #expect(control.performCustomAction(.lastPage))
        #expect(control.currentPage == 4)
        #expect(!control.performCustomAction(.lastPage))
        #expect(control.performCustomAction(.firstPage))
    }

    @Test("Stopping or starting the slide show succeeds though the page stays")
    func slideShow() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        control.progress = timer
        timer.resumeTimer()
        #expect(control.performCustomAction(.stopSlideShow))
        #expect(!((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true))
        #expect(control.performCustomAction(.startSlideShow))
        #expect(((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true))
        #expect(control.currentPage == 0)
    }

    /// A stand-in for `UIAccessibilityTraits`.
    struct HostTraits: OptionSet {
        let rawValue: UInt64
        static let adjustable = HostTraits(rawValue: 1 << 12)
        static let updatesFrequently = HostTraits(rawValue: 1 << 10)
    }

    @Test("The control's traits map to the host's adjustable and updates-frequently traits")
    func traits() {
        let all = PageControl().accessibilityElement.traits.mapped(
            adjustable: HostTraits.adjustable, updatesFrequently: .updatesFrequently)
        #expect(all.rawValue == 1 << 12 | 1 << 10)
        #expect(
            AccessibilityTraits.adjustable.mapped(adjustable: HostTraits.adjustable, updatesFrequently: [])
                == .adjustable)
        #expect(
            AccessibilityTraits().mapped(adjustable: HostTraits.adjustable, updatesFrequently: .updatesFrequently)
                .isEmpty)
    }
}
