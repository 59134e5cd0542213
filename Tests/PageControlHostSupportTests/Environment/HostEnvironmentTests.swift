import PageControlCore
import Testing

@testable import PageControlHostSupport

/// Which host inputs reach the control and when: set only what changed, nil leaves the control's, and the
/// result says whether the view must re-measure.
@MainActor
@Suite struct HostEnvironmentTests {
    /// Five 10-point dots 10 points apart, so that the metrics do not depend on the appearance proxy.
    func control() -> PageControl {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = 5
        return control
    }

    @Test("Every input that is not nil reaches the control")
    func appliesEverything() {
        let control = control()
        let environment = HostEnvironment(
            layoutDirection: .rightToLeft, reducesMotion: true, prefersIncreasedContrast: true,
            isVoiceOverRunning: true, hasAccessibilityFocus: true, contentSizeCategory: .extraLarge,
            isEnabled: false, showsScrubPreview: true, fadesWhenIdle: true, idleFadeDelay: 5)
        environment.apply(to: control)
        #expect(control.environment.layoutDirection == .rightToLeft)
        #expect(control.environment.reducesMotion)
        #expect(control.environment.prefersIncreasedContrast)
        #expect(control.environment.isAssistiveTechnologyRunning)
        #expect(control.environment.hasAccessibilityFocus)
        #expect(control.environment.contentSizeCategory == .extraLarge)
        #expect(!control.isEnabled)
        #expect(control.interaction.showsScrubPreview)
        #expect(control.autoplay.fadesWhenIdle)
        #expect(control.autoplay.idleFadeDelay == 5)
    }

    @Test("Nil inputs leave the control's values alone")
    func nilLeaves() {
        let control = control()
        control.environment.prefersIncreasedContrast = true
        control.environment.contentSizeCategory = .small
        control.isEnabled = false
        control.interaction.showsScrubPreview = true
        control.autoplay.fadesWhenIdle = true
        control.autoplay.idleFadeDelay = 7
        HostEnvironment().apply(to: control)
        #expect(control.environment.prefersIncreasedContrast)
        #expect(control.environment.contentSizeCategory == .small)
        #expect(!control.isEnabled)
        #expect(control.interaction.showsScrubPreview)
        #expect(control.autoplay.fadesWhenIdle)
        #expect(control.autoplay.idleFadeDelay == 7)
    }

    @Test("Switch Control alone counts as assistive technology running")
    func switchControl() {
        let control = control()
        HostEnvironment(isSwitchControlRunning: true).apply(to: control)
        #expect(control.environment.isAssistiveTechnologyRunning)
        HostEnvironment().apply(to: control)
        #expect(!control.environment.isAssistiveTechnologyRunning)
    }

    @Test("With focus reported by events, the cursor is kept while VoiceOver runs and cleared when it stops")
    func focusClearedWhenTechnologyStops() {
        let control = control()
        control.environment.hasAccessibilityFocus = true
        HostEnvironment(isVoiceOverRunning: true).apply(to: control)
        #expect(control.environment.hasAccessibilityFocus)
        HostEnvironment().apply(to: control)
        #expect(!control.environment.hasAccessibilityFocus)
    }

    @Test("With focus given, it is set as given whatever runs")
    func focusAsGiven() {
        let control = control()
        HostEnvironment(hasAccessibilityFocus: true).apply(to: control)
        #expect(control.environment.hasAccessibilityFocus)
        HostEnvironment(isVoiceOverRunning: true, hasAccessibilityFocus: false).apply(to: control)
        #expect(!control.environment.hasAccessibilityFocus)
    }

    @Test("Without adjustsForContentSizeCategory the control gets no text size")
    func doesNotAdjust() {
        let control = control()
        control.environment.contentSizeCategory = .accessibilityLarge
        let environment = HostEnvironment(
            contentSizeCategory: .accessibilityLarge, adjustsForContentSizeCategory: false)
        #expect(environment.appliedContentSizeCategory == nil)
        #expect(environment.apply(to: control))
        #expect(control.environment.contentSizeCategory == nil)
    }

    @Test("The result says whether the metrics changed: extra extra large grows 10-point dots by 17 / 13")
    func reportsMetrics() {
        let control = control()
        let large = HostEnvironment(contentSizeCategory: .large)
        #expect(!large.apply(to: control))  // large scales by 1
        #expect(control.resolvedMetrics.diameter == 10)
        let huge = HostEnvironment(contentSizeCategory: .extraExtraLarge)
        #expect(huge.apply(to: control))
        #expect(control.resolvedMetrics.diameter == 13.076923076923077)
        #expect(!huge.apply(to: control))
        #expect(!HostEnvironment(layoutDirection: .rightToLeft, reducesMotion: true).apply(to: control))
    }

    @Test("An unchanged environment does not restart the idle fade")
    func unchangedKeepsFade() {
        let control = control()
        control.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
        let environment = HostEnvironment(fadesWhenIdle: true, idleFadeDelay: 1)
        environment.apply(to: control)
        control.autoplay.idleFadeDuration = 0.25
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 1.125)
        let faded = control.currentOpacity
        #expect(faded == 0.5)
        environment.apply(to: control)
        #expect(control.currentOpacity == faded)
        HostEnvironment(isVoiceOverRunning: true, fadesWhenIdle: true, idleFadeDelay: 1).apply(to: control)
        #expect(control.currentOpacity == 1)
    }
}
