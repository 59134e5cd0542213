import PageControlCore
import PageControlTesting
import Testing

/// The driver's gestures go through the host input API, so the control's own rules decide what they do.
@MainActor
@Suite struct PageControlDriverTests {
    /// A control of `pages` pages with a driver; the driver gives it its intrinsic size.
    func driven(pages: Int = 8) -> PageControlDriver {
        let control = PageControl()
        control.numberOfPages = pages
        return PageControlDriver(control)
    }

    @Test("A control with empty bounds gets its intrinsic size, and the clock starts at 0")
    func bounds() {
        let driver = driven()
        #expect(driver.control.bounds == Rect(x: 0, y: 0, width: 119, height: 37))
        #expect(driver.time == 0)
    }

    @Test("A finger's tap on a later dot steps one page, as on a phone, sends it and announces it")
    func fingerTap() {
        let driver = driven()
        driver.tap(page: 3)
        #expect(driver.sentPages == [1])
        #expect(driver.announcements == ["Page 2 of 8"])
        #expect(driver.accessibilityValue == "Page 2 of 8")
        #expect(driver.control.isAnimating)
        #expect(abs(driver.time - 0.05) < 1e-12)
    }

    @Test("A mouse's tap goes straight to the dot with the automatic tap behaviour")
    func mouseTap() {
        let driver = driven()
        driver.control.interaction.tapBehavior = .automatic
        driver.tap(page: 6, pointerKind: .mouse)
        #expect(driver.sentPages == [6])
        #expect(driver.announcements == ["Page 7 of 8"])
    }

    @Test("settle() finishes the spring frame by frame; advance(seconds:) moves the clock exactly")
    func settling() {
        let driver = driven()
        driver.tap(page: 3)
        driver.settle()
        #expect(driver.control.position == 1)
        #expect(!driver.control.isAnimating)
        #expect(abs(driver.time - 1.0 / 3) < 1e-9)
        driver.advance(seconds: 0.5)
        #expect(abs(driver.time - (1.0 / 3 + 0.5)) < 1e-9)
        driver.advance(seconds: -1)
        driver.advance(seconds: .nan)
        #expect(abs(driver.time - (1.0 / 3 + 0.5)) < 1e-9)
    }

    @Test("A scrub holds, slides and rests: every page once, announcements at most every half second")
    func scrub() {
        let driver = driven()
        driver.tap(page: 3)
        driver.settle()
        driver.clearRecords()
        driver.scrub(from: 1, to: 5)
        #expect(driver.sentPages == [2, 3, 4, 5])
        #expect(driver.announcements == ["Page 3 of 8", "Page 6 of 8"])
        #expect(driver.control.currentPage == 5)
    }

    @Test(
        "A flick faster than 800 points a second goes to the end it points at",
        arguments: [(1500.0, 7), (-1500.0, 0)])
    func flick(velocity: Double, end: Int) {
        let driver = driven()
        driver.control.currentPage = 4
        driver.flick(from: 4, velocity: velocity)
        #expect(driver.control.currentPage == end)
        #expect(driver.sentPages.last == end)
    }

    @Test("A flick in a right-to-left row moves left towards later pages")
    func flickRightToLeft() {
        let driver = driven()
        driver.control.direction = .rightToLeft
        driver.control.currentPage = 4
        driver.flick(from: 4, velocity: 1500)
        #expect(driver.control.currentPage == 7)
    }

    @Test("Keys, VoiceOver's adjustments and the actions rotor go through the control's rules")
    func commands() {
        let driver = driven()
        #expect(driver.key(.right))
        driver.increment()
        driver.decrement()
        #expect(driver.sentPages == [1, 2, 1])
        // VoiceOver speaks its own adjustments: the control announces only the key.
        #expect(driver.announcements == ["Page 2 of 8"])
        #expect(driver.perform(actionNamed: "Last page"))
        #expect(!driver.perform(actionNamed: "Next chapter"))
        #expect(driver.sentPages == [1, 2, 1, 7])
    }

    @Test("Following a scroll view moves the dots and sends nothing, as UIKit")
    func scrolling() {
        let driver = driven()
        driver.scroll(toPosition: 2.4)
        #expect(driver.control.position == 2.4)
        #expect(driver.control.currentPage == 2)
        #expect(driver.sentPages.isEmpty)
    }

    @Test("A timer runs with the driver's clock; settle() does not wait for it")
    func timer() {
        let driver = driven(pages: 3)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        driver.control.progress = timer
        timer.resumeTimer()
        driver.settle()
        #expect(driver.time < 0.1)
        driver.advance(seconds: 1.05)
        #expect(driver.control.currentPage == 1)
        #expect(driver.sentPages == [1])
    }

    @Test("A driver takes over a host's control: its clock goes on from the host's, the host still hears")
    func takeOver() {
        let control = PageControl()
        control.numberOfPages = 4
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        var heard: [String] = []
        control.announcementHandler = { heard.append($0) }
        control.advanceAnimation(to: 1000)
        let driver = PageControlDriver(control)
        #expect(driver.time == 1000)
        #expect(control.bounds.size.width == 320)
        driver.key(.end)
        #expect(heard == ["Page 4 of 4"])
        #expect(driver.announcements == ["Page 4 of 4"])
    }

    @Test("finish() takes the driver's action and announcement wrapper off: the control is as it was, nil included")
    func finishRestores() {
        let control = PageControl()
        control.numberOfPages = 5
        var hostPages: [Int] = []
        control.addAction(for: .valueChanged) { hostPages.append($0.currentPage) }
        let driver = PageControlDriver(control)
        #expect(control.announcementHandler != nil)
        driver.key(.right)
        driver.finish()
        #expect(driver.isFinished)
        #expect(control.announcementHandler == nil)
        driver.key(.right)
        #expect(driver.sentPages == [1])
        #expect(driver.announcements == ["Page 2 of 5"])
        #expect(hostPages == [1, 2])
        #expect(control.currentPage == 2)
    }

    @Test("After finish() the host's announcement handler hears each announcement once, and the driver nothing")
    func finishKeepsHostHandler() {
        let control = PageControl()
        control.numberOfPages = 4
        var heard: [String] = []
        control.announcementHandler = { heard.append($0) }
        let driver = PageControlDriver(control)
        driver.key(.right)
        driver.finish()
        driver.finish()  // a second time does nothing
        driver.key(.right)
        #expect(heard == ["Page 2 of 4", "Page 3 of 4"])
        #expect(driver.announcements == ["Page 2 of 4"])
        #expect(driver.sentPages == [1])
    }

    @Test("A new driver on the same control finishes the one before: only the newest records, once")
    func replacement() {
        let control = PageControl()
        control.numberOfPages = 5
        var heard: [String] = []
        control.announcementHandler = { heard.append($0) }
        let first = PageControlDriver(control)
        first.key(.right)
        let second = PageControlDriver(control)
        #expect(first.isFinished && !second.isFinished)
        second.key(.right)
        first.finish()  // already finished: it must not take the second driver's wrapper off
        second.key(.right)
        #expect(first.sentPages == [1] && first.announcements == ["Page 2 of 5"])
        #expect(second.sentPages == [2, 3])
        #expect(second.announcements == ["Page 3 of 5", "Page 4 of 5"])
        #expect(heard == ["Page 2 of 5", "Page 3 of 5", "Page 4 of 5"])
        second.finish()
        control.announcementHandler?("host only")
        #expect(heard.last == "host only" && second.announcements.count == 2)
    }

    @Test("A driver dropped without finish() is finished by the next; three in turn leave no handler behind")
    func droppedDriver() {
        let control = PageControl()
        control.numberOfPages = 3
        do {
            let dropped = PageControlDriver(control)
            dropped.key(.right)
        }
        let middle = PageControlDriver(control)
        let last = PageControlDriver(control)
        #expect(middle.isFinished)
        last.key(.right)
        #expect(last.sentPages == [2] && middle.sentPages.isEmpty)
        last.finish()
        #expect(control.announcementHandler == nil)
    }

    @Test("An unfinished driver does not keep its control alive once both are gone")
    func noLeak() {
        weak var weakControl: PageControl?
        do {
            let control = PageControl()
            control.numberOfPages = 3
            weakControl = control
            PageControlDriver(control).key(.right)
        }
        #expect(weakControl == nil)
        // A control made afterwards (perhaps at the same address) gets a fresh driver that records.
        let control = PageControl()
        control.numberOfPages = 3
        let driver = PageControlDriver(control)
        driver.key(.right)
        #expect(driver.sentPages == [1] && !driver.isFinished)
    }

    @Test("Tapping a page whose dot is outside the window traps with a message")
    func tapOutsideWindow() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let control = PageControl()
                control.numberOfPages = 40
                PageControlDriver(control).tap(page: 30)
            }
        }
    }
}
