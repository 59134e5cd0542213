import PageControlCLI
import Testing

/// Regressions found by fuzzing the argument parser (Fuzz/seeds/FuzzArguments.seeds, Guides/Reliability.md).
///
/// A known, unfixed issue is pinned as it behaves today ("Known issue: …"), so the test turns red the day it
/// is fixed: then expect the right behaviour instead. (`withKnownIssue` would change `swift test`'s closing
/// line, which CI reads.)
@MainActor
@Suite struct CLIErrorRegressionTests {
    @Test("FuzzArguments crash-8c508853: an unknown option with a newline is quoted on one line")
    func unknownOptionWithNewline() {
        let result = PageControlCommand.run(["render", "--pages", "7", "-\n-current", "2"], environment: [:])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("pagecontrol: unknown option"))
        // Fixed: CLIError.unknownOption quotes the option like every other value (control characters as '?').
        #expect(
            result.error == "pagecontrol: unknown option '-?-current' for 'render' (see 'pagecontrol render --help')\n")
    }

    @Test("Other errors quote the value: control characters become '?'")
    func invalidValueWithNewline() {
        let result = PageControlCommand.run(["render", "--pages", "5\n6"], environment: [:])
        #expect(result.status == 2)
        #expect(result.error == "pagecontrol: --pages: '5?6' is not a whole number\n")
    }
}
