import PageControlCLI
import Testing

/// Regressions found while fuzzing the command line (Guides/Reliability.md): renders that would allocate
/// gigabytes or draw a billion dots are refused with one line and exit status 2.
@MainActor
@Suite struct RenderCommandRegressionTests {
    @Test("A PNG canvas of gigabytes is refused, not allocated")
    func hugePNGCanvas() {
        let result = PageControlCommand.run(
            ["render", "--pages", "10000", "--max-visible", "0", "--format", "png", "--scale", "16"], environment: [:])
        #expect(result.status == 2)
        #expect(
            result.error
                == "pagecontrol: a 1048576×592 PNG is too large (at most 64000000 pixels); lower --scale, --pages or --max-visible\n"
        )
        #expect(result.output.isEmpty)
    }

    @Test("A billion uncapped dots are refused, not drawn")
    func billionUncappedDots() {
        let result = PageControlCommand.run(
            ["render", "--pages", "1000000000", "--max-visible", "0", "--format", "ansi"], environment: [:])
        #expect(result.status == 2)
        #expect(
            result.error
                == "pagecontrol: --max-visible 0 with --pages 1000000000 would draw 1000000000 dots; give a window or at most 10000 pages\n"
        )
    }
}
