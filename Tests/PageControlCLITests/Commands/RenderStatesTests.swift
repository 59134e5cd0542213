import PageControlCLI
import Testing

/// `render --state`, `--visible-pages` and `--scrub-preview`.
@MainActor
@Suite struct RenderStatesTests {
    func svg(_ args: [String]) -> (status: Int32, text: String, error: String) {
        let result = PageControlCommand.run(["render"] + args, environment: [:])
        return (result.status, String(decoding: result.output, as: UTF8.self), result.error)
    }

    @Test("States colour their dots and the current page's state is in the title")
    func states() {
        let result = svg(["--pages", "8", "--page", "3", "--state", "1=completed, 3=attention,7=unavailable"])
        #expect(result.status == 0)
        #expect(result.text.contains("<title>Page 3 of 8, needs attention</title>"))
        #expect(result.text.contains(##"<circle data-page="0" cx="3.5" cy="18.5" r="3.5" fill="#34C759"/>"##))
        #expect(result.text.contains(##"<circle data-page="2" cx="35.5" cy="18.5" r="3.5" fill="#FFFFFF"/>"##))
        // Unavailable: a ring 1.75 wide, stroked inside the dot.
        #expect(result.text.contains(##"data-page="6""##))
        #expect(result.text.contains(##"stroke-width="1.75""##))
    }

    @Test("A custom state and normal are accepted; the last pair for a page wins")
    func customAndNormal() {
        let result = svg(["--pages", "4", "--state", "2=bookmarked,2=normal,4=bookmarked"])
        #expect(result.status == 0)
        #expect(!result.text.contains("bookmarked"))  // drawn as a normal dot, not spoken (page 1 is current)
    }

    @Test(
        "Broken --state values name the pair and exit 2",
        arguments: [
            ("3", "'3' is not PAGE=STATE (for example 3=completed)"),
            ("x=completed", "'x=completed' has a page that is not a whole number"),
            ("9=completed", "'9=completed' names page 9 (at most 8)"),
            ("0=completed", "'0=completed' names page 0 (at least 1: pages count from 1)"),
            ("-1=visited", "'-1=visited' names page -1 (at least 1: pages count from 1)"),
            ("2=", "'2=' has no state (visited, completed, attention, unavailable or a name)"),
            ("1=visited,,2=visited", "'' is not PAGE=STATE (for example 3=completed)"),
        ])
    func brokenStates(value: String, message: String) {
        let result = svg(["--pages", "8", "--state", value])
        #expect(result.status == 2)
        #expect(result.error == "pagecontrol: --state: \(message)\n")
        #expect(result.text.isEmpty)
    }

    @Test("Several pages on screen: every dot of the span is current and the title names them")
    func visiblePages() {
        let result = svg(["--pages", "8", "--page", "3", "--visible-pages", "2"])
        #expect(result.text.contains("<title>Pages 3 to 4 of 8</title>"))
        #expect(result.text.contains(##"<circle data-page="3" cx="51.5" cy="18.5" r="3.5" fill="#FFFFFF"/>"##))
        let ru = svg(["--pages", "8", "--page", "8", "--visible-pages", "3", "--language", "ru"])
        #expect(ru.text.contains("<title>Страницы 6–8 из 8</title>"))
        let refused = svg(["--pages", "8", "--visible-pages", "101"])
        #expect(refused.status == 2)
        #expect(refused.error == "pagecontrol: --visible-pages: '101' is out of range (at most 100)\n")
    }

    @Test("A scrub preview grows the image and draws the callout over the page's dot")
    func scrubPreview() {
        let result = svg(["--pages", "8", "--scrub-preview", "6"])
        #expect(result.status == 0)
        #expect(result.text.contains(##"width="119" height="92.6""##))
        #expect(result.text.contains(##"<rect data-page="5" x="55.5" y="15" width="56" height="23.8""##))
        #expect(result.text.contains(##">6 / 8</text>"##))
        let ansi = PageControlCommand.run(
            ["render", "--pages", "8", "--scrub-preview", "6", "--format", "ansi", "--no-color"], environment: [:])
        #expect(String(decoding: ansi.output, as: UTF8.self) == "        6 / 8\n○ ○ ○ ○ ○ ● ○ ○\n")
        let refused = svg(["--pages", "8", "--scrub-preview", "9"])
        #expect(refused.error == "pagecontrol: --scrub-preview: '9' is out of range (at most 8)\n")
    }
}
