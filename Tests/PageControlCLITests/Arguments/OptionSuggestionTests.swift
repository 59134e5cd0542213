import PageControlCLI
import Testing

/// "did you mean --loop?" for an unknown option that is a slip of the keyboard (newcomer's list, item 9).
@Suite struct OptionSuggestionTests {
    static let demoOptions: Set<String> = [
        "--pages", "--page", "--autoplay", "--loop", "--direction", "--visited", "--page-numbers", "--plain",
        "--presentation", "--help",
    ]

    @Test(
        "A near name is suggested; a far one is not",
        arguments: [
            ("--lop", "--loop"), ("--looop", "--loop"), ("--laop", "--loop"), ("--pgae", "--page"),
            ("-pages", "--pages"), ("--autoply", "--autoplay"), ("--page-num", "--page-numbers"),
            ("--visit", "--visited"), ("--directoin", "--direction"), ("--bogus", nil), ("--x", nil), ("--", nil),
            ("--pl", nil),
        ] as [(String, String?)])
    func nearest(typed: String, suggestion: String?) {
        #expect(OptionSuggestion.nearest(to: typed, among: Self.demoOptions) == suggestion)
    }

    @Test(
        "The built tool's unknown-option line suggests the near name",
        arguments: [
            (
                ["demo", "--lop"],
                "unknown option '--lop' for 'demo'; did you mean --loop? (see 'pagecontrol demo --help')"
            ),
            (
                ["render", "--colour", "#000"],
                "unknown option '--colour' for 'render'; did you mean --color? (see 'pagecontrol render --help')"
            ),
            (["render", "--bogus"], "unknown option '--bogus' for 'render' (see 'pagecontrol render --help')"),
        ])
    func builtTool(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(arguments, in: folder.url)
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: \(message)\n")
        #expect(try run.output.isEmpty && folder.contents().isEmpty)
    }
}
