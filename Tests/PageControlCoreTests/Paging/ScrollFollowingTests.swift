import PageControlCore
import PageControlTestSupport
import Testing

/// A scroll view bound to the control: the content offsets an animated scroll from one page to another goes
/// through, as fractional pages, and what the control must do with them.
@MainActor
@Suite struct ScrollFollowingTests {
    func control(pages: Int = 4) -> (PageControl, () -> [Int]) { recordingControl(pages: pages) }

    @Test("A tap's animated scroll moves the dots with the content but keeps the chosen page")
    func tapScroll() {
        let (c, events) = control()
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.currentPage == 1)
        for position in [0.02, 0.2, 0.45, 0.7, 0.95] {
            c.followScroll(to: position)
            #expect(c.position == position)
            #expect(c.currentPage == 1)
            #expect(c.accessibilityElement.value == "Page 2 of 4")
        }
        c.followScroll(to: 1)
        #expect(c.currentPage == 1 && c.position == 1)
        // Arrived: the binding follows plainly again, so a later swipe of the content moves the page.
        c.followScroll(to: 1.4)
        c.followScroll(to: 1.6)
        #expect(c.currentPage == 2)
        #expect(events() == [1])
    }

    @Test("Two quick taps while the content scrolls step twice")
    func quickTaps() {
        let (c, events) = control()
        c.handleTap(at: Point(x: 300, y: 18), time: 0)
        c.followScroll(to: 0.1)
        c.handleTap(at: Point(x: 300, y: 18), time: 0.2)
        #expect(c.currentPage == 2)
        for position in [0.3, 0.8, 1.4, 1.9, 2] { c.followScroll(to: position) }
        #expect(c.currentPage == 2)
        #expect(events() == [1, 2])
    }

    @Test(
        "The chosen page lets go when a finger takes the content, or the content turns away",
        arguments: [true, false])
    func letGo(byFinger: Bool) {
        let (c, _) = control()
        c.handleKey(.right)
        c.followScroll(to: 0.3)
        #expect(c.currentPage == 1)
        if byFinger {
            c.followScroll(to: 0.25, isUserScrolling: true)
        } else {
            c.followScroll(to: 0.2)  // further from page 1 than before
        }
        #expect(c.currentPage == 0)
        #expect(c.position == (byFinger ? 0.25 : 0.2))
    }

    @Test("During a scrub the content does not move the page")
    func scrub() {
        let (c, _) = control(pages: 10)
        c.beginScrubbing(at: Point(x: 100, y: 18))
        let page = c.currentPage
        c.followScroll(to: 7.5)
        #expect(c.currentPage == page)
        #expect(c.position == Double(page))
        c.endScrubbing()
        // The host scrolled the content along with the scrub; once it is there, the content leads again.
        c.followScroll(to: Double(page))
        c.followScroll(to: 7.5)
        #expect(c.currentPage == 8)
    }

    @Test("Without a person's change, following is the position setter; NaN is ignored")
    func plain() {
        let (c, events) = control()
        c.followScroll(to: 2.6)
        #expect(c.currentPage == 3 && c.position == 2.6)
        c.followScroll(to: .nan)
        #expect(c.position == 2.6)
        c.followScroll(to: -5)
        #expect(c.position == 0)
        #expect(events().isEmpty)
    }

    @Test("Setting the page in code forgets the page a person chose")
    func codeWins() {
        let (c, _) = control()
        c.handleKey(.right)
        c.currentPage = 3
        c.followScroll(to: 0.5)
        #expect(c.currentPage == 1)  // the nearest page, as the setter picks
    }

    @Test("In a looping row the distance to the chosen page goes the short way round")
    func wrapping() {
        let (c, _) = control(pages: 5)
        c.paging.wrapsAround = true
        c.currentPage = 4
        c.handleKey(.right)  // 4 → 0, the short way
        #expect(c.currentPage == 0)
        c.followScroll(to: 4.3)
        #expect(c.currentPage == 0 && c.position == 4.3)
        c.followScroll(to: 4.8)
        #expect(c.currentPage == 0)
    }
}
