import Foundation
import Testing

/// `pagecontrol render --format html` as a person runs it: the `<page-control>` element with its first frame on
/// standard output or in an `.html` file, and one line on standard error, exit status 2 and no file for an option the
/// element has no attribute for.
@Suite struct RenderHTMLTests {
    func render(_ arguments: [String]) throws -> (run: BuiltTool.Run, files: [String], folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        let run = try BuiltTool.pagecontrol.run(["render"] + arguments, in: folder.url)
        return (run, try folder.contents(), folder)
    }

    @Test("--format html writes the element with its declarative shadow root, and a newline")
    func standardOutput() throws {
        let (run, _, folder) = try render(["--format", "html", "--pages", "5", "--page", "2", "--effect", "worm"])
        defer { folder.remove() }
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.text.hasSuffix("</template></page-control>\n"))
        #expect(
            run.text.hasPrefix(
                "<page-control pages=\"5\" current=\"1\" effect=\"worm\"><template shadowrootmode=\"open\">"))
        #expect(run.text.components(separatedBy: "role=\"tab\"").count - 1 == 5)
        #expect(run.text.contains("aria-selected=\"true\" tabindex=\"0\" aria-label=\"Page 2 of 5\""))
    }

    @Test(
        "The .html (or .htm) extension chooses the format; the file holds the same element",
        arguments: ["dots.html", "DOTS.HTM"])
    func outputFile(name: String) throws {
        let (run, files, folder) = try render(["--output", name, "--pages", "3", "--language", "ar"])
        defer { folder.remove() }
        #expect(run.status == 0)
        #expect(files == [name])
        let html = try String(contentsOfFile: folder.path(name), encoding: .utf8)
        // Arabic is written right to left: the element says so, and speaks Arabic.
        #expect(html.hasPrefix("<page-control pages=\"3\" current=\"0\" dir=\"rtl\" lang=\"ar\">"))
        #expect(html.contains("aria-label=\"الصفحة ١ من ٣\""))
    }

    @Test(
        "Options the element has no attribute for are refused: one line, status 2, no file",
        arguments: [
            (
                ["--shape", "ring"],
                "pagecontrol: --shape is not available with --format html: the element has no attribute for it\n"
            ),
            (
                ["--position", "1.5"],
                "pagecontrol: --position is not available with --format html: the element draws whole pages until a "
                    + "script sets its position\n"
            ),
            (
                ["--increase-contrast"],
                "pagecontrol: --increase-contrast is not available with --format html: the element has no attribute for it\n"
            ),
            (
                ["--step-buttons"],
                "pagecontrol: --step-buttons is not available with --format html: the server's first frame draws no "
                    + "step buttons yet (set step-buttons on the element)\n"
            ),
            (
                ["--direction", "btt"],
                "pagecontrol: --direction: 'btt' is not available with --format html (the element is ltr, rtl or "
                    + "vertical: ttb)\n"
            ),
        ])
    func refused(arguments: [String], message: String) throws {
        let (run, files, folder) = try render(["--output", "dots.html"] + arguments)
        defer { folder.remove() }
        #expect(run.status == 2)
        #expect(run.error == message)
        #expect(files.isEmpty)
    }

    @Test("A --format that contradicts the extension is refused")
    func contradiction() throws {
        let (run, files, folder) = try render(["--format", "html", "--output", "dots.svg"])
        defer { folder.remove() }
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("pagecontrol: --format html does not match --output 'dots.svg'"))
        #expect(files.isEmpty)
    }
}
