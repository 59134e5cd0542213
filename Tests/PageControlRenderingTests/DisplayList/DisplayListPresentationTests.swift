import PageControlCore
import PageControlRendering
import Testing

/// What lines, segments, the number and the dots' content draw: primitives, roles, frames and colours.
@MainActor
@Suite(.serialized) struct DisplayListPresentationTests {
    func control(
        _ presentation: IndicatorPresentation = .dots, pages: Int, width: Double = 320, height: Double = 37
    ) -> PageControl {
        PageControl.appearance().reset()
        let c = PageControl()
        c.numberOfPages = pages
        c.presentation.kind = presentation
        c.bounds = Rect(x: 0, y: 0, width: width, height: height)
        return c
    }

    func rects(_ list: DisplayList, _ role: DisplayPrimitive.Role) -> [Rect] {
        list.filter { $0.role == role }.map(\.frame)
    }

    @Test("Lines draw a line per page and the moving line as the mark, in the lines' colours")
    func lines() {
        let c = control(.lines, pages: 3, width: 119, height: 7)
        c.position = 0.5
        let list = DisplayList(c.frame())
        #expect(list.map(\.role) == [.indicator, .indicator, .indicator, .mark])
        #expect(list[0].color == Color.white.withAlphaComponent(0.3))
        #expect(list[3].color == Color.white.withAlphaComponent(0.9))
        #expect(list[3].frame == Rect(x: 22, y: 2, width: 35, height: 3))
    }

    @Test("Segments before the current page are full, the current full at rest, the next filling with the position")
    func segmentFills() {
        let c = control(.segments, pages: 4, width: 200, height: 19)
        c.position = 1.25
        let list = DisplayList(c.frame())
        #expect(list.map(\.role) == [.indicator, .indicator, .indicator, .indicator, .progress, .progress, .progress])
        #expect(
            rects(list, .progress) == [
                Rect(x: 8, y: 8, width: 43, height: 3), Rect(x: 55, y: 8, width: 43, height: 3),
                Rect(x: 102, y: 8, width: 10.75, height: 3),
            ])
        // No segment takes the current colour: the fills show the current page.
        #expect(list.filter { $0.role == .indicator }.allSatisfy { $0.color == .translucentGray })
        #expect(list.filter { $0.role == .progress }.allSatisfy { $0.color == .white })
    }

    @Test("A timer fills the current segment by its progress; the pages before it stay full")
    func segmentTimer() throws {
        let c = control(.segments, pages: 4, width: 200, height: 19)
        c.currentPage = 2
        let timer = PageControlTimerProgress(preferredDuration: 4)
        c.progress = timer
        c.advanceAnimation(to: 0)
        timer.resumeTimer()
        c.advanceAnimation(to: 1)
        let fills = rects(DisplayList(c.frame()), .progress)
        try #require(fills.count == 3)
        #expect(fills[2] == Rect(x: 102, y: 8, width: 43 * 0.25, height: 3))
    }

    @Test("Right to left, a segment fills from its right end")
    func segmentsRightToLeft() {
        let c = control(.segments, pages: 4, width: 200, height: 19)
        c.direction = .rightToLeft
        c.position = 0.5
        let fills = rects(DisplayList(c.frame()), .progress)
        #expect(fills == [Rect(x: 149, y: 8, width: 43, height: 3), Rect(x: 123.5, y: 8, width: 21.5, height: 3)])
    }

    @Test("In a loop the bar starts again without a jump: the first segment fills while the others empty")
    func segmentSeam() {
        let c = control(.segments, pages: 4, width: 200, height: 19)
        c.paging.wrapsAround = true
        c.position = 3.25
        let fills = DisplayList(c.frame()).filter { $0.role == .progress }.map(\.frame.width)
        #expect(fills == [10.75, 32.25, 32.25, 32.25])
    }

    @Test("Too many segments draw as one track filled to the pages' share")
    func segmentTrack() {
        let c = control(.segments, pages: 1_000, width: 200, height: 19)
        c.currentPage = 499
        let list = DisplayList(c.frame())
        #expect(list.map(\.role) == [.indicator, .progress])
        #expect(list[0].frame == Rect(x: 8, y: 8, width: 184, height: 3))
        #expect(list[1].frame == Rect(x: 8, y: 8, width: 92, height: 3))
    }

    @Test("The number draws only its label, in the current colour")
    func numeric() {
        let c = control(.numeric, pages: 12, width: 100)
        c.currentPage = 2
        let list = DisplayList(c.frame())
        #expect(list.map(\.role) == [.label])
        guard case .text(let text) = list[0].geometry else {
            Issue.record("the number is not text")
            return
        }
        #expect(text.string == "3 / 12")
        #expect(text.origin == Point(x: 50, y: 18.5 + 0.7 * 14 / 2))
    }

    @Test("Page numbers draw inside every visible dot, black on the current one")
    func pageNumbers() {
        let c = control(pages: 3, width: 100)
        c.presentation.showsPageNumbers = true
        c.currentPage = 1
        let list = DisplayList(c.frame())
        let content = list.filter { $0.role == .content }
        #expect(content.count == 3)
        let strings = content.compactMap { primitive -> String? in
            if case .text(let text) = primitive.geometry { return text.string }
            return nil
        }
        #expect(strings == ["1", "2", "3"])
        #expect(content.map(\.color) == [.white, .black, .white])
        #expect(content.map(\.page) == [0, 1, 2])
    }

    @Test("A badge is a disc on its dot's top trailing corner, then its count; a plain badge only the disc")
    func badges() {
        let c = control(pages: 4, width: 200)
        c.presentation.setContent(.badge(3), forPage: 1)
        c.presentation.setContent(.badge(0), forPage: 2)
        let list = DisplayList(c.frame())
        let badges = list.filter { $0.role == .badge }
        #expect(badges.count == 3)
        #expect(badges.map(\.page) == [1, 2, 1])
        // Dot 1 is 7 × 7 at x 88.5, y 15; the corner 1.05 in; the badge 9.8 tall (7 pt text), as wide.
        let corner = Point(x: 95.5 - 0.15 * 7, y: 15 + 0.15 * 7)
        let side = 1.4 * 7.0
        #expect(badges[0].frame == Rect(x: corner.x - side / 2, y: corner.y - side / 2, width: side, height: side))
        #expect(badges[0].color == PageControlAppearance.defaultBadgeColor)
        #expect(badges[1].frame.width == 4.2)
        #expect(badges[2].color == .white)
    }

    @Test("On a dot with its number, a badge stands on the dot's top trailing corner, clear of the number")
    func badgeAboveNumber() throws {
        let c = control(pages: 12, width: 0)
        c.presentation.showsPageNumbers = true
        c.presentation.setContent(.badge(120), forPage: 4)
        c.presentation.setContent(.badge(0), forPage: 6)
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        let list = DisplayList(c.frame())
        func text(_ primitive: DisplayPrimitive) -> DisplayText? {
            if case .text(let line) = primitive.geometry { return line }
            return nil
        }
        for page in [4, 6] {
            let dot = try #require(list.first { $0.role == .indicator && $0.page == page }).frame
            let badge = try #require(list.first { $0.role == .badge && $0.page == page && text($0) == nil }).frame
            let number = try #require(list.compactMap { $0.role == .content && $0.page == page ? text($0) : nil }.first)
            let inset = 0.15 * min(dot.width, dot.height)
            // The badge's bottom edge on the corner, its middle on the corner's x (the row has room: nothing moves it).
            #expect(abs(badge.maxY - (dot.minY + inset)) < 1e-9, "page \(page + 1)")
            #expect(abs(badge.midX - (dot.maxX - inset)) < 1e-9, "page \(page + 1)")
            // Above the top of the number's capitals, so none of the number is covered.
            #expect(badge.maxY < number.origin.y - DisplayText.capHeight * number.fontSize, "page \(page + 1)")
            #expect(badge.minY >= c.bounds.minY)
        }
        // The count stays centred in its capsule.
        let count = try #require(list.compactMap { $0.role == .badge && $0.page == 4 ? text($0) : nil }.first)
        let capsule = try #require(list.first { $0.role == .badge && $0.page == 4 && text($0) == nil }).frame
        #expect(count.string == "99+" && count.origin.x == capsule.midX)
    }

    @Test("Content is drawn after the mark, so a number stays readable on the moving mark")
    func contentOverTheMark() {
        let c = control(pages: 3, width: 100)
        c.indicatorEffect = .worm
        c.presentation.setContent(.number, forPage: 0)
        let roles = DisplayList(c.frame()).map(\.role)
        #expect(roles == [.indicator, .indicator, .indicator, .mark, .content])
    }

    @Test("A badge on the last dot stays within the bounds")
    func badgeInBounds() {
        let c = control(pages: 3, width: 0)
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        c.presentation.setContent(.badge(120), forPage: 2)
        let badge = DisplayList(c.frame()).filter { $0.role == .badge }[0].frame
        #expect(badge.maxX <= c.bounds.maxX)
    }

    @Test("Only the badges in the window are drawn, in a billion pages", arguments: [false, true])
    func sparseBadges(loops: Bool) {
        let c = control(pages: 1_000_000_000)
        c.paging.wrapsAround = loops
        for page in stride(from: 0, to: 1_000_000_000, by: 1_000_000) {
            c.presentation.setContent(.badge(1), forPage: page)
        }
        c.presentation.setContent(.badge(1), forPage: 3)
        c.presentation.setContent(.badge(1), forPage: 999_999_999)
        c.currentPage = 0
        let pages = DisplayList(c.frame()).filter { $0.role == .badge }.map(\.page)
        // Discs then counts; a loop's window shows the last page before the first.
        #expect(pages == (loops ? [999_999_999, 0, 3, 999_999_999, 0, 3] : [0, 3, 0, 3]))
    }
}
