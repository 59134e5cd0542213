#if Fuzzing
    // libFuzzer target: the command-line parser (ParsedArguments, RenderOptions) and PageControlCommand.run.
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzArguments 300. Corpus: Fuzz/corpus/FuzzArguments/.
    //
    // One input is an argument list: arguments separated by NUL bytes, as in argv (invalid UTF-8 repaired).
    // Every subcommand's option set parses it, every value is read as a number, a whole number and a choice,
    // and `render` and `audit` run end to end, except what would touch files or the terminal (`--output`,
    // `--theme`, `demo`, `gallery`, `--benchmark`) and renders whose size is unbounded (see
    // Guides/Reliability.md: thousands of dots, or big PNG canvases).

    import FuzzDriver
    import PageControlCLI
    import PageControlCore

    /// The option sets of the subcommands: (command, options with values, switches).
    let commands: [(String, Set<String>, Set<String>)] = [
        ("render", RenderOptions.valueOptions, RenderOptions.switchOptions),
        ("audit", ["--theme", "--style", "--background"], []),
        ("gallery", ["--output"], []),
        ("demo", ["--pages", "--autoplay", "--style", "--tap", "--language"], ["--reduce-motion", "--plain"]),
    ]

    /// Whether a render with these options stays small: few dots, and a modest canvas for PNG.
    func isSmall(_ options: RenderOptions) -> Bool {
        let dots = min(options.pages, options.maximumVisible ?? options.pages)
        guard dots <= 64 else { return false }
        guard options.resolvedFormat == .png else { return true }
        return options.scale <= 4 && options.metrics.diameter <= 40 && options.metrics.spacing <= 40
    }

    /// Parses one input as arguments of every subcommand, and runs the safe ones.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let bytes = UnsafeBufferPointer(start: data, count: size)
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
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
                precondition(!error.message.isEmpty, "an empty message")
                precondition(!error.message.contains("\n"), "a message of several lines: \(error.message)")
            }
        }
        let touchesOutside = arguments.contains { $0.hasPrefix("--output") || $0.hasPrefix("--theme") }
        guard !touchesOutside, !arguments.contains("--benchmark") else { return 0 }
        // libFuzzer calls this on the main thread.
        MainActor.assumeIsolated {
            if let parsed = try? ParsedArguments(
                arguments, options: RenderOptions.valueOptions, switches: RenderOptions.switchOptions, command: "render"
            ),
                let options = try? RenderOptions(parsed), isSmall(options)
            {
                check(PageControlCommand.run(["render"] + arguments, environment: [:]))
            }
            check(PageControlCommand.run(["audit"] + arguments, environment: [:]))
            if let first = arguments.first, !["render", "audit", "gallery", "demo"].contains(first) {
                check(PageControlCommand.run(arguments, environment: [:]))
            }
        }
        return 0
    }

    /// A run either succeeds (maybe with an audit failure, 1, or with warnings, each a line of its own) or fails
    /// with one line naming the problem, 2.
    func check(_ result: PageControlCommand.Result) {
        switch result.status {
        case 0, 1:
            let lines = result.error.split(separator: "\n")
            precondition(
                result.status == 1 || lines.allSatisfy { $0.hasPrefix("pagecontrol: warning: ") },
                "success with an error: \(result.error)")
        case 2:
            precondition(result.error.hasPrefix("pagecontrol: "), "an error without the prefix: \(result.error)")
            precondition(result.error.filter { $0 == "\n" }.count == 1, "several lines: \(result.error)")
        default:
            preconditionFailure("exit status \(result.status)")
        }
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzArguments_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
