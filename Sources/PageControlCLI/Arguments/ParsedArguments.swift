import PageControlCore

/// Command-line arguments split into options with values, switches and positional arguments.
///
/// Options take their value as the next argument or after `=` (`--pages 5`, `--pages=5`). `--` ends the
/// options; everything after it is positional. An option given twice keeps its last value.
package struct ParsedArguments: Equatable, Sendable {
    /// The options with values, by name (`"--pages"`).
    package var values: [String: String] = [:]
    /// The switches that were given (`"--help"`).
    package var switches: Set<String> = []
    /// The positional arguments in order.
    package var positionals: [String] = []

    /// Splits `arguments` by the options a command knows.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the subcommand's name (after the program's name for a program without
    ///     subcommands).
    ///   - options: The options that take a value.
    ///   - switches: The options that take no value. `--help` and `-h` are always known.
    ///   - command: The subcommand's name, for messages; empty for a program without subcommands.
    ///   - program: The program's name, for messages. The default is `pagecontrol`.
    /// - Throws: ``CLIError`` naming an option without its value; an old spelling with its new one
    ///   (``RenamedOption``: `--wrap is now --loop`); or an unknown option, with the nearest known one when it is
    ///   close (``OptionSuggestion``: `did you mean --loop?`).
    package init(
        _ arguments: [String], options: Set<String>, switches: Set<String>, command: String,
        program: String = "pagecontrol"
    ) throws(CLIError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                self.switches.insert("--help")
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if switches.contains(name) {
                guard parts.count == 1 else {
                    throw CLIError.invalidValue(name, String(parts[1]), "is not allowed: the option takes no value")
                }
                self.switches.insert(name)
            } else if options.contains(name) {
                if parts.count == 2 {
                    values[name] = String(parts[1])
                } else {
                    guard index < arguments.count else { throw CLIError.missingValue(name) }
                    values[name] = arguments[index]
                    index += 1
                }
            } else if let renamed = RenamedOption.renaming(of: name, known: options.union(switches)) {
                let value = parts.count == 2 ? String(parts[1]) : arguments.dropFirst(index).first
                throw renamed.error(value: value, help: CLIError.help(command, program))
            } else if let error = RenamedOption.moved(name, from: command) {
                throw error
            } else {
                let suggestion = OptionSuggestion.nearest(to: name, among: options.union(switches).union(["--help"]))
                throw CLIError.unknownOption(name, command: command, program: program, suggestion: suggestion)
            }
        }
    }

    /// Whether help was asked for.
    package var wantsHelp: Bool { switches.contains("--help") }

    /// A whole-number option within `range`, or nil when not given.
    ///
    /// - Throws: ``CLIError`` naming the option and value: "is not a whole number", or "is out of range (at least
    ///   L)" / "(at most U)", also for a whole number too long for `Int`.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        return try Self.integer(text, option: name, in: range)
    }

    /// `text` as a whole number within `range`, for `option`.
    ///
    /// - Throws: ``CLIError`` as ``integer(_:in:)``.
    package static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        let trimmed = text.trimmingSpaces
        guard let value = Int(trimmed) else {
            // Digits that do not fit in an Int are a whole number all the same, only far out of range.
            let digits = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                throw CLIError.outOfRange(option, text, range, isBelow: trimmed.first == "-") { "\($0)" }
            }
            throw CLIError.invalidValue(option, text, "is not a whole number")
        }
        guard range.contains(value) else {
            throw CLIError.outOfRange(option, text, range, isBelow: value < range.lowerBound) { "\($0)" }
        }
        return value
    }

    /// A finite number option within `range`, or nil when not given.
    ///
    /// - Throws: ``CLIError`` naming the option and value: "is not a number" (also NaN and infinity), or "is out
    ///   of range (at least L)" / "(at most U)", also for a number too large for a `Double` (`1e999`).
    package func number(_ name: String, in range: ClosedRange<Double>) throws(CLIError) -> Double? {
        guard let text = values[name] else { return nil }
        return try Self.number(text, option: name, in: range)
    }

    /// `text` as a finite number within `range`, for `option`.
    ///
    /// - Throws: ``CLIError`` as ``number(_:in:)``.
    package static func number(_ text: String, option: String, in range: ClosedRange<Double>) throws(CLIError)
        -> Double
    {
        let trimmed = text.trimmingSpaces
        guard let value = Double(trimmed), !value.isNaN else {
            throw CLIError.invalidValue(option, text, "is not a number")
        }
        // "inf" is not a number a person means; "1e999" is, only too large for a Double.
        if value.isInfinite, !trimmed.contains(where: { $0.isASCII && $0.isNumber }) {
            throw CLIError.invalidValue(option, text, "is not a number")
        }
        guard range.contains(value) else {
            throw CLIError.outOfRange(
                option, text, range, isBelow: value < range.lowerBound, format: PlainNumber.format)
        }
        return value
    }

    /// One of a fixed set of words, or nil when not given.
    package func choice<T>(_ name: String, _ choices: [(String, T)]) throws(CLIError) -> T? {
        guard let text = values[name] else { return nil }
        guard let match = choices.first(where: { $0.0 == text.lowercased() }) else {
            throw CLIError.invalidValue(name, text, "is not one of " + choices.map(\.0).joined(separator: ", "))
        }
        return match.1
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
