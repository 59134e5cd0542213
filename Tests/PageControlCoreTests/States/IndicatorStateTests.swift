import Testing

@testable import PageControlCore

@MainActor
@Suite(.serialized) struct IndicatorStateTests {
    /// Eight classic dots centred in 320 × 37: dot i spans x 100.5 + 16i … 107.5 + 16i, centre 104 + 16i.
    func control(pages: Int = 8, page: Int = 0) -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = pages
        control.currentPage = page
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    /// A touch tap right of the current dot (one page forward) and left of it (one page back).
    func tapForward(_ control: PageControl) { control.handleTap(at: Point(x: 300, y: 18)) }
    func tapBack(_ control: PageControl) { control.handleTap(at: Point(x: 20, y: 18)) }

    @Test("Names round-trip; normal, the empty name and an empty custom state are one state")
    func names() {
        for state in IndicatorState.builtIn + [.normal, .custom("bookmarked")] {
            #expect(IndicatorState(name: state.name) == state)
        }
        #expect(IndicatorState(name: "") == .normal)
        #expect(IndicatorState.custom("").canonical == .normal)
        #expect(IndicatorState.custom("completed").canonical == .completed)
    }

    @Test("States are sparse: 10⁹ pages with three states store three entries")
    func sparse() {
        let control = control(pages: 1_000_000_000)
        control.indicatorStates[0] = .completed
        control.indicatorStates[500_000_000] = .attention
        control.indicatorStates[999_999_999] = .custom("bookmarked")
        control.indicatorStates[1_000_000_000] = .visited  // out of range: ignored
        control.indicatorStates[-1] = .visited
        #expect(control.indicatorStates.pages.count == 3)
        #expect(control.indicatorStates.pages.map(\.page) == [0, 500_000_000, 999_999_999])
        #expect(control.indicatorStates[500_000_000] == .attention)
        #expect(control.indicatorStates[7] == .normal)
        control.indicatorStates[0] = .normal
        #expect(control.indicatorStates.pages.count == 2)
        control.indicatorStates[500_000_000] = .custom("")
        #expect(control.indicatorStates.pages.count == 1)
    }

    @Test("Lowering the page count drops the states of the pages removed; raising it brings none back")
    func pageCountDrops() {
        let control = control()
        control.indicatorStates[2] = .completed
        control.indicatorStates[6] = .attention
        control.numberOfPages = 5
        #expect(control.indicatorStates.pages.map(\.page) == [2])
        control.numberOfPages = 8
        #expect(control.indicatorStates[6] == .normal)
        control.indicatorStates.removeAll()
        #expect(control.indicatorStates.pages.isEmpty)
    }

    @Test("Taps, keys, accessibility actions and scrolls mark the page a person leaves; code marks nothing")
    func visitedByPerson() {
        let control = control()
        control.indicatorStates.tracksVisitedPages = true
        tapForward(control)
        #expect(control.currentPage == 1)
        #expect(control.indicatorStates.pages.map(\.page) == [0])
        control.handleKey(.right)
        control.performAccessibilityAction(.increment)
        control.handleScroll(dx: 0, dy: 1)
        #expect(control.currentPage == 4)
        #expect(control.indicatorStates.pages.map(\.page) == [0, 1, 2, 3])
        tapBack(control)
        #expect(control.indicatorStates[4] == .visited)
        #expect(control.indicatorStates[3] == .visited)  // current again, still visited
        control.currentPage = 7
        control.setCurrentPage(6, animated: true)
        control.position = 5
        #expect(control.indicatorStates[7] == .normal)
        #expect(control.indicatorStates[6] == .normal)
        #expect(control.indicatorStates.pages.count == 5)
    }

    @Test("The trail is off by default, and a page in another state keeps it when left")
    func visitedKeepsOtherStates() {
        let control = control()
        tapForward(control)
        #expect(control.indicatorStates.pages.isEmpty)
        control.indicatorStates.tracksVisitedPages = true
        control.indicatorStates[1] = .completed
        tapForward(control)
        #expect(control.indicatorStates[1] == .completed)
    }

    @Test("A mouse scrub leaves every page it passes, in turn; a flick to the end leaves the page it flicked from")
    func visitedByScrub() {
        let control = control()
        control.indicatorStates.tracksVisitedPages = true
        #expect(control.beginScrubbing(at: Point(x: 104, y: 18), pointerKind: .mouse))
        control.moveScrubbing(to: Point(x: 104 + 16 * 3, y: 18))
        #expect(control.currentPage == 3)
        control.endScrubbing(velocity: Point(x: 2000, y: 0))
        #expect(control.currentPage == 7)
        #expect(control.indicatorStates.pages.map(\.page) == [0, 3])
    }

    @Test("A touch scrub marks each page it steps from, frame by frame")
    func visitedByTouchScrub() {
        let control = control()
        control.indicatorStates.tracksVisitedPages = true
        control.beginScrubbing(at: Point(x: 104, y: 18))
        control.moveScrubbing(to: Point(x: 104 + 16 * 3, y: 18))
        for frame in 0..<5 { control.advanceAnimation(to: Double(frame) / 60) }
        control.endScrubbing()
        #expect(control.currentPage == 3)
        #expect(control.indicatorStates.pages.map(\.page) == [0, 1, 2])
    }

    @Test("The timer's advance marks the page it leaves")
    func visitedByTimer() {
        let control = control()
        control.indicatorStates.tracksVisitedPages = true
        let timer = PageControlTimerProgress(preferredDuration: 1)
        control.progress = timer
        timer.resumeTimer()
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 1.01)
        #expect(control.currentPage == 1)
        #expect(control.indicatorStates[0] == .visited)
    }

    @Test("The value speaks the current page's state in its language")
    func spoken() {
        let control = control(page: 2)
        control.indicatorStates[2] = .completed
        #expect(control.accessibilityElement.value == "Page 3 of 8, completed")
        control.accessibility.pageTitles[2] = "Address"
        #expect(control.accessibilityElement.value == "Address, page 3 of 8, completed")
        control.indicatorStates[2] = .custom("bookmarked")
        #expect(control.accessibilityElement.value == "Address, page 3 of 8, bookmarked")
        control.indicatorStates[2] = .attention
        control.accessibility.pageTitles[2] = "Adresse"
        control.environment.language = "de"
        #expect(
            control.accessibilityElement.value
                == "Adresse, Seite 3 von 8, \(control.accessibilityElement.strings.attentionState)")
    }

    @Test("Every language has a word for every built-in state", arguments: PageControlStrings.supportedLanguages)
    func everyLanguage(language: String) {
        let strings = PageControlStrings.forLanguage(language)
        for state in IndicatorState.builtIn {
            let word = strings.name(of: state) ?? ""
            #expect(!word.isEmpty)
            #expect(strings.value(strings.value(page: 2, of: 8), state: word).contains(word))
        }
        #expect(strings.name(of: .normal) == nil)
        #expect(strings.name(of: .custom("x")) == "x")
    }

    // MARK: Looks

    /// The colour of page `page`'s dot in the control's display list … read from its frame here, as the
    /// core cannot see the renderers: the frame's look of the page's state, nil for a page without one.
    func stateColor(_ control: PageControl, page: Int) -> Color? {
        let frame = control.frame()
        guard frame.states[page] != .normal else { return nil }
        return frame.look.style(for: frame.states[page]).color
    }

    @Test("Built-in looks: completed green, attention red, visited halfway to the current colour, unavailable a ring")
    func builtInLooks() {
        let control = control()
        let look = control.look
        #expect(look.style(for: .completed) == IndicatorStateStyle(color: IndicatorStateStyle.completedColor))
        #expect(look.style(for: .attention).color == Color(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(look.style(for: .visited).color == Color(white: 0.75, alpha: 0.75))
        #expect(
            look.style(for: .unavailable) == IndicatorStateStyle(color: .translucentGray, shape: .ring(lineWidth: 1.75))
        )
        #expect(look.style(for: .custom("bookmarked")) == IndicatorStateStyle(color: .translucentGray))
        #expect(look.style(for: .normal) == IndicatorStateStyle(color: .translucentGray))
    }

    @Test("A style set on the control beats the proxy's, which beats the built-in one; each change redraws")
    func styleOrder() {
        let control = control()
        control.indicatorStates[3] = .completed
        #expect(stateColor(control, page: 3) == IndicatorStateStyle.completedColor)
        PageControl.appearance().setIndicatorStyle(IndicatorStateStyle(color: .black), for: .completed)
        #expect(stateColor(control, page: 3) == .black)
        control.indicatorStates.setStyle(IndicatorStateStyle(color: .white, shape: .capsule), for: .completed)
        #expect(control.frame().look.style(for: .completed) == IndicatorStateStyle(color: .white, shape: .capsule))
        #expect(control.indicatorStates.style(for: .completed) == IndicatorStateStyle(color: .white, shape: .capsule))
        control.indicatorStates.setStyle(nil, for: .completed)
        #expect(stateColor(control, page: 3) == .black)
        PageControl.appearance().reset()
        #expect(stateColor(control, page: 3) == IndicatorStateStyle.completedColor)
        control.indicatorStates.setStyle(IndicatorStateStyle(color: .black), for: .normal)  // ignored
        #expect(control.indicatorStates.style(for: .normal) == nil)
    }

    @Test("A frame finds a page's state among a billion pages and misses pages without one")
    func frameLookup() {
        let control = control(pages: 1_000_000_000)
        for page in [5, 9, 1_000, 999_999_999] { control.indicatorStates[page] = .attention }
        #expect(stateColor(control, page: 9) == IndicatorStateStyle.attentionColor)
        #expect(stateColor(control, page: 999_999_999) != nil)
        for page in [0, 4, 6, 10, 999, 1_001, 999_999_998] { #expect(stateColor(control, page: page) == nil) }
        control.indicatorStates[6] = .completed
        #expect(stateColor(control, page: 6) == IndicatorStateStyle.completedColor)
    }
}
