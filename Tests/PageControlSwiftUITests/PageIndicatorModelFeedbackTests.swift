import PageControlCore
import PageControlDesignSystem
import PageControlHostSupport
import Testing

@testable import PageControlSwiftUI

/// `PageIndicator`'s haptics, on Linux: the triggers its `sensoryFeedback` watches, and the hooks that prepare and
/// play where `sensoryFeedback` does not exist.
@MainActor
@Suite struct PageIndicatorModelFeedbackTests {
    /// What the model's haptic hooks were asked to do, in order.
    final class Hooks {
        var calls: [String] = []
    }

    /// A model whose hooks record into `hooks`, pressed with `kind`, after one pass of `body` with eight dots.
    func model(_ kind: PointerKind = .touch, hooks: Hooks) -> PageIndicatorModel {
        let model = PageIndicatorModel(
            pointerKind: kind,
            haptics: ({ hooks.calls.append("prepare") }, { hooks.calls.append("play \($0)") }))
        let look = PageIndicatorLook(
            style: nil, effect: .none, prefersIncreasedContrast: false, contentSizeCategory: nil, configureID: "dots")
        _ = model.update(
            numberOfPages: 8, language: "en", look: look,
            configure: { $0.metrics = IndicatorMetrics(diameter: 10, spacing: 10) }, page: 0, position: nil,
            isPressing: false)
        return model
    }

    @Test("A finger's scrub to the last dot prepares once at the down, then plays each page and counts the triggers")
    func touchScrub() throws {
        let hooks = Hooks()
        let model = model(hooks: hooks)
        let control = model.control
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)?.center }
        let start = try #require(dot(0))
        model.pressChanged(from: start, to: start, at: 0)
        #expect(hooks.calls == ["prepare"])
        model.pressChanged(from: start, to: try #require(dot(7)), at: 0.3)  // held: the scrub starts and aims
        model.didChange()
        for frame in 1...10 {  // a step a frame, each frame an update of its own
            model.tick(at: 0.3 + Double(frame) / 60)
            model.didChange()
        }
        model.pressEnded(at: try #require(dot(7)), time: 0.6)
        model.didChange()
        #expect(control.currentPage == 7)
        let plays = Array(repeating: "play selection", count: 6) + ["play boundary"]
        #expect(hooks.calls == ["prepare"] + plays)
        #expect(model.feedbackTriggers.selections == 6 && model.feedbackTriggers.impacts == 1)
    }

    @Test("A mouse prepares nothing, a tap plays nothing, and with feedback off a scrub plays nothing")
    func nothing() throws {
        let hooks = Hooks()
        let model = model(.mouse, hooks: hooks)
        let control = model.control
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)?.center }
        model.pressChanged(from: try #require(dot(3)), to: try #require(dot(3)), at: 0)
        model.pressEnded(at: try #require(dot(3)), time: 0.05)
        #expect(control.currentPage == 3)
        control.interaction.providesHapticFeedback = false
        model.pressChanged(from: try #require(dot(3)), to: try #require(dot(7)), at: 1)
        model.pressEnded(at: try #require(dot(7)), time: 1.3)
        #expect(control.currentPage == 7)
        #expect(hooks.calls.isEmpty)
        #expect(model.feedbackTriggers == HapticFeedbackTriggers())
    }

    @Test("The app's feedback handler hears the same values as the indicator's own player")
    func appHandler() throws {
        let hooks = Hooks()
        let model = model(.mouse, hooks: hooks)
        let control = model.control
        var heard: [PageControlFeedback] = []
        control.feedbackHandler = { heard.append($0) }
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)?.center }
        model.pressChanged(from: try #require(dot(5)), to: try #require(dot(0)), at: 0)
        model.pressEnded(at: try #require(dot(0)), time: 0.3)
        #expect(heard == [.selection, .boundary])
        #expect(hooks.calls == ["play selection", "play boundary"])
    }

    @Test("10. One input that crosses a page and reaches an end plays two feedbacks, one update apart, as UIKit does")
    func twoFeedbacksOfOneInput() throws {
        let hooks = Hooks()
        let model = model(.mouse, hooks: hooks)
        let control = model.control
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)?.center }
        // One press from page 5's dot to page 0's: a page goes by, and the first page is reached.
        model.pressChanged(from: try #require(dot(5)), to: try #require(dot(0)), at: 0)
        model.didChange()
        #expect(hooks.calls == ["play selection", "play boundary"])
        // SwiftUI plays one feedback for an update in which both triggers change: the impact waits for the next.
        #expect(model.feedbackTriggers.selections == 1 && model.feedbackTriggers.impacts == 0)
        #expect(model.runsFrames && model.frames.isRunning, "a frame brings the next update")
        model.tick(at: 1)
        model.didChange()
        #expect(model.feedbackTriggers.selections == 1 && model.feedbackTriggers.impacts == 1)
        model.tick(at: 2)
        model.didChange()
        #expect(model.feedbackTriggers.selections == 1 && model.feedbackTriggers.impacts == 1)
        #expect(!model.feedbackTriggers.hasWaiting)
    }
}
