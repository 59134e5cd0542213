import PageControlCore
import PageControlTesting
import Testing

/// The screen around a control: its defaults and its clamping.
@Suite struct PageControlAuditScreenTests {
    @Test("The default screen: no background given, one page control, no Play/Pause button")
    func defaults() {
        let screen = PageControlAudit.Screen()
        #expect(screen.background == nil)
        #expect(screen.pageControlCount == 1)
        #expect(!screen.hasPlayPauseButton)
    }

    @Test("A page control count below 1 becomes 1, made or set", arguments: [0, -1, Int.min])
    func clamping(count: Int) {
        #expect(PageControlAudit.Screen(pageControlCount: count).pageControlCount == 1)
        var screen = PageControlAudit.Screen(background: .white, pageControlCount: 3, hasPlayPauseButton: true)
        #expect(screen.pageControlCount == 3)
        screen.pageControlCount = count
        #expect(screen.pageControlCount == 1)
        #expect(screen == PageControlAudit.Screen(background: .white, pageControlCount: 1, hasPlayPauseButton: true))
    }
}
