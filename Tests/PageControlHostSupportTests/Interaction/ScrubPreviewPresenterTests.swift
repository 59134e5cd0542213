import PageControlCore
import Testing

@testable import PageControlHostSupport

/// What a host's own scrub preview shows, and the SwiftUI indicator's room.
@MainActor
@Suite struct ScrubPreviewPresenterTests {
    /// Eight 10-point dots 10 points apart in 320 × 100, scrubbed with a mouse from page 0 to page 2.
    func scrubbing() -> PageControl {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = 8
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 100)
        _ = control.beginScrubbing(at: control.hitTesting.frame(forPage: 0)!.center, pointerKind: .mouse)
        control.moveScrubbing(to: control.hitTesting.frame(forPage: 2)!.center)
        return control
    }

    @Test("While a person scrubs the host shows the control's preview: its text, font size, frame and corners")
    func shows() throws {
        var presenter = ScrubPreviewPresenter()
        let shown = presenter.update(scrubbing(), showsPreview: true)
        let preview = try #require(shown)
        #expect(preview.text == "3 / 8")
        #expect(preview.fontSize == 20)
        #expect(preview.frame == Rect(x: 90, y: 7, width: 80, height: 34))
        #expect(preview.cornerRadius == 8.5)
        #expect(presenter.isShowing)
    }

    @Test("Nothing shows with no scrub, with the host's preview off, or while the control draws its own")
    func hidden() {
        var presenter = ScrubPreviewPresenter()
        let idle = PageControl()
        idle.numberOfPages = 8
        let noScrub = presenter.update(idle, showsPreview: true)
        #expect(noScrub == nil)
        let off = presenter.update(scrubbing(), showsPreview: false)
        #expect(off == nil)
        let drawsItsOwn = scrubbing()
        drawsItsOwn.interaction.showsScrubPreview = true
        let own = presenter.update(drawsItsOwn, showsPreview: true)
        #expect(own == nil)
        #expect(ScrubPreviewPresenter.preview(of: drawsItsOwn, showsPreview: true) == nil)
        #expect(!presenter.isShowing)
    }

    @Test("The room is refreshed once when a preview starts showing, before it is read")
    func refreshesRoomOnStart() {
        var presenter = ScrubPreviewPresenter()
        let control = scrubbing()
        var refreshes = 0
        let room = Rect(x: 0, y: -200, width: 320, height: 300)
        let first = presenter.update(control, showsPreview: true) {
            refreshes += 1
            control.setScrubPreviewRoom(room)
        }
        #expect(control.interaction.scrubPreviewBounds == room)
        #expect(first != nil)
        #expect(first == control.scrubPreview)
        _ = presenter.update(control, showsPreview: true) { refreshes += 1 }
        #expect(refreshes == 1)
        _ = presenter.update(control, showsPreview: false) { refreshes += 1 }
        _ = presenter.update(control, showsPreview: true) { refreshes += 1 }
        #expect(refreshes == 2)
    }

    @Test("The SwiftUI room reaches from the window's left and top edges to the indicator's right and bottom")
    func room() {
        let size = Size(width: 120, height: 37)
        #expect(
            ScrubPreviewPresenter.room(globalOrigin: Point(x: 30, y: 500), size: size)
                == Rect(x: -30, y: -500, width: 150, height: 537))
        #expect(
            ScrubPreviewPresenter.room(globalOrigin: Point(x: -10, y: -4), size: size)
                == Rect(x: 0, y: 0, width: 120, height: 37))
        #expect(ScrubPreviewPresenter.room(globalOrigin: Point(x: .nan, y: 0), size: size) == nil)
        #expect(ScrubPreviewPresenter.room(globalOrigin: Point(x: 0, y: .infinity), size: size) == nil)
    }

    @Test("Setting the same room changes nothing; nil gives the control's bounds back")
    func setRoom() {
        let control = PageControl()
        let room = Rect(x: -30, y: -500, width: 150, height: 537)
        control.setScrubPreviewRoom(room)
        control.setScrubPreviewRoom(room)
        #expect(control.interaction.scrubPreviewBounds == room)
        control.setScrubPreviewRoom(nil)
        #expect(control.interaction.scrubPreviewBounds == nil)
    }
}
