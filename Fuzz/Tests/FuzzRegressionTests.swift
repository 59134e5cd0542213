import FuzzArguments
import FuzzColor
import FuzzTerminalInput
import FuzzTokens
import Testing

/// The inputs that once made a fuzzer crash, each kept in its target's seed file under a `regression-` name,
/// run through the same check the fuzzer runs (`ArgumentListCheck`, `HexColorCheck`, `TerminalInputCheck`,
/// `TokenFileCheck`) in every `swift test`, without the fuzzer's build.
@Suite struct FuzzRegressionTests {
    /// A named regression input of one target.
    struct Regression: Sendable, CustomTestStringConvertible {
        /// The fuzz target.
        let target: String
        /// The input's name, `regression-…`.
        let name: String
        /// The input.
        let bytes: [UInt8]

        var testDescription: String { "\(target) \(name)" }
    }

    /// Every `regression-*` input of every seed file.
    static let regressions: [Regression] = SeedFile.targets.flatMap { target in
        (SeedFile(target: target)?.seeds ?? []).compactMap { seed in
            guard let seed, let name = seed.name, name.hasPrefix("regression-") else { return nil }
            return Regression(target: target, name: name, bytes: seed.bytes)
        }
    }

    @Test("Each regression input passes its target's checks", arguments: regressions)
    @MainActor
    func regression(_ regression: Regression) throws {
        switch regression.target {
        case "FuzzArguments": try ArgumentListCheck.check(regression.bytes)
        case "FuzzColor": try HexColorCheck.check(regression.bytes)
        case "FuzzTerminalInput": try TerminalInputCheck.check(regression.bytes)
        case "FuzzTokens": try TokenFileCheck.check(regression.bytes)
        default: Issue.record("no check for \(regression.target)")
        }
    }

    @Test("Every line named regression-… in the seed files is in the table, and there is at least one")
    func table() throws {
        var named: [String] = []
        for target in SeedFile.targets {
            let file = try #require(SeedFile(target: target))
            named += file.lines.filter { $0.hasPrefix("regression-") }.map { "\(target) \($0.prefix { $0 != "\t" })" }
        }
        #expect(Self.regressions.map(\.testDescription) == named)
        #expect(named.contains("FuzzArguments regression-unknown-option-newline"))
    }
}
