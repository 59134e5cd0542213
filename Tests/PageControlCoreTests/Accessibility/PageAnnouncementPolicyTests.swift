import PageControlCore
import Testing

/// What each announcement policy says for each kind of change, and what `announcementText` makes of it.
@MainActor
@Suite struct PageAnnouncementPolicyTests {
    /// A control of `pages` pages on page 2, 200 × 37 points, without motion, that records what it says.
    func control(pages: Int = 5, policy: PageAnnouncementPolicy) -> (PageControl, Recorder) {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = 2
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        c.environment.reducesMotion = true
        c.announcementPolicy = policy
        let recorder = Recorder()
        c.announcementHandler = { recorder.spoken.append($0) }
        c.advanceAnimation(to: 0)
        return (c, recorder)
    }

    /// What a control said.
    final class Recorder {
        var spoken: [String] = []
    }

    /// One kind of change, made to a control on page 2 of 5.
    enum Change: String, CaseIterable {
        case key, tap, accessibilityFirstPage, scrub, pagerSwipe, appSet, appAnimated, autoplay

        @MainActor
        func make(_ c: PageControl) {
            switch self {
            case .key: c.handleKey(.right)
            case .tap: c.handleTap(at: Point(x: 140, y: 18))
            case .accessibilityFirstPage: c.performAccessibilityAction(.firstPage)
            case .scrub:
                // A mouse scrub from page 3 (x = 84 in a row of 5 from 68) to page 4.
                c.handlePointer(PointerEvent(.down, at: Point(x: 100, y: 18), time: 1, kind: .mouse))
                c.handlePointer(PointerEvent(.move, at: Point(x: 116, y: 18), time: 1.1, kind: .mouse))
                c.handlePointer(PointerEvent(.up, at: Point(x: 116, y: 18), time: 1.2, kind: .mouse))
            case .pagerSwipe:
                c.followScroll(to: 2.3, isUserScrolling: true)
                c.followScroll(to: 2.8, isUserScrolling: false)
                c.followScroll(to: 3, isUserScrolling: false)
            case .appSet: c.currentPage = 4
            case .appAnimated: c.setCurrentPage(0, animated: true)
            case .autoplay:
                let timer = PageControlTimerProgress(preferredDuration: 1)
                c.progress = timer
                timer.resumeTimer()
                c.advanceAnimation(to: 0.5)
                c.advanceAnimation(to: 1.1)
            }
        }
    }

    @Test(
        "Each policy speaks for the changes it names, once, and autoplay never",
        arguments: [
            (PageAnnouncementPolicy.afterPersonChanges, Change.key, ["Page 4 of 5"]),
            (.afterPersonChanges, .tap, ["Page 4 of 5"]),
            (.afterPersonChanges, .accessibilityFirstPage, ["Page 1 of 5"]),
            (.afterPersonChanges, .pagerSwipe, ["Page 4 of 5"]),
            (.afterPersonChanges, .appSet, []),
            (.afterPersonChanges, .appAnimated, []),
            (.afterPersonChanges, .autoplay, []),
            (.afterAnyChange, .key, ["Page 4 of 5"]),
            (.afterAnyChange, .pagerSwipe, ["Page 4 of 5"]),
            (.afterAnyChange, .appSet, ["Page 5 of 5"]),
            (.afterAnyChange, .appAnimated, ["Page 1 of 5"]),
            (.afterAnyChange, .autoplay, []),
            (.never, .key, []),
            (.never, .tap, []),
            (.never, .pagerSwipe, []),
            (.never, .appSet, []),
            (.never, .autoplay, []),
        ])
    func policy(policy: PageAnnouncementPolicy, change: Change, expected: [String]) {
        let (c, recorder) = control(policy: policy)
        change.make(c)
        #expect(recorder.spoken == expected)
    }

    @Test("A scrub speaks its last page under both speaking policies and nothing under .never")
    func scrub() {
        for policy in PageAnnouncementPolicy.allCases {
            let (c, recorder) = control(policy: policy)
            Change.scrub.make(c)
            #expect(recorder.spoken.last == (policy == .never ? nil : "Page 4 of 5"), "\(policy)")
        }
    }

    @Test("A pager swipe that comes back to its page, or is still under the finger, says nothing")
    func pagerSwipeWithoutChange() {
        let (c, recorder) = control(policy: .afterAnyChange)
        c.followScroll(to: 2.4, isUserScrolling: true)
        c.followScroll(to: 3, isUserScrolling: true)
        #expect(recorder.spoken.isEmpty)
        c.followScroll(to: 2.2, isUserScrolling: false)
        c.followScroll(to: 2, isUserScrolling: false)
        #expect(recorder.spoken.isEmpty)
    }

    @Test("The timer's pages are silent under every policy, and a person's key still speaks")
    func autoplaySilent() {
        for policy in [PageAnnouncementPolicy.afterPersonChanges, .afterAnyChange] {
            let (c, recorder) = control(policy: policy)
            Change.autoplay.make(c)
            #expect(c.currentPage == 3)
            #expect(recorder.spoken.isEmpty)
            c.handleKey(.left)
            #expect(recorder.spoken == ["Page 3 of 5, 0%"], "\(policy)")
        }
    }

    @Test("announcementText gets the change and says what it returns; nil is silence")
    func announcementText() {
        let (c, recorder) = control(policy: .afterAnyChange)
        c.accessibility.pageTitles = [3: "Sunset"]
        var seen: [PageAnnouncement] = []
        c.announcementText = { change in
            seen.append(change)
            guard let title = change.title else { return change.reason == .app ? nil : change.defaultText }
            return "\(title), photo \(change.page + 1) of \(change.numberOfPages)"
        }
        c.handleKey(.right)
        c.currentPage = 4
        c.followScroll(to: 3.5, isUserScrolling: true)
        c.followScroll(to: 3, isUserScrolling: false)
        #expect(recorder.spoken == ["Sunset, photo 4 of 5", "Sunset, photo 4 of 5"])
        #expect(
            seen == [
                PageAnnouncement(
                    page: 3, numberOfPages: 5, title: "Sunset", reason: .person, defaultText: "Sunset, page 4 of 5"),
                PageAnnouncement(page: 4, numberOfPages: 5, reason: .app, defaultText: "Page 5 of 5"),
                PageAnnouncement(
                    page: 3, numberOfPages: 5, title: "Sunset", reason: .pager, defaultText: "Sunset, page 4 of 5"),
            ])
    }

    @Test("A screen reader's adjustment is not announced twice under any policy")
    func adjustment() {
        for policy in PageAnnouncementPolicy.allCases {
            let (c, recorder) = control(policy: policy)
            c.performAccessibilityAction(.increment)
            c.performAccessibilityAction(.decrement)
            #expect(recorder.spoken.isEmpty, "\(policy)")
        }
    }

    @Test("PageAnnouncement's initialiser makes negative pages and counts 0")
    func clamping() {
        let a = PageAnnouncement(page: -3, numberOfPages: -1, reason: .app, defaultText: "x")
        #expect(a.page == 0 && a.numberOfPages == 0 && !a.hasMorePages && a.title == nil)
    }
}
