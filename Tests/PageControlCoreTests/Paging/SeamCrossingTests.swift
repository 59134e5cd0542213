import Testing

@testable import PageControlCore

/// Every way the page changes, crossing a five-page loop's seam both ways: one page on or back, by the
/// shorter arc, with one `.valueChanged` and (outside VoiceOver's own adjustments) one announcement.
///
/// The dots are 7 points wide on a 16-point pitch, centred in 320 × 37: page k's centre is at x = 128 + 16k.
@MainActor
@Suite struct SeamCrossingTests {
    /// A looping control with its events and announcements recorded.
    @MainActor final class Recorder {
        let control = PageControl()
        var pages: [Int] = []
        var announcements: [String] = []
        /// Every position the dots passed through while animating.
        var positions: [Double] = []
        var time = 0.0

        init(pages count: Int = 5, page: Int) {
            control.numberOfPages = count
            control.paging.wrapsAround = true
            control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
            control.currentPage = page
            control.addAction(for: .valueChanged) { [unowned self] in self.pages.append($0.currentPage) }
            control.announcementHandler = { [unowned self] in self.announcements.append($0) }
        }

        /// Runs the frame clock at 60 Hz for `seconds`, recording the position of every frame.
        func run(_ seconds: Double = 1) {
            for _ in 0..<Int(seconds * 60) {
                time += 1 / 60
                control.advanceAnimation(to: time)
                positions.append(control.position)
            }
        }

        /// Whether every recorded position lay on the arc from `from` one page `forward` (or back) round the
        /// loop, allowing the spring a small overshoot at the far end.
        func stayed(onArcFrom from: Int, forward: Bool) -> Bool {
            let n = Double(control.numberOfPages)
            return positions.allSatisfy { p in
                // How far along the arc the position is, in pages: 0 at the start, 1 at the page after it.
                let travelled = forward ? p - Double(from) : Double(from) - p
                let along = travelled - n * (travelled / n).rounded()
                return along >= -0.01 && along <= 1.1
            }
        }
    }

    @Test("Code setting the page, animated, takes the shorter arc; a tie goes forward")
    func code() {
        let up = Recorder(page: 4)
        up.control.setCurrentPage(0, animated: true)
        #expect(up.control.positionTarget == 5)
        up.run()
        #expect(up.stayed(onArcFrom: 4, forward: true) && up.control.position == 0 && up.pages.isEmpty)
        #expect(up.positions.contains { $0 > 4.5 && $0 < 5 } && up.positions.contains { $0 < 0.5 })
        let down = Recorder(page: 0)
        down.control.setCurrentPage(4, animated: true)
        #expect(down.control.positionTarget == -1)
        down.run()
        #expect(down.stayed(onArcFrom: 0, forward: false) && down.control.position == 4)
        // Halfway round a loop of four pages, both ways are as short: forward.
        let tie = Recorder(pages: 4, page: 0)
        tie.control.setCurrentPage(2, animated: true)
        #expect(tie.control.positionTarget == 2)
        let back = Recorder(pages: 4, page: 2)
        back.control.setCurrentPage(0, animated: true)
        #expect(back.control.positionTarget == 4)
    }

    @Test(
        "Keys and commands step across the seam; Home and End from the far end go one step round it",
        arguments: [(PageControlKey.right, 4, 0), (.left, 0, 4), (.space, 4, 0), (.home, 4, 0), (.end, 0, 4)])
    func keys(key: PageControlKey, from: Int, to: Int) {
        let r = Recorder(page: from)
        #expect(r.control.handleKey(key))
        #expect(r.control.positionTarget == (to == 0 ? 5 : -1))
        r.run()
        #expect(r.pages == [to] && r.announcements == ["Page \(to + 1) of 5"])
        #expect(r.stayed(onArcFrom: from, forward: to == 0) && r.control.position == Double(to))
    }

    @Test("A tap past the current dot steps across the seam; a tap on the far dot goes the short way")
    func taps() {
        let forward = Recorder(page: 4)
        forward.control.handleTap(at: Point(x: 300, y: 18))
        #expect(forward.pages == [0] && forward.control.positionTarget == 5)
        forward.run()
        #expect(forward.stayed(onArcFrom: 4, forward: true) && forward.announcements == ["Page 1 of 5"])
        let back = Recorder(page: 0)
        back.control.handleTap(at: Point(x: 20, y: 18))
        #expect(back.pages == [4] && back.control.positionTarget == -1)
        // A mouse click goes straight to the dot under it: page 0 from page 4 is one step on, not four back.
        let click = Recorder(page: 4)
        click.control.interaction.tapBehavior = .jump
        click.control.handleTap(at: Point(x: 128, y: 18), pointerKind: .mouse)
        #expect(click.pages == [0] && click.control.positionTarget == 5)
        click.run()
        #expect(click.stayed(onArcFrom: 4, forward: true))
    }

    @Test("VoiceOver's increment and decrement cross the seam (VoiceOver speaks the value itself)")
    func voiceOver() {
        let up = Recorder(page: 4)
        up.control.performAccessibilityAction(.increment)
        #expect(up.pages == [0] && up.control.positionTarget == 5 && up.announcements.isEmpty)
        up.run()
        #expect(up.stayed(onArcFrom: 4, forward: true))
        let down = Recorder(page: 0)
        down.control.performAccessibilityAction(.decrement)
        #expect(down.pages == [4] && down.control.positionTarget == -1)
        #expect(down.control.accessibilityElement.value == "Page 5 of 5")
    }

    @Test("The timer wraps from the last page to the first by one step, and autoplay keeps going round")
    func timer() {
        let r = Recorder(page: 3)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        timer.resetsToInitialPageAfterEnd = true
        r.control.progress = timer
        timer.resumeTimer()
        r.run(1.5)
        #expect(r.pages == [4])
        r.positions.removeAll()
        r.run(1)
        // The timer's pages are never announced (WCAG 2.2.2, the APG carousel).
        #expect(r.pages == [4, 0] && r.announcements.isEmpty)
        #expect(r.stayed(onArcFrom: 4, forward: true))
        r.positions.removeAll()
        r.run(1)
        #expect(r.pages == [4, 0, 1] && r.stayed(onArcFrom: 0, forward: true))
    }

    @Test(
        "Jogging past the trailing end goes on to the first page, past the leading end back to the last",
        arguments: [(4, 192.0, 230.0, 1), (0, 128.0, 90.0, -1)])
    func jog(from: Int, press: Double, hold: Double, step: Int) {
        let r = Recorder(page: from)
        #expect(r.control.beginScrubbing(at: Point(x: press, y: 18), pointerKind: .mouse))
        r.control.moveScrubbing(to: Point(x: hold, y: 18))
        r.run(0.6)
        r.control.endScrubbing()
        #expect(r.pages.first == (from + step + 5) % 5, "\(r.pages)")
        #expect(
            r.pages.count > 2 && zip([from] + r.pages, r.pages).allSatisfy { ($0 + step + 5) % 5 == $1 },
            "one page at a time")
    }

    @Test("A touch scrub between the last dot and the first steps across the seam, not along the row")
    func scrub() {
        let r = Recorder(page: 4)
        #expect(r.control.beginScrubbing(at: Point(x: 192, y: 18)))
        r.control.moveScrubbing(to: Point(x: 128, y: 18))
        r.run(0.1)
        r.control.endScrubbing()
        // The finger's target, page 0, is one step on round the loop.
        #expect(r.pages == [0])
        let back = Recorder(page: 0)
        #expect(back.control.beginScrubbing(at: Point(x: 128, y: 18)))
        back.control.moveScrubbing(to: Point(x: 192, y: 18))
        back.run(0.1)
        back.control.endScrubbing()
        #expect(back.pages == [4], "page 4 is one step back from page 0")
    }

    @Test("A scroll view's position past the last page runs onto the first; the position is reported modulo the count")
    func scrollView() {
        let r = Recorder(page: 4)
        r.control.position = 4.4
        #expect(r.control.currentPage == 4)
        r.control.position = 4.6
        #expect(r.control.currentPage == 0 && r.control.position == 4.6)
        r.control.position = 5.2
        #expect(r.control.currentPage == 0 && abs(r.control.position - 0.2) < 1e-12)
        r.control.position = -0.4
        #expect(r.control.currentPage == 0 && abs(r.control.position - 4.6) < 1e-12)
        r.control.position = -0.6
        #expect(r.control.currentPage == 4)
        #expect(r.pages.isEmpty, "code moving the position sends nothing")
    }

    @Test("A loop of 2^50 pages crosses its seam both ways without trapping or losing the page")
    func hugeLoop() {
        let n = 1 << 50
        let r = Recorder(pages: n, page: n - 1)
        r.control.indicatorEffect = .worm
        #expect(r.control.handleKey(.right))
        #expect(r.control.currentPage == 0 && r.control.positionTarget == Double(n))
        r.run()
        #expect(r.control.currentPage == 0 && r.control.position == 0 && r.pages == [0])
        #expect(r.stayed(onArcFrom: n - 1, forward: true))
        #expect(r.control.handleKey(.left))
        r.run()
        #expect(r.control.currentPage == n - 1 && r.control.position == Double(n - 1) && r.pages == [0, n - 1])
        #expect(r.announcements.count == 2)
        let layout = r.control.layout
        #expect(layout.count == 10 && layout.map(\.page).contains(0) && layout.map(\.page).contains(n - 1))
        #expect(layout.mark?.wrappedFrame == nil)
    }
}
