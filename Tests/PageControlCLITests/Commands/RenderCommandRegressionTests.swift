import PageControlCLI
import Testing

/// Regressions found while fuzzing the command line (Guides/Reliability.md). The renders below are unbounded
/// today: they allocate gigabytes and die (or stall), so they stay disabled until `render` refuses them with one
/// line and exit status 2. The fuzz target FuzzArguments skips such renders for the same reason.
@MainActor
@Suite struct RenderCommandRegressionTests {
    @Test(
        "A PNG canvas of gigabytes is refused, not allocated",
        .disabled("render allocates the whole canvas: 100,000 uncapped dots at scale 16 ask for 3.8 GB and trap"))
    func hugePNGCanvas() {
        let result = PageControlCommand.run(
            ["render", "--pages", "100000", "--max-visible", "0", "--format", "png", "--scale", "16"], environment: [:])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("pagecontrol: "))
        #expect(result.output.isEmpty)
    }

    @Test(
        "A billion uncapped dots are refused, not drawn",
        .disabled("render draws every dot when --max-visible is 0: a billion dots take minutes and gigabytes"))
    func billionUncappedDots() {
        let result = PageControlCommand.run(
            ["render", "--pages", "1000000000", "--max-visible", "0", "--format", "ansi"], environment: [:])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("pagecontrol: "))
    }
}
