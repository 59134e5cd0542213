import PageControlCLI
import Testing

/// `render --more-pages`: a count that is still growing.
@MainActor
@Suite struct RenderMorePagesTests {
    func render(_ args: [String]) -> (status: Int32, text: String, error: String) {
        let result = PageControlCommand.run(["render"] + args, environment: [:])
        return (result.status, String(decoding: result.output, as: UTF8.self), result.error)
    }

    @Test("The last page counted draws the open end after it and says 'of at least'")
    func openEnd() {
        let result = render(["--pages", "20", "--page", "20", "--more-pages"])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(result.text.contains("<title>Page 20 of at least 20</title>"))
        // Eight dots of pages 12…19 (0-based), then two open slots at 2/3 and 1/3 of a dot.
        #expect(result.text.contains(##"data-page="19""##))
        #expect(result.text.components(separatedBy: ##"data-role="open-end""##).count == 3)
        #expect(!render(["--pages", "20", "--page", "20"]).text.contains("open-end"))
    }

    @Test("The number reads '7 / 20+' with --more-pages", arguments: ["numeric"])
    func number(presentation: String) {
        let result = render(["--pages", "20", "--page", "7", "--more-pages", "--presentation", presentation])
        #expect(result.status == 0)
        #expect(result.text.contains(">7 / 20+<"))
    }

    @Test("Lines and segments show the open end too", arguments: ["lines", "segments"])
    func presentations(presentation: String) {
        let result = render(["--pages", "6", "--page", "6", "--more-pages", "--presentation", presentation])
        #expect(result.status == 0)
        #expect(result.text.contains(##"data-role="open-end""##))
    }

    @Test("The server's first frame of an endless feed: the element with more-pages and tabs of unknown set size")
    func html() {
        let result = render(["--pages", "20", "--page", "20", "--more-pages", "--format", "html"])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(result.text.hasPrefix(##"<page-control pages="20" current="19" more-pages>"##))
        #expect(result.text.contains(##"aria-setsize="-1""##))
        #expect(result.text.contains(##"part="open-end""##))
    }
}
