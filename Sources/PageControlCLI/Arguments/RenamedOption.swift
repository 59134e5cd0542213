/// An option spelt differently before 0.2.0, when each command had its own word for the same idea. The old
/// spelling is refused (exit status 2) with a message naming the new one, by every command that has the new one:
///
/// | Old | New |
/// |---|---|
/// | `--wrap` (render) | `--loop` |
/// | `--current K` (render, 0-based) | `--page N` (1-based) |
/// | `--timer SECONDS` (pagecontrol-gtk) | `--autoplay SECONDS` |
/// | `--rtl` (pagecontrol-gtk) | `--direction rtl` |
package struct RenamedOption: Sendable, Equatable {
    /// The old spelling, such as `--wrap`.
    package let old: String
    /// The option that replaces it, as the parser knows it: `--loop`, `--direction`.
    package let new: String
    /// The replacement as a person types it: `--loop`, `--direction rtl`.
    package let replacement: String
    /// Whether the old option counted pages from 0 where the new one counts from 1.
    package let countsFromOne: Bool

    /// Creates a renaming.
    init(_ old: String, _ new: String, replacement: String? = nil, countsFromOne: Bool = false) {
        self.old = old
        self.new = new
        self.replacement = replacement ?? new
        self.countsFromOne = countsFromOne
    }

    /// Every renamed option.
    package static let all: [RenamedOption] = [
        RenamedOption("--wrap", "--loop"),
        RenamedOption("--current", "--page", countsFromOne: true),
        RenamedOption("--timer", "--autoplay"),
        RenamedOption("--rtl", "--direction", replacement: "--direction rtl"),
    ]

    /// Options that left a command for a program of their own, by command and option, with what a person runs instead.
    static let moved: [String: [String: String]] = [
        "render": ["--benchmark": "swift run -c release pagecontrol-bench render"]
    ]

    /// The error for an option that left `command` for a program of its own (`pagecontrol render --benchmark`), or nil.
    static func moved(_ option: String, from command: String) -> CLIError? {
        guard let instead = moved[command]?[option] else { return nil }
        return CLIError("\(option) is no longer an option of 'pagecontrol \(command)': run '\(instead)'")
    }

    /// The renaming of `option` for a command that knows `known` options, or nil when the option was not renamed
    /// or the command lacks its new spelling.
    static func renaming(of option: String, known: Set<String>) -> RenamedOption? {
        all.first { $0.old == option && known.contains($0.new) }
    }

    /// The error for the old spelling given with `value` (the argument after it, or after its `=`, if any):
    /// `--wrap is now --loop (see 'pagecontrol render --help')`, or for a page counted from 0,
    /// `--current is now --page, counted from 1: --current 2 is --page 3`.
    func error(value: String?, help: String) -> CLIError {
        guard countsFromOne else { return CLIError("\(old) is now \(replacement) (see '\(help)')") }
        let page = value.flatMap { Int($0.trimmingSpaces) }.flatMap { $0 < Int.max ? $0 : nil } ?? 0
        return CLIError("\(old) is now \(replacement), counted from 1: \(old) \(page) is \(replacement) \(page + 1)")
    }
}
