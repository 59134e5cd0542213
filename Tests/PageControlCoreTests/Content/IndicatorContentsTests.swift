import Testing

@testable import PageControlCore

/// The sparse content store alone: what it keeps and the characters the dots must hold, without a control.
@Suite struct IndicatorContentsTests {
    @Test("Setting content reports a change once, and none for the same content or for clearing nothing")
    func changes() {
        var contents = IndicatorContents()
        var changed = contents.set(.badge(3), forPage: 4)
        #expect(changed)
        changed = contents.set(.badge(3), forPage: 4)
        #expect(!changed)
        changed = contents.set(.badge(-1), forPage: 9)
        #expect(changed)
        #expect(contents[9] == .badge(0))
        changed = contents.set(.none, forPage: 7)
        #expect(!changed)
        changed = contents.set(.none, forPage: 4)
        #expect(changed)
        #expect(contents[4] == .none)
        #expect(contents.byPage == [9: .badge(0)])
    }

    @Test(
        "Dots hold the page count's digits for a number, else the longest text",
        arguments: [
            ([IndicatorContent](), 12, false, 0), ([.badge(5)], 12, false, 0), ([.text("A")], 12, false, 1),
            ([.text("A"), .text("BC")], 12, false, 2), ([.number], 12, false, 2), ([.number], 1_000, false, 4),
            ([.text("AB")], 5, true, 2), ([], 123, true, 3), ([.text("X")], 0, true, 1),
        ])
    func insideCharacters(contents list: [IndicatorContent], pages: Int, numbers: Bool, characters: Int) {
        var contents = IndicatorContents()
        for (page, content) in list.enumerated() { contents.set(content, forPage: page) }
        #expect(contents.insideCharacters(pageCount: pages, showsPageNumbers: numbers) == characters)
    }

    @Test("The tallies follow replacements, removals and drops")
    func tallies() {
        var contents = IndicatorContents()
        contents.set(.text("AB"), forPage: 1)
        contents.set(.text("C"), forPage: 2)
        contents.set(.number, forPage: 30)
        #expect(contents.insideCharacters(pageCount: 100, showsPageNumbers: false) == 3)
        contents.drop(from: 30)
        #expect(contents.byPage.count == 2)
        #expect(contents.insideCharacters(pageCount: 100, showsPageNumbers: false) == 2)
        contents.set(.badge(1), forPage: 1)
        #expect(contents.insideCharacters(pageCount: 100, showsPageNumbers: false) == 1)
        contents.set(.none, forPage: 2)
        #expect(contents.insideCharacters(pageCount: 100, showsPageNumbers: false) == 0)
        #expect(contents.byPage == [1: .badge(1)])
    }

    @Test("A hundred thousand badges are set one by one in linear time (each set is O(1))")
    func manyBadges() {
        var contents = IndicatorContents()
        for page in 0..<100_000 { contents.set(.badge(page % 7), forPage: 3 * page) }
        #expect(contents.byPage.count == 100_000)
        #expect(contents.insideCharacters(pageCount: 1_000_000, showsPageNumbers: false) == 0)
    }
}
