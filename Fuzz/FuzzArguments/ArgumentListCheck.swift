import PageControlCLI
import PageControlCore

/// What `FuzzArguments` checks on each input: the command-line parser (`ParsedArguments`, `RenderOptions`) and
/// `PageControlCommand.run`.
///
/// One input is an argument list: arguments separated by NUL bytes, as in argv (invalid UTF-8 repaired). Every
/// subcommand's option set parses it, every value is read as a number, a whole number and a choice, and `render`
/// and `audit` run end to end, except what would touch files or the terminal (`--output`, `--theme`, `demo`,
/// `gallery`) and renders whose size is unbounded (see Guides/Reliability.md: thousands of dots, or
/// big PNG canvases). The fuzzer runs it on every input it makes; `FuzzRegressionTests` on the named
/// `regression-*` inputs of `Fuzz/seeds/FuzzArguments.seeds`.
package enum ArgumentListCheck {
    /// A rule the input broke: what the fuzzer reports as a crash, and a regression test as a failure.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the value that shows it.
        package let description: String
    }

    /// The option sets of the subcommands: (command, options with values, switches).
    static let commands: [(String, Set<String>, Set<String>)] = [
        ("render", RenderOptions.valueOptions, RenderOptions.switchOptions),
        ("audit", AuditCommand.valueOptions, AuditCommand.switchOptions),
        ("gallery", ["--output"], []),
        ("demo", ["--pages", "--autoplay", "--style", "--tap", "--language"], ["--reduce-motion", "--plain"]),
    ]

    /// Fails with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
        guard condition else { throw Failure(description: message()) }
    }

    /// Whether a render with these options stays small: few dots, and a modest canvas for PNG.
    static func isSmall(_ options: RenderOptions) -> Bool {
        let dots = min(options.pages, options.maximumVisible ?? options.pages)
        guard dots <= 64 else { return false }
        guard options.resolvedFormat == .png else { return true }
        return options.scale <= 4 && options.metrics.diameter <= 40 && options.metrics.spacing <= 40
    }

    /// Parses one input as arguments of every subcommand, and runs the safe ones.
    ///
    /// - Parameter input: The arguments, separated by NUL bytes.
    /// - Throws: ``Failure`` when an error has no message or several lines, or a run ends otherwise than with
    ///   status 0 or 1 and no error, or status 2 and one `pagecontrol: ` line.
    @MainActor
    package static func check(_ input: [UInt8]) throws(Failure) {
        let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for (command, options, switches) in commands {
            do {
                let parsed = try ParsedArguments(arguments, options: options, switches: switches, command: command)
                for name in parsed.values.keys {
                    _ = try? parsed.integer(name, in: Int.min...Int.max)
                    _ = try? parsed.integer(name, in: 0...10)
                    _ = try? parsed.number(name, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
                    _ = try? parsed.number(name, in: 0.1...16)
                    _ = try? parsed.choice(name, [("a", 1), ("B", 2), ("", 3)])
                }
            } catch {
                try require(!error.message.isEmpty, "an empty message")
                try require(!error.message.contains("\n"), "a message of several lines: \(error.message)")
            }
        }
        let touchesOutside = arguments.contains { $0.hasPrefix("--output") || $0.hasPrefix("--theme") }
        guard !touchesOutside else { return }
        if let parsed = try? ParsedArguments(
            arguments, options: RenderOptions.valueOptions, switches: RenderOptions.switchOptions, command: "render"),
            let options = try? RenderOptions(parsed), isSmall(options)
        {
            try check(PageControlCommand.run(["render"] + arguments, environment: [:]))
        }
        try check(PageControlCommand.run(["audit"] + arguments, environment: [:]))
        if let first = arguments.first, !["render", "audit", "gallery", "demo"].contains(first) {
            try check(PageControlCommand.run(arguments, environment: [:]))
        }
    }

    /// A run either succeeds (maybe with an audit failure, 1, or with warnings, each a line of its own) or fails
    /// with one line naming the problem, 2.
    static func check(_ result: PageControlCommand.Result) throws(Failure) {
        switch result.status {
        case 0, 1:
            let lines = result.error.split(separator: "\n")
            try require(
                result.status == 1 || lines.allSatisfy { $0.hasPrefix("pagecontrol: warning: ") },
                "success with an error: \(result.error)")
        case 2:
            try require(result.error.hasPrefix("pagecontrol: "), "an error without the prefix: \(result.error)")
            try require(result.error.filter { $0 == "\n" }.count == 1, "several lines: \(result.error)")
        default:
            throw Failure(description: "exit status \(result.status)")
        }
    }
}
