import Foundation
import PageControlCLI
import Testing

/// The commands the documentation and the scripts show are the commands as they are: every option a `pagecontrol
/// render` or `demo` line in a README or guide code block uses exists, no code block or script uses a spelling
/// the commands now refuse (newcomer's list, item 9), and the README warns of the GTK build's harmless warnings
/// before a newcomer meets them (item 23).
@Suite struct DocumentationTests {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Markdown files a newcomer reads.
    static let documents: [String] = {
        let guides =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Guides").path))
            ?? []
        return ["README.md", "Examples/README.md"]
            + guides.filter { $0.hasSuffix(".md") }.sorted().map { "Guides/" + $0 }
    }()

    /// The scripts that run the tools.
    static let scripts = [
        "Scripts/ci/demo-tmux.sh", "Scripts/ci/gtk.sh", "Scripts/ci/lib/compare-rsvg.sh", "Scripts/ci/web.sh",
        "Tests/Web/test_page_control.py", ".ci/run",
    ]

    /// The lines inside the fenced code blocks of a Markdown text.
    static func codeLines(_ text: String) -> [String] {
        var inside = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inside.toggle()
            } else if inside {
                lines.append(line)
            }
        }
        return lines
    }

    /// The options (`--name`) in a command line, up to its comment.
    static func options(in line: String) -> [String] {
        let command = line.components(separatedBy: " #")[0]
        return command.split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "," || $0 == "(" || $0 == "[" })
            .map { String($0.split(separator: "=", omittingEmptySubsequences: false)[0]) }.filter {
                $0.hasPrefix("--") && $0.count > 2
            }
    }

    /// The spellings the commands refuse, as options.
    static let refused = Set(RenamedOption.all.map(\.old))

    @Test("Every option of a render or demo line in the docs' code blocks exists, and none is an old spelling")
    func documentedCommands() throws {
        let render = RenderOptions.valueOptions.union(RenderOptions.switchOptions).union(["--help"])
        let demo = DemoCommand.valueOptions.union(DemoCommand.switchOptions).union(["--help"])
        var checked = 0
        for document in Self.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            // A command continues on the next line after a backslash.
            let lines = Self.codeLines(text).joined(separator: "\n").replacingOccurrences(of: "\\\n", with: " ")
            for line in lines.split(separator: "\n").map(String.init) {
                let known: Set<String>
                if line.contains("pagecontrol render") {
                    known = render
                } else if line.contains("pagecontrol demo") {
                    known = demo
                } else {
                    known = []
                }
                for option in Self.options(in: line) {
                    #expect(!Self.refused.contains(option), "\(document): \(line)")
                    if !known.isEmpty {
                        #expect(known.contains(option), "\(document): \(option) in \(line)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 50)
    }

    @Test("No script runs a tool with a spelling the commands refuse")
    func scripts() throws {
        for script in Self.scripts {
            let text = try String(contentsOf: Self.root.appendingPathComponent(script), encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init)
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                for option in Self.options(in: line) { #expect(!Self.refused.contains(option), "\(script): \(line)") }
            }
        }
    }

    @Test("The README's GTK section says the build's 'prohibited flag' warnings are harmless")
    func gtkBuildWarnings() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## On the Linux desktop (GTK 4)").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        #expect(section.contains("warning: prohibited flag(s): -pthread"))
        #expect(section.contains("They are harmless"))
        #expect(section.contains("no display; run under xvfb-run"))
    }
}
