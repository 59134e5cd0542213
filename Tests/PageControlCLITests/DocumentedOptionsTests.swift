import Foundation
import PageControlCLI
import Testing

/// The options README.md and Examples/README.md show on a `pagecontrol` command line are ones that subcommand
/// takes: its `--help` lists each. (Examples/README.md once pointed at a `--tokens` that never existed.)
@MainActor
@Suite struct DocumentedOptionsTests {
    /// The repository's root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each `pagecontrol <subcommand> …` in `text` with the options on it, up to the end of its line, a comment
    /// (`#`) or the end of inline code.
    static func commandLines(in text: String) -> [(subcommand: String, options: [String])] {
        text.matches(of: /pagecontrol (render|gallery|audit|css|demo)([^`#\n]*)/).map { match in
            let options = match.output.2.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
            return (String(match.output.1), options)
        }
    }

    @Test(
        "Every option a README shows on a pagecontrol command line is in that subcommand's help",
        arguments: ["README.md", "Examples/README.md"])
    func documentedOptions(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let lines = Self.commandLines(in: text)
        #expect(lines.contains { !$0.options.isEmpty }, "\(file) shows no pagecontrol option")
        for (subcommand, options) in lines {
            let help = String(
                decoding: PageControlCommand.run([subcommand, "--help"], environment: [:]).output, as: UTF8.self)
            // Whole options only: `--current` is not listed because `--current-color` is.
            let listedOptions = Set(
                help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init).filter {
                    $0.hasPrefix("--")
                })
            for option in options {
                let listed = listedOptions.contains(option)
                #expect(listed, "\(file): pagecontrol \(subcommand) has no \(option)")
            }
        }
    }

    @Test("The lines are read up to a comment: only the command's own options count")
    func reading() {
        let lines = Self.commandLines(
            in:
                "swift run pagecontrol render --pages 5 --output dots.png   # --not-an-option\n`pagecontrol demo --loop`"
        )
        #expect(lines.map(\.subcommand) == ["render", "demo"])
        #expect(lines.map(\.options) == [["--pages", "--output"], ["--loop"]])
    }
}
