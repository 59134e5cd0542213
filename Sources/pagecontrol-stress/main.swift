// pagecontrol-stress: drives PageControl with random sequences of every public operation and checks the
// invariants of InvariantChecker after each step (see Guides/Reliability.md).
//
// Usage: swift run -c release pagecontrol-stress [STEPS] [--seed SEED] [--steps-per-seed N] [--all]
//
//   STEPS             Total steps; the default is 10,000,000.
//   --seed SEED       The first seed (decimal or 0x hex); the default comes from the clock and is printed.
//   --steps-per-seed  Steps on one control before a fresh one starts with the next seed; default 100,000.
//   --all             Also make the inputs of known, unfixed issues (RandomOperationGenerator.Exclusions.knownIssues);
//                     there are none since #38, so it is the default, and what CI runs (Scripts/ci/stress.sh).
//
// Output: one line per failure (with the seed, step and last operations), then the summary as the last line:
//   steps=<steps> seconds=<wall time> violations=<failures> seeds=<first seed>+<count> events=<.valueChanged>
// The exit status is 1 when an invariant broke. A trap prints the seed and step before the process dies.

import PageControlCore
import PageControlTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the command line: total steps, first seed, steps per seed.
func parseArguments(_ arguments: [String]) -> (steps: Int, seed: UInt64?, stepsPerSeed: Int, all: Bool)? {
    var steps = 10_000_000
    var all = false
    var seed: UInt64?
    var stepsPerSeed = 100_000
    var index = 0
    func number(_ text: String) -> UInt64? {
        let plain = text.replacingUnderscores
        return plain.hasPrefix("0x") ? UInt64(plain.dropFirst(2), radix: 16) : UInt64(plain)
    }
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        switch argument {
        case "--all":
            all = true
        case "--seed", "--steps-per-seed":
            guard index < arguments.count, let value = number(arguments[index]) else { return nil }
            index += 1
            if argument == "--seed" {
                seed = value
            } else {
                guard value > 0, value <= UInt64(Int.max) else { return nil }
                stepsPerSeed = Int(value)
            }
        default:
            guard let value = number(argument), value <= UInt64(Int.max) else { return nil }
            steps = Int(value)
        }
    }
    return (steps, seed, stepsPerSeed, all)
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}

@MainActor
func main() -> Int32 {
    guard let options = parseArguments(Array(CommandLine.arguments.dropFirst())) else {
        print("usage: pagecontrol-stress [STEPS] [--seed SEED] [--steps-per-seed N] [--all]")
        return 2
    }
    let clock = ContinuousClock()
    let firstSeed = options.seed ?? UInt64(truncatingIfNeeded: clock.now.hashValue) ^ 0x9E37_79B9_7F4A_7C15
    print("pagecontrol-stress: seed=\(InvariantChecker.hex(firstSeed)) steps=\(options.steps)")
    let start = clock.now
    var budget = 0
    var done = 0
    var violations = 0
    var events = 0
    var seeds: UInt64 = 0
    while budget < options.steps {
        let seed = firstSeed &+ seeds
        seeds += 1
        let steps = min(options.stepsPerSeed, options.steps - budget)
        let report = InvariantChecker.run(
            seed: seed, steps: steps, excluding: options.all ? [] : .knownIssues)
        budget += steps
        done += report.steps
        events += report.events
        if let failure = report.failure {
            violations += 1
            print(failure)
        }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rounded = (seconds * 100).rounded() / 100
    print(
        "steps=\(done) seconds=\(rounded) violations=\(violations) seeds=\(InvariantChecker.hex(firstSeed))+\(seeds)"
            + " events=\(events)")
    return violations == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
