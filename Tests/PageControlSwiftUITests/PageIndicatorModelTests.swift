import PageControlCore
import PageControlDesignSystem
import PageControlHostSupport
import Testing

@testable import PageControlSwiftUI

/// `PageIndicator`'s bookkeeping, on Linux: the echo of the bindings, the press forwarding, the frame clock and
/// the scrub preview's room.
@MainActor
@Suite struct PageIndicatorModelTests {
    /// A look whose `configure` gives eight 10-point dots 10 points apart.
    let look = PageIndicatorLook(
        style: nil, effect: .none, prefersIncreasedContrast: false, contentSizeCategory: nil, configureID: "dots")
    let configure: Style<PageControl> = { $0.metrics = IndicatorMetrics(diameter: 10, spacing: 10) }

    /// One pass of `body` with these inputs.
    @discardableResult
    func update(
        _ model: PageIndicatorModel, page: Int = 0, position: Double? = nil, isPressing: Bool = false,
        options: HostEnvironment = HostEnvironment(), observe: (inout PageControlEnvironment) -> Void = { _ in }
    ) -> PageControl {
        model.update(
            numberOfPages: 8, options: options, observe: observe, language: "en", look: look, configure: configure,
            page: page, position: position, isPressing: isPressing)
    }

    @Test("A pass applies the page count, the environment, the language, the look and the intrinsic bounds")
    func pass() {
        let model = PageIndicatorModel()
        let control = update(model, options: HostEnvironment(isEnabled: false)) { $0.layoutDirection = .rightToLeft }
        #expect(control === model.control)
        #expect(control.numberOfPages == 8)
        #expect(control.environment.layoutDirection == .rightToLeft)
        #expect(!control.isEnabled)
        #expect(control.environment.language == "en")
        #expect(control.metrics == IndicatorMetrics(diameter: 10, spacing: 10))
        #expect(control.bounds == Rect(origin: .zero, size: control.intrinsicContentSize))
    }

    @Test("A feed's pass sets hasMorePages, and a step past its last page calls the latest pass's closure once")
    func morePages() {
        let model = PageIndicatorModel()
        var calls: [String] = []
        for name in ["first", "second"] {
            _ = model.update(
                numberOfPages: 8, hasMorePages: true, onMorePagesRequested: { calls.append(name) }, language: "en",
                look: look, configure: configure, page: 7, position: nil, isPressing: false)
        }
        #expect(model.control.hasMorePages)
        #expect(model.control.currentPage == 7)
        model.control.handleKey(.right)
        model.control.handleKey(.right)
        #expect(calls == ["second"])
        _ = model.update(
            numberOfPages: 18, language: "en", look: look, configure: configure, page: 7, position: nil,
            isPressing: false)
        #expect(!model.control.hasMorePages && model.control.numberOfPages == 18)
    }

    @Test("Every pass sets the environment whole: the look's Increase Contrast and text size come back after a change")
    func environmentEveryPass() {
        let model = PageIndicatorModel()
        let look = PageIndicatorLook(
            style: nil, effect: .none, prefersIncreasedContrast: true, contentSizeCategory: .extraLarge,
            configureID: "dots")
        let observe: (inout PageControlEnvironment) -> Void = { $0.isPointerHovering = true }
        let control = model.update(
            numberOfPages: 8, observe: observe, language: "en", look: look, configure: configure, page: 0,
            position: nil, isPressing: false)
        #expect(control.environment.prefersIncreasedContrast)
        #expect(control.environment.contentSizeCategory == .extraLarge)
        #expect(control.environment.isPointerHovering)
        control.environment.prefersIncreasedContrast = false
        control.environment.contentSizeCategory = nil
        _ = model.update(
            numberOfPages: 8, observe: observe, language: "en", look: look, configure: configure, page: 0,
            position: nil, isPressing: false)
        #expect(control.environment.prefersIncreasedContrast)
        #expect(control.environment.contentSizeCategory == .extraLarge)
    }

    @Test("The first page is applied at once, a new one animates, and the same one again changes nothing")
    func pages() {
        let model = PageIndicatorModel()
        let control = update(model, page: 3)
        #expect(control.currentPage == 3)
        #expect(!control.isAnimating)
        #expect(model.appliedPage == 3)
        update(model, page: 5)
        #expect(control.currentPage == 5)
        #expect(control.isAnimating)
        control.currentPage = 1  // changed in `configure` or by the core: the unchanged binding does not undo it
        update(model, page: 5)
        #expect(control.currentPage == 1)
    }

    @Test("A new position moves the dots there at once; the same position again changes nothing")
    func position() {
        let model = PageIndicatorModel()
        let control = update(model, position: 2.5)
        #expect(control.position == 2.5)
        #expect(model.appliedPosition == 2.5)
        control.followScroll(to: 4)
        update(model, position: 2.5)
        #expect(control.position == 4)
    }

    @Test("A person's change is taken once, and its echo through the bindings changes nothing")
    func personChange() {
        let model = PageIndicatorModel()
        let control = update(model, page: 0, position: 0)
        #expect(model.takePersonChange() == nil)
        control.performAccessibilityAction(.increment)
        #expect(model.personChangedPage)
        #expect(model.takePersonChange()?.page == 1)
        #expect(model.takePersonChange() == nil)
        #expect(model.appliedPage == 1)
        #expect(model.appliedPosition == 1)
        update(model, page: 1, position: 1)  // the bindings' echo
        #expect(control.currentPage == 1)
        #expect(model.takePersonChange() == nil)
    }

    @Test("9. Only the indicator's own page change animates: a tap does; a scrub's steps and Reduce Motion do not")
    func animatedWrites() {
        let model = PageIndicatorModel(pointerKind: .mouse)
        let control = update(model)
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)!.center }
        model.pressChanged(from: dot(3), to: dot(3), at: 0)  // a pointer's tap goes to the dot under it
        model.pressEnded(at: dot(3), time: 0.05)
        #expect(model.takePersonChange() == PageIndicatorModel.PageWrite(page: 3, animates: true))
        model.pressChanged(from: dot(3), to: dot(3), at: 1)
        model.pressChanged(from: dot(3), to: dot(6), at: 1.3)  // dragged: a scrub's step
        #expect(model.takePersonChange() == PageIndicatorModel.PageWrite(page: 6, animates: false))
        model.pressEnded(at: dot(6), time: 1.35)
        #expect(model.takePersonChange() == nil)
        update(model, page: 6, position: 6) { $0.reducesMotion = true }
        control.performAccessibilityAction(.increment)
        #expect(model.takePersonChange() == PageIndicatorModel.PageWrite(page: 7, animates: false))
        update(model, page: 2) { $0.reducesMotion = true }  // the app's change: nothing to write
        #expect(model.takePersonChange() == nil)
    }

    @Test("VoiceOver's swipes step a page; an unknown direction does nothing")
    func adjust() {
        let model = PageIndicatorModel()
        update(model, page: 3)
        model.adjust(by: 1)
        #expect(model.control.currentPage == 4)
        model.adjust(by: -1)
        model.adjust(by: -1)
        #expect(model.control.currentPage == 2)
        model.adjust(by: 0)
        #expect(model.control.currentPage == 2)
    }

    @Test("A press is one down, then moves; its end is the up, and the next press starts with a down again")
    func press() {
        let model = PageIndicatorModel(pointerKind: .mouse)
        let control = update(model)
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)!.center }
        model.pressChanged(from: dot(0), to: dot(0), at: 0)
        #expect(model.isForwardingPress)
        model.pressChanged(from: dot(0), to: dot(5), at: 0.3)
        #expect(control.interactionState == .continuous)
        model.pressEnded(at: dot(5), time: 0.35)
        #expect(!model.isForwardingPress)
        #expect(control.interactionState != .continuous)
        #expect(control.currentPage == 5)
        #expect(model.takePersonChange()?.page == 5)
    }

    @Test("A press that SwiftUI ends without onEnded is cancelled on the next pass, once")
    func cancelled() {
        let model = PageIndicatorModel(pointerKind: .mouse)
        let control = update(model)
        let dot = { (page: Int) in control.hitTesting.frame(forPage: page)!.center }
        model.pressChanged(from: dot(0), to: dot(0), at: 0)
        model.pressChanged(from: dot(0), to: dot(6), at: 0.3)
        update(model, isPressing: true)
        #expect(model.isForwardingPress)
        update(model, isPressing: false)
        #expect(!model.isForwardingPress)
        #expect(control.interactionState != .continuous)
        model.cancelPress()  // nothing to cancel
        #expect(!model.isForwardingPress)
    }

    @Test("The frame clock counts only frames while the control animates")
    func frames() {
        let model = PageIndicatorModel()
        update(model, page: 0)
        update(model, page: 4)  // animates
        model.didChange()
        #expect(model.frames.isRunning)
        model.tick(at: 1000)
        model.tick(at: 1000.0625)
        #expect(model.frames.clock.time == 0.0625)
        model.control.environment.reducesMotion = true  // finishes the animation
        model.didChange()
        #expect(!model.frames.isRunning)
        model.tick(at: 2000)
        #expect(model.frames.clock.time == 0.0625)
    }

    @Test("The origin in the window gives the scrub preview its room; a non-finite origin changes nothing")
    func room() {
        let model = PageIndicatorModel()
        let control = update(model)
        #expect(control.interaction.scrubPreviewBounds == nil)
        let size = control.bounds.size
        model.setGlobalOrigin(Point(x: 30, y: 500))
        #expect(
            control.interaction.scrubPreviewBounds
                == Rect(x: -30, y: -500, width: 30 + size.width, height: 500 + size.height))
        model.setGlobalOrigin(Point(x: .nan, y: 0))
        #expect(
            control.interaction.scrubPreviewBounds
                == Rect(x: -30, y: -500, width: 30 + size.width, height: 500 + size.height))
    }

    @Test("Announcements go to the injected function")
    func announce() {
        var spoken: [String] = []
        let model = PageIndicatorModel { spoken.append($0) }
        update(model)
        model.control.performAccessibilityAction(.lastPage)
        #expect(spoken == ["Page 8 of 8"])
    }
}
