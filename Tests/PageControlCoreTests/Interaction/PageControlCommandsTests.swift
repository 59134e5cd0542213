import PageControlCore
import PageControlTestSupport
import Testing

/// Page commands, and the one mapping from keys and scrolling to them.
@MainActor
@Suite struct PageControlCommandsTests {
    /// 30 pages in 320 × 37 points: a window of 10 dots.
    func control(page: Int = 5, direction: PageControlDirection = .natural) -> (PageControl, () -> [Int]) {
        let (c, events) = recordingControl(pages: 30)
        c.environment.reducesMotion = true
        c.direction = direction
        if direction.isVertical { c.bounds = Rect(x: 0, y: 0, width: 37, height: 320) }
        c.currentPage = page
        return (c, events)
    }

    @Test(
        "Each command moves from page 5 of 30 as documented",
        arguments: [
            (PageCommand.next, 6), (.previous, 4), (.first, 0), (.last, 29), (.pageForward, 15), (.pageBackward, 0),
        ])
    func commands(command: PageCommand, page: Int) {
        let (c, events) = control()
        #expect(c.perform(command))
        #expect(c.currentPage == page)
        #expect(c.interactionState == .discrete)
        #expect(events() == [page])
    }

    @Test("Page forward and back move one window and stop at the ends")
    func windows() {
        let (c, events) = control(page: 25)
        c.perform(.pageForward)
        #expect(c.currentPage == 29)
        #expect(!c.perform(.pageForward))
        c.perform(.pageBackward)
        #expect(c.currentPage == 19)
        #expect(events() == [29, 19])
    }

    @Test("At the ends a command changes nothing and sends nothing; a looping row goes round")
    func ends() {
        let (c, events) = control(page: 29)
        #expect(!c.perform(.next))
        #expect(!c.perform(.last))
        #expect(events().isEmpty)
        c.paging.wrapsAround = true
        #expect(c.perform(.next))
        #expect(c.currentPage == 0)
    }

    @Test(
        "Keys map to commands by the row's direction; arrows across the row map to nothing",
        arguments: [
            (PageControlDirection.leftToRight, [PageCommand?.some(.next), .previous, nil, nil]),
            (.rightToLeft, [.previous, .next, nil, nil]),
            (.topToBottom, [nil, nil, .previous, .next]),
            (.bottomToTop, [nil, nil, .next, .previous]),
        ])
    func arrows(direction: PageControlDirection, commands: [PageCommand?]) {
        let (c, _) = control(direction: direction)
        let arrows: [PageControlKey] = [.right, .left, .up, .down]
        #expect(arrows.map { PageCommand(key: $0, direction: c.layout.direction) } == commands)
        #expect(PageCommand(key: .home, direction: c.layout.direction) == .first)
        #expect(PageCommand(key: .end, direction: c.layout.direction) == .last)
        #expect(PageCommand(key: .pageDown, direction: c.layout.direction) == .pageForward)
        #expect(PageCommand(key: .pageUp, direction: c.layout.direction) == .pageBackward)
        #expect(PageCommand(key: .space, direction: c.layout.direction) == .next)
        #expect(PageCommand(key: .space, modifiers: .shift, direction: c.layout.direction) == .previous)
        #expect(PageCommand(key: .right, modifiers: .shift, direction: c.layout.direction) == commands[0])
    }

    @Test(
        "Keys held with Control, Option or Command are left for the app",
        arguments: [
            PageControlKey.Modifiers.control, .option, .command, [.shift, .control],
        ])
    func blockingModifiers(modifiers: PageControlKey.Modifiers) {
        let (c, events) = control()
        #expect(PageCommand(key: .space, modifiers: modifiers, direction: c.layout.direction) == nil)
        #expect(!c.handleKey(.right, modifiers: modifiers))
        #expect(events().isEmpty)
    }

    @Test("A key is handled even at the ends, so focus does not move; a disabled control handles nothing")
    func handledAtTheEnds() {
        let (c, events) = control(page: 29)
        #expect(c.handleKey(.right))
        #expect(c.handleKey(.end))
        #expect(c.handleKey(.space))
        #expect(!c.handleKey(.up))  // across the row
        #expect(events().isEmpty)
        c.isEnabled = false
        #expect(!c.handleKey(.left))
        #expect(c.currentPage == 29)
    }

    @Test(
        "Space and wheel-down go forward in every language and direction",
        arguments: [nil, "ar", "he"] as [String?], PageControlDirection.allCases)
    func contentOrder(language: String?, direction: PageControlDirection) {
        let (c, events) = control(direction: direction)
        c.environment.language = language
        c.environment.layoutDirectionFollowsLanguage = true
        #expect(c.handleKey(.space))
        #expect(c.handleScroll(dx: 0, dy: 1))
        #expect(c.handleScroll(dx: 0, dy: 3))
        #expect(events() == [6, 7, 8])
        c.handleScroll(dx: 0, dy: -1)
        c.handleKey(.space, modifiers: .shift)
        #expect(c.currentPage == 6)
    }

    @Test(
        "Horizontal scrolling goes to the page on the right of a horizontal row and follows the reading direction of a vertical one",
        arguments: [
            (PageControlDirection.leftToRight, LayoutDirection.leftToRight, 6),
            (.rightToLeft, .leftToRight, 4), (.natural, .rightToLeft, 4), (.topToBottom, .leftToRight, 6),
            (.topToBottom, .rightToLeft, 4),
        ])
    func horizontalScroll(direction: PageControlDirection, layout: LayoutDirection, page: Int) {
        let (c, _) = control(direction: direction)
        c.environment.layoutDirection = layout
        #expect(c.handleScroll(dx: 2, dy: 0.5))  // the larger delta wins
        #expect(c.currentPage == page)
    }

    @Test("Continuous scrolling adds up to 40 points a page; a change of direction starts over")
    func continuous() {
        let (c, events) = control()
        for _ in 0..<7 { c.handleScroll(dx: 0, dy: 10, isContinuous: true) }
        #expect(events() == [6])  // 70 points: one page, 30 left over
        c.handleScroll(dx: 0, dy: 10, isContinuous: true)
        #expect(events() == [6, 7])  // 40 more
        c.handleScroll(dx: 0, dy: -30, isContinuous: true)
        #expect(c.currentPage == 7)  // the way back starts from nothing
        c.handleScroll(dx: 0, dy: -10, isContinuous: true)
        #expect(c.currentPage == 6)
        #expect(c.handleScroll(dx: 0, dy: 1e300, isContinuous: true))  // a huge delta cannot loop for ever
        #expect(c.currentPage == 29)
    }

    @Test("Scrolling with no delta, or non-finite deltas, is not used")
    func noDelta() {
        let (c, events) = control()
        #expect(!c.handleScroll(dx: 0, dy: 0))
        #expect(!c.handleScroll(dx: .nan, dy: .infinity))
        #expect(events().isEmpty)
        #expect(c.handleScroll(dx: .nan, dy: 1))
        #expect(events() == [6])
    }
}
