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

    /// Splits `arguments` by the options a subcommand knows.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the subcommand's name.
    ///   - options: The options that take a value.
    ///   - switches: The options that take no value. `--help` and `-h` are always known.
    ///   - command: The subcommand's name, for messages.
    /// - Throws: ``CLIError`` naming an unknown option or an option without its value.
    package init(_ arguments: [String], options: Set<String>, switches: Set<String>, command: String) throws(CLIError) {
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
            } else {
                throw CLIError.unknownOption(name, command: command)
            }
        }
    }

    /// Whether help was asked for.
    package var wantsHelp: Bool { switches.contains("--help") }

    /// A whole-number option within `range`, or nil when not given.
    package func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text.trimmingSpaces) else {
            throw CLIError.invalidValue(name, text, "is not a whole number")
        }
        guard range.contains(value) else {
            throw CLIError.invalidValue(name, text, "is out of range (\(range.lowerBound)…\(range.upperBound))")
        }
        return value
    }

    /// A finite number option within `range`, or nil when not given.
    package func number(_ name: String, in range: ClosedRange<Double>) throws(CLIError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text.trimmingSpaces), value.isFinite else {
            throw CLIError.invalidValue(name, text, "is not a number")
        }
        guard range.contains(value) else {
            throw CLIError.invalidValue(
                name, text,
                "is out of range (\(PlainNumber.format(range.lowerBound))…\(PlainNumber.format(range.upperBound)))")
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
