import PageControlCLI
import Testing

/// One spelling per idea across `render`, `audit` and `demo` (newcomer's list, item 9; `pagecontrol-gtk` is checked in
/// PageControlGTKTests): the old spellings are refused with the new one named (and `render --benchmark` with the
/// program it moved to), exit status 2, through the built tool.
@Suite struct RenamedOptionTests {
    @Test(
        "An old spelling is refused with the new one named",
        arguments: [
            (["render", "--wrap"], "--wrap is now --loop (see 'pagecontrol render --help')"),
            (["render", "--current", "2"], "--current is now --page, counted from 1: --current 2 is --page 3"),
            (["render", "--current=0"], "--current is now --page, counted from 1: --current 0 is --page 1"),
            (["render", "--current"], "--current is now --page, counted from 1: --current 0 is --page 1"),
            (["demo", "--wrap"], "--wrap is now --loop (see 'pagecontrol demo --help')"),
            (["audit", "--wrap"], "--wrap is now --loop (see 'pagecontrol audit --help')"),
            (["demo", "--current", "4"], "--current is now --page, counted from 1: --current 4 is --page 5"),
            (["demo", "--timer", "3"], "--timer is now --autoplay (see 'pagecontrol demo --help')"),
            (["demo", "--rtl"], "--rtl is now --direction rtl (see 'pagecontrol demo --help')"),
            (
                ["render", "--benchmark"],
                "--benchmark is no longer an option of 'pagecontrol render': run 'swift run -c release "
                    + "pagecontrol-bench render'"
            ),
        ])
    func oldSpelling(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(arguments + ["--output", "dots.svg"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: \(message)\n")
        #expect(try run.output.isEmpty && folder.contents().isEmpty)
    }

    @Test("A command without the new spelling calls the old one unknown (gallery has no --loop)")
    func oldSpellingElsewhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(["gallery", "--wrap", "--output", "pictures"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: unknown option '--wrap' for 'gallery' (see 'pagecontrol gallery --help')\n")
        #expect(try run.output.isEmpty && folder.contents().isEmpty)
    }

    @Test(
        "The new spellings work in both commands",
        arguments: [
            // Halfway from the last page round to the first: both ends are half current.
            (["render", "--loop", "--pages", "5", "--position", "4.5", "--format", "ansi"], "● ○ ○ ○ ●\n"),
            (["render", "--pages", "5", "--position", "4.5", "--format", "ansi"], "○ ○ ○ ○ ●\n"),
            (["render", "--page", "3", "--pages", "4", "--format", "ansi"], "○ ○ ● ○\n"),
            (["render", "--page", "2", "--pages", "3", "--direction", "rtl", "--format", "ansi"], "○ ● ○\n"),
        ])
    func newSpellings(arguments: [String], text: String) throws {
        let run = try BuiltTool.pagecontrol.run(arguments)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(run.text == text)
    }

    @Test("The demo takes --page (counted from 1), --loop and --direction")
    func demoSpellings() throws {
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "--pages", "5", "--page", "5", "--loop", "--direction", "rtl"], input: Array("hq".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        // Right to left, h (←) points at later pages: from the last page of a looping row, on to the first.
        #expect(run.text == "Page 5 of 5\nPage 1 of 5\n")
    }

    @Test("The demo takes --autoplay, whose progress the plain lines speak")
    func demoAutoplay() throws {
        let run = try BuiltTool.pagecontrol.run(["demo", "--plain", "--pages", "3", "--autoplay", "60"], input: [])
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(run.text == "Page 1 of 3, 0%\n")
    }

    @Test("Every renamed option names a replacement the commands know, and no command still knows an old one")
    func table() {
        #expect(RenamedOption.all.map(\.old) == ["--wrap", "--current", "--timer", "--rtl"])
        #expect(RenamedOption.all.map(\.replacement) == ["--loop", "--page", "--autoplay", "--direction rtl"])
        for renamed in RenamedOption.all {
            #expect(
                !RenderOptions.valueOptions.contains(renamed.old) && !RenderOptions.switchOptions.contains(renamed.old))
        }
    }
}
