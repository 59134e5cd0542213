import Foundation
import PageControlCLI
import PageControlCore
import Testing

/// `pagecontrol demo` through the built tool, in `--plain` mode (no terminal needed): a click goes to the
/// clicked dot (newcomer's list, item 10), files' text is printed with their pages (12), a folder is called a
/// folder (12), and an unknown language warns (6).
@Suite struct DemoCommandTests {
    /// An SGR mouse press and release at a 1-based column on the dots' line of `--plain`'s 80 × 24 screen (23).
    static func click(column: Int) -> [UInt8] { Array("\u{1B}[<0;\(column);23M\u{1B}[<0;\(column);23m".utf8) }

    @Test(
        "A click goes to the clicked dot by default, as a pointer tap does; --tap step steps towards it",
        arguments: [([], "Page 6 of 8"), (["--tap", "step"], "Page 2 of 8"), (["--tap", "jump"], "Page 6 of 8")])
    func click(arguments: [String], landing: String) throws {
        // Eight dots, 15 cells, centred in 80 columns: the first at column 33 (1-based), page k at 33 + 2(k − 1).
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "--pages", "8"] + arguments, input: Self.click(column: 43) + Array("q".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(run.text == "Page 1 of 8\n\(landing)\n")
    }

    @Test("--more-pages is a feed: End, then a step past the last page loads ten more; with files it is refused")
    func morePages() throws {
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "--pages", "3", "--more-pages"], input: Array("Gllq".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(run.text == "Page 1 of at least 3\nPage 3 of at least 3\nPage 4 of at least 13\n")
        let refused = try BuiltTool.pagecontrol.run(["demo", "--plain", "--more-pages", "notes.txt"], input: [])
        #expect(refused.status == 2)
        #expect(refused.error == "pagecontrol: --more-pages loads sample pages; it takes no files\n")
    }

    @Test(
        "--announce sets what is spoken, and with --plain the lines are what is spoken",
        arguments: [("person", "Page 1 of 4\nPage 2 of 4\nPage 4 of 4\n"), ("never", "Page 1 of 4\n")])
    func announce(policy: String, expected: String) throws {
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "--pages", "4", "--announce", policy], input: Array("lGq".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(run.text == expected)
    }

    @Test("--plain with files prints each page's name and text after its line")
    func plainFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("one\n\ttabbed\n\nlast\n".utf8).write(to: URL(fileURLWithPath: folder.path("a.txt")))
        try Data("B text".utf8).write(to: URL(fileURLWithPath: folder.path("b.txt")))
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "a.txt", "b.txt"], in: folder.url, input: Array("lq".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(
            run.text
                == "Page 1 of 2\n  a.txt\n  one\n      tabbed\n\n  last\nPage 2 of 2\n  b.txt\n  B text\n")
    }

    @Test("--plain without files prints the lines alone, for scripts")
    func plainSamples() throws {
        let run = try BuiltTool.pagecontrol.run(["demo", "--plain", "--pages", "3"], input: Array("llq".utf8))
        #expect(run.text == "Page 1 of 3\nPage 2 of 3\nPage 3 of 3\n")
    }

    @Test(
        "A folder, a missing file and an unreadable one are each named for what they are, exit 2",
        .enabled(if: TemporaryFolder.canRunUnprivileged, "needs setpriv to run as nobody"))
    func badFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("notes"), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: folder.path("secret.txt"), contents: Data("x".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path("secret.txt"))
        let cases = [
            ("notes", "cannot read 'notes': it is a folder, not a file"),
            ("missing.txt", "cannot read 'missing.txt': no such file"),
            ("secret.txt", "cannot read 'secret.txt': permission denied"),
        ]
        for (file, message) in cases {
            let run = try BuiltTool.pagecontrol.run(
                ["demo", "--plain", file], in: folder.url, input: Array("q".utf8), asUnprivilegedUser: true)
            #expect(run.status == 2, "\(file)")
            #expect(run.error == "pagecontrol: \(message)\n")
            #expect(run.output.isEmpty)
        }
    }

    @Test("An unknown language warns on standard error and the demo speaks English")
    func unknownLanguage() throws {
        let run = try BuiltTool.pagecontrol.run(
            ["demo", "--plain", "--pages", "2", "--language", "da"], input: Array("q".utf8))
        let languages = PageControlStrings.supportedLanguages.joined(separator: ", ")
        #expect(run.status == 0)
        #expect(
            run.error
                == "pagecontrol: warning: --language 'da' has no strings; using English (en). Languages: \(languages)\n"
        )
        #expect(run.text == "Page 1 of 2\n")
    }

    @Test("--page past the pages is refused, counted from 1")
    func pageRange() throws {
        let run = try BuiltTool.pagecontrol.run(["demo", "--plain", "--pages", "4", "--page", "5"])
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: --page: '5' is out of range (at most 4)\n")
    }
}
