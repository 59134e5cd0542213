import Glibc
import PageControlCore

/// The command line of `pagecontrol-bench`: a named profile and its options.
///
/// Every benchmark of the package is a profile of this one target (the GTK demo's, which needs the `GTK`
/// trait, is spelled the same way: `pagecontrol-gtk --bench frame`). Without a profile the bench runs `frame`.
struct BenchCommand {
    /// A named benchmark.
    enum Profile: String, CaseIterable {
        /// The timed frame for 1 to 10⁹ pages, per effect, presentation, badges, span and states.
        case frame
        /// Rendering and encoding a 2x PNG of 10 dots, timed.
        case render
        /// Instructions per frame of one frame case, counted by callgrind.
        case instructions
        /// One frame case run untimed, for `perf record` or `valgrind --tool=callgrind`.
        case loop
    }

    /// The profile to run. The default is ``Profile/frame``.
    var profile = Profile.frame
    /// The page counts of `instructions` (default 1, 10 and 10⁹) and `loop` (exactly one).
    var pages: [Int] = []
    /// The frame case of `instructions` and `loop` (its page count is set per run).
    var frameCase = FrameCase()
    /// Batches of ``FrameBenchmark/framesPerBatch`` frames that `loop` runs. The default is 30,000.
    var batches = 30_000
    /// Timed renders of `render`. The default is 2,000.
    var runs = 2000
    /// Whether to print the usage.
    var help = false

    /// The usage text.
    static let usage = """
        Usage: pagecontrol-bench [PROFILE] [OPTIONS]      (build it with -c release)

        Profiles:
          frame          (default) One scroll-driven frame for 1 to 10^9 pages, per indicator effect, per
                         presentation, with badges, and with a span and page states: median time and heap
                         allocations per frame, against a naive control that lays out every page.
          render         Rendering and encoding a 2x PNG of 10 dots (302 x 74 px): median and best time in
                         microseconds (--runs N timed renders, default 2000). Scripts/bench/render.sh sets it
                         beside cairo.
          instructions   Instructions per frame of one frame case, counted by valgrind's callgrind (which must
                         be installed): `loop` run for 10,000 and 30,000 frames, the difference per frame.
                         Page counts as arguments (default 1 10 1000000000).
          loop           One frame case run untimed for --batches N batches of 100 frames (default 30000),
                         for `perf record` or `valgrind --tool=callgrind`. One page count as argument.

        Frame case (instructions, loop):
          PAGES ...            Page counts (also --pages N).
          --span N             Pages on screen at once (default 1).
          --states N           Page states on every third page (default 0).
          --presentation NAME  dots (default), lines, segments or numeric.
          --effect NAME        An indicator effect: none (default), worm, thin-worm, slide, jump, swap, fill,
                               scale:1.5.
          --badges N           Badges on every third page (default 0).
        """

    /// Reads the command line (without the program's name).
    ///
    /// - Throws: ``BenchError`` with a one-line message for an unknown profile or option, or a bad value.
    init(_ arguments: [String]) throws(BenchError) {
        var rest = arguments[...]
        if let first = rest.first, !first.hasPrefix("-") {
            guard let profile = Profile(rawValue: first) else {
                let names = Profile.allCases.map(\.rawValue).joined(separator: ", ")
                throw BenchError("unknown profile '\(first)' (profiles: \(names))")
            }
            self.profile = profile
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            func value() throws(BenchError) -> String {
                guard let value = rest.popFirst() else { throw BenchError("\(argument) needs a value") }
                return value
            }
            func count(_ range: ClosedRange<Int>) throws(BenchError) -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw BenchError("\(argument): '\(text)' is not a whole number in \(range)")
                }
                return number
            }
            switch argument {
            case "-h", "--help": help = true
            case "--pages": pages.append(try count(1...Int.max))
            case "--span": frameCase.span = try count(1...1000)
            case "--states": frameCase.states = try count(0...1_000_000)
            case "--badges": frameCase.badges = try count(0...1_000_000)
            case "--batches": batches = try count(1...100_000_000)
            case "--runs": runs = try count(1...100_000_000)
            case "--presentation":
                let name = try value()
                guard let presentation = IndicatorPresentation(name: name) else {
                    throw BenchError("--presentation: '\(name)' is not a presentation")
                }
                frameCase.presentation = presentation
            case "--effect":
                let name = try value()
                guard let effect = IndicatorEffect(name: name) else {
                    throw BenchError("--effect: '\(name)' is not an effect")
                }
                frameCase.effect = effect
            default:
                guard let pages = Int(argument), pages >= 1 else {
                    throw BenchError("unknown option '\(argument)' (see --help)")
                }
                self.pages.append(pages)
            }
        }
        switch profile {
        case .loop:
            guard pages.count == 1 else { throw BenchError("loop takes one page count, such as `loop 10`") }
        case .instructions:
            if pages.isEmpty { pages = [1, 10, 1_000_000_000] }
        case .frame, .render:
            guard pages.isEmpty, frameCase == FrameCase() else {
                throw BenchError(
                    "\(profile.rawValue) measures fixed cases; page counts and case options are for"
                        + " instructions and loop")
            }
        }
    }
}

/// A command-line mistake, reported as one line on standard error with status 2.
struct BenchError: Error {
    /// The message, without the program's name.
    var message: String

    /// Makes an error with a message.
    init(_ message: String) { self.message = message }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
