import PageControlCore
import Testing

@testable import PageControlRendering

/// `DisplayList.StillPart`: a host that drew a list and has since changed only the position, which changed none of the
/// frame's ``PageControl/positionDependentParts``, draws the next list by moving the mark
/// (`StillPart.movedMark(in:)`); that list is indeed the one it kept with the mark's primitives moved.
@MainActor
@Suite struct DisplayListStillPartTests {
    /// One way to set up a control, and whether some position updates then move the mark alone.
    struct Setup: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let movesMarkAlone: Bool
        let apply: @MainActor @Sendable (PageControl) -> Void

        init(_ name: String, movesMarkAlone: Bool, _ apply: @escaping @MainActor @Sendable (PageControl) -> Void) {
            (testDescription, self.movesMarkAlone, self.apply) = (name, movesMarkAlone, apply)
        }
    }

    nonisolated static let setups: [Setup] = [
        Setup("slide", movesMarkAlone: true) { $0.indicatorEffect = .slide },
        Setup("worm, a window of 5 dots over 12 pages", movesMarkAlone: true) {
            $0.indicatorEffect = .worm
            $0.window.maximumVisibleIndicators = 5
        },
        Setup("jump, looping", movesMarkAlone: true) {
            $0.indicatorEffect = .jump
            $0.paging.wrapsAround = true
        },
        Setup("thin worm, vertical, with a platter", movesMarkAlone: true) {
            $0.indicatorEffect = .thinWorm
            $0.direction = .bottomToTop
            $0.backgroundStyle = .prominent
        },
        Setup("slide, a span of 3 pages", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.paging.visiblePageCount = 3
        },
        Setup("swap", movesMarkAlone: false) { $0.indicatorEffect = .swap },
        Setup("scale", movesMarkAlone: false) { $0.indicatorEffect = .scale(1.5) },
        Setup("no effect", movesMarkAlone: false) { $0.indicatorEffect = .none },
        Setup("slide with a longer current dot", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            var metrics = IndicatorMetrics.classic
            metrics.currentIndicatorLength = 16
            $0.metrics = metrics
        },
        Setup("slide with states", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.indicatorStates[2] = .completed
        },
        Setup("slide with a badge", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.presentation.setContent(.badge(3), forPage: 1)
        },
        Setup("slide with a label", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.window.overflowStyle = .dotsAndLabel(threshold: 5)
        },
        Setup("slide under Increase Contrast's outlines", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.environment.prefersIncreasedContrast = true
            $0.currentPageIndicatorTintColor = Color(red: 0.8, green: 0.8, blue: 0.8)
            $0.pageIndicatorTintColor = Color(red: 0.9, green: 0.24, blue: 0.24)
        },
        Setup("slide, Increase Contrast without outlines", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.environment.prefersIncreasedContrast = true
        },
        Setup("slide, Reduce Motion: the mark snaps to the nearest page", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.environment.reducesMotion = true
        },
        Setup("slide, fading when idle", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.autoplay.fadesWhenIdle = true
            $0.autoplay.idleFadeDelay = 0.2
            $0.autoplay.idleFadeDuration = 10
        },
        Setup("slide with a running timer", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.progress = PageControlTimerProgress(preferredDuration: 3)
        },
        Setup("slide, more pages may follow", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.hasMorePages = true
        },
    ]

    /// One step of a host's walk: most set the position (as a property, or following a scroll view's content, a
    /// person's swipe among them), some let the clock run (twice in a row, half a second apart, so that an idle
    /// row fades) or begin a scrub. Returns whether only the position
    /// was set.
    static func step(_ index: Int, _ c: PageControl) -> Bool {
        let position = Double(index % 40) * 0.137
        switch index % 13 {
        case 6, 7:
            _ = c.advanceAnimation(to: Double(index) * 0.5)
            return false
        case 12 where index % 2 == 0:
            _ = c.beginScrubbing(at: Point(x: 10, y: 10))
            return false
        case 3, 9: c.followScroll(to: position)
        case 4: c.followScroll(to: position, isUserScrolling: true)
        default: c.position = position
        }
        return true
    }

    @Test(
        "After a position update that changes none of the parts it can, the list is the kept one with its mark moved",
        arguments: setups)
    func onlyTheMarkMoves(setup: Setup) {
        let c = Self.control(setup.apply)
        var kept = DisplayList(c.frame())
        var (still, parts) = (DisplayList.StillPart(kept), c.positionDependentParts)
        var markOnly = 0
        for index in 0..<160 {
            let onlyPosition = Self.step(index, c)
            let list = DisplayList(c.frame())
            if onlyPosition, c.positionDependentParts == parts, let moved = still?.movedMark(in: list.frame.layout) {
                markOnly += 1
                #expect(list.count == kept.count, "step \(index)")
                for i in list.indices {
                    let expected = moved.primitives.contains(i) ? moved.primitive(at: i) : kept[i]
                    #expect(list[i] == expected, "step \(index), primitive \(i)")
                }
                #expect(Self.sameBesidesLayout(list.frame, kept.frame), "step \(index)")
            } else {
                kept = list
                (still, parts) = (DisplayList.StillPart(kept), c.positionDependentParts)
            }
        }
        if setup.movesMarkAlone {
            #expect(markOnly >= 30, "\(markOnly) of 160 steps moved the mark alone")
        } else {
            #expect(markOnly == 0)
        }
    }

    /// A control of 12 pages in a 320 × 200 box, set up by `apply`.
    static func control(_ apply: (PageControl) -> Void) -> PageControl {
        let c = PageControl()
        c.numberOfPages = 12
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 200)
        apply(c)
        return c
    }

    /// Whether two frames are the same but for their layouts.
    static func sameBesidesLayout(_ a: PageControlFrame, _ b: PageControlFrame) -> Bool {
        a.size == b.size && a.look == b.look && a.currentPage == b.currentPage && a.progress == b.progress
            && a.opacity == b.opacity && a.showsPlatter == b.showsPlatter && a.platter == b.platter
            && a.label == b.label && a.focusRing == b.focusRing && a.focusRingColor == b.focusRingColor
            && a.preview == b.preview && a.drawsPreview == b.drawsPreview && a.states == b.states
            && (a.contents == nil) == (b.contents == nil) && a.accessibilityElement == b.accessibilityElement
            && a.isAnimating == b.isAnimating && a.minimumHitTargetSize == b.minimumHitTargetSize
            && a.stepButtonSettings == b.stepButtonSettings && a.stepSize == b.stepSize
    }

    @Test("A faded row's mark moves faded: a position that follows content on its way keeps the fade")
    func fadedRowFollowingContent() throws {
        let c = Self.control { $0.indicatorEffect = .slide }
        c.autoplay.fadesWhenIdle = true
        c.autoplay.idleFadeDelay = 0.2
        c.autoplay.idleFadeDuration = 10
        // A person taps page 1's dot: while the content travels there, following it notes no activity.
        let dot = try #require(c.hitTesting.frame(forPage: 1))
        c.handleTap(at: Point(x: dot.midX, y: dot.midY), pointerKind: .mouse)
        c.followScroll(to: 0.3)
        _ = c.advanceAnimation(to: 0)
        _ = c.advanceAnimation(to: 1)
        let kept = DisplayList(c.frame())
        #expect(kept.opacity == 0.92)
        let still = try #require(DisplayList.StillPart(kept))
        let parts = c.positionDependentParts
        c.followScroll(to: 0.45)
        #expect(c.positionDependentParts == parts)
        let moved = try #require(still.movedMark(in: c.layout))
        let list = DisplayList(c.frame())
        for i in moved.primitives {
            #expect(list[i] == moved.primitive(at: i))
            #expect(moved.primitive(at: i).opacity == 0.92)
        }
    }

    @Test("A list with a focus ring, which follows the mark, is not kept")
    func focusRingIsNotKept() {
        let c = Self.control { $0.indicatorEffect = .slide }
        c.position = 0.1
        #expect(DisplayList.StillPart(DisplayList(c.frame(showsFocusRing: true))) == nil)
        #expect(DisplayList.StillPart(DisplayList(c.frame())) != nil)
    }

    @Test("Nothing kept, a new page or a scroll of the window make every primitive again")
    func wholeAgain() throws {
        let c = PageControl()
        c.numberOfPages = 12
        c.window.maximumVisibleIndicators = 5
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.indicatorEffect = .slide
        c.position = 0.2
        let still = try #require(DisplayList.StillPart(DisplayList(c.frame())))
        let parts = c.positionDependentParts
        c.position = 0.4
        let moved = try #require(still.movedMark(in: c.layout))
        #expect(moved.primitives.count == 1)
        #expect(c.positionDependentParts == parts)
        c.position = 0.7
        #expect(c.positionDependentParts != parts, "the displayed page is 1")
        c.position = 3.2
        #expect(still.movedMark(in: c.layout) == nil, "the window scrolled")
        c.indicatorEffect = .none
        #expect(DisplayList.StillPart(DisplayList(c.frame())) == nil, "no mark")
    }
}
