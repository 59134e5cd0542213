import PageControlCore
import Testing

@testable import PageControlHostSupport

/// How a host sets the control's environment: one assignment of what it observes, fields it does not observe
/// kept, options set only when not nil, and a result that says whether the view must re-measure.
@MainActor
@Suite struct HostEnvironmentTests {
    /// Five 10-point dots 10 points apart, so that the metrics do not depend on the appearance proxy.
    func control() -> PageControl {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = 5
        return control
    }

    @Test("What the host observes and every option that is not nil reach the control")
    func appliesEverything() {
        let control = control()
        let options = HostEnvironment(isEnabled: false, showsScrubPreview: true, fadesWhenIdle: true, idleFadeDelay: 5)
        options.apply(to: control) { environment in
            environment.layoutDirection = .rightToLeft
            environment.reducesMotion = true
            environment.prefersIncreasedContrast = true
            environment.isScreenReaderRunning = true
            environment.hasAccessibilityFocus = true
            environment.contentSizeCategory = .extraLarge
        }
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

    @Test("Fields the host does not observe and nil options keep the control's values")
    func unobservedKept() {
        let control = control()
        control.environment.prefersIncreasedContrast = true
        control.environment.contentSizeCategory = .small
        control.environment.language = "fr"
        control.environment.isPointerOverContent = true
        control.isEnabled = false
        control.interaction.showsScrubPreview = true
        control.autoplay.fadesWhenIdle = true
        control.autoplay.idleFadeDelay = 7
        HostEnvironment().apply(to: control) { $0.layoutDirection = .rightToLeft }
        #expect(control.environment.layoutDirection == .rightToLeft)
        #expect(control.environment.prefersIncreasedContrast)
        #expect(control.environment.contentSizeCategory == .small)
        #expect(control.environment.language == "fr")
        #expect(control.environment.isPointerOverContent)
        #expect(!control.isEnabled)
        #expect(control.interaction.showsScrubPreview)
        #expect(control.autoplay.fadesWhenIdle)
        #expect(control.autoplay.idleFadeDelay == 7)
    }

    @Test(
        "Accessibility focus is kept while VoiceOver or Switch Control runs and cleared when neither does",
        arguments: [(true, false, true), (false, true, true), (false, false, false)])
    func focusFollowsTechnology(voiceOver: Bool, switchControl: Bool, kept: Bool) {
        let control = control()
        control.environment.hasAccessibilityFocus = true
        HostEnvironment().apply(to: control) { environment in
            environment.isScreenReaderRunning = voiceOver
            environment.isSwitchControlRunning = switchControl
        }
        #expect(control.environment.hasAccessibilityFocus == kept)
    }

    @Test("Without adjustsForContentSizeCategory the control gets no text size, whatever the host observes")
    func doesNotAdjust() {
        let control = control()
        control.environment.contentSizeCategory = .accessibilityLarge
        let options = HostEnvironment(adjustsForContentSizeCategory: false)
        #expect(options.apply(to: control) { $0.contentSizeCategory = .accessibilityLarge })
        #expect(control.environment.contentSizeCategory == nil)
    }

    @Test("The result says whether the metrics changed: extra extra large grows 10-point dots by 17 / 13")
    func reportsMetrics() {
        let control = control()
        let options = HostEnvironment()
        #expect(!options.apply(to: control) { $0.contentSizeCategory = .large })  // large scales by 1
        #expect(control.resolvedMetrics.diameter == 10)
        #expect(options.apply(to: control) { $0.contentSizeCategory = .extraExtraLarge })
        #expect(control.resolvedMetrics.diameter == 13.076923076923077)
        #expect(!options.apply(to: control) { $0.contentSizeCategory = .extraExtraLarge })
        #expect(
            !options.apply(to: control) {
                $0.layoutDirection = .rightToLeft
                $0.reducesMotion = true
            })
    }

    @Test("An unchanged environment does not restart the idle fade; a changed one does")
    func unchangedKeepsFade() {
        let control = control()
        control.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
        let options = HostEnvironment(fadesWhenIdle: true, idleFadeDelay: 1)
        options.apply(to: control) { $0.reducesMotion = false }
        control.autoplay.idleFadeDuration = 0.25
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 1.125)
        let faded = control.currentOpacity
        #expect(faded == 0.5)
        options.apply(to: control) { $0.reducesMotion = false }
        #expect(control.currentOpacity == faded)
        options.apply(to: control) { $0.isScreenReaderRunning = true }
        #expect(control.currentOpacity == 1)
    }
}
