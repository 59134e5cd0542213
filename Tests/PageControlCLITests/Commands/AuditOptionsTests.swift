import PageControlCLI
import Testing

/// `pagecontrol audit` with the render options and its own, run as a person runs it: the findings on standard
/// output, warnings and errors on standard error, exit status 1 with a finding, 0 without, 2 for bad arguments.
@Suite struct AuditOptionsTests {
    /// What a person sees for the step targets of the example: 4-point dots with no gap.
    static let crowded = """
        iOS: 1 finding
          2.5.8 Target Size (Minimum): Space the dots so that a finger's step targets, the parts of the control on \
        either side of the current dot, are at least 24 × 24 pt or 24 pt apart (WCAG 2.5.8): with page 2 current one \
        is 6 × 44 pt, crowding the other; widen metrics.spacing or the control's bounds.

        """

    /// Arguments, standard output, exit status.
    static let cases: [([String], String, Int32)] = [
        (["audit"], "iOS: no findings\n", 0),
        (["audit", "--platform", "web", "--pages", "2"], "web: no findings\n", 0),
        (["audit", "--pages", "30", "--diameter", "4", "--spacing", "0"], crowded, 1),
        // The element scales such a row by 6: its tabs are 24 CSS px.
        (
            ["audit", "--pages", "30", "--diameter", "4", "--spacing", "0", "--platform", "web"], "web: no findings\n",
            0
        ),
        (
            ["audit", "--hit-target", "0"],
            """
            iOS: 1 finding
              2.5.8 Target Size (Minimum): Make the control's touch area at least 44 × 44 pt, as Apple's Human \
            Interface Guidelines ask (it is 71 × 37 pt): keep interaction.minimumHitTargetSize at 44 × 44 or give \
            the control larger bounds.

            """, 1
        ),
        (
            ["audit", "--autoplay", "3"],
            """
            iOS: 1 finding
              2.2.2 Pause, Stop, Hide: Add a visible Play/Pause button that calls the timer's stopForPerson() and \
            startForPerson(), and tell the audit it is there (hasPlayPauseButton): on iOS only VoiceOver's "Stop \
            slide show" action and a keyboard's Play/Pause key stop the slide show, so a person who only touches \
            cannot.

            """, 1
        ),
        (["audit", "--autoplay", "3", "--play-pause-button"], "iOS: no findings\n", 0),
        (
            ["audit", "--page-controls", "2"],
            """
            iOS: 1 finding
              4.1.2 Name, Role, Value: Set accessibility.label to what this control pages through, such as \
            "Featured photos": 2 page controls share the screen, and each one without a label is read as "Page \
            control".

            """, 1
        ),
        (["audit", "--page-controls", "2", "--label", "Photos"], "iOS: no findings\n", 0),
        (
            ["audit", "--state", "3=attention", "--content", "2=text:AB"],
            """
            iOS: 2 findings
              1.4.1 Use of Color, page 3: Give the attention state a shape of its own \
            (indicatorStates.setStyle(_:for:)) or a colour at least 3:1 from the other dots: its dots (page 3) \
            differ from them by colour alone, #FF3B30 against #80808080 (seen as #404040) at 2.93:1.
              4.1.2 Name, Role, Value, page 2: Give page 2 a title in accessibility.pageTitles saying what the page \
            is: its dot shows "AB", which names nothing to assistive technology.

            """, 1
        ),
        (["audit", "--state", "3=unavailable"], "iOS: no findings\n", 0),
        (
            ["audit", "--current-color", "#000000", "--color", "#AAAAAA", "--background", "#FFFFFF"],
            """
            iOS: 1 finding
              1.4.11 Non-text Contrast: Under Increase Contrast give the other dots at least 3:1 against the \
            background #FFFFFF (they have 2.32:1 as #AAAAAA): set a stronger pageIndicatorTintColor while \
            environment.prefersIncreasedContrast is on.

            """, 1
        ),
        (
            ["audit", "--current-color", "#000000", "--color", "#767676", "--background", "#FFFFFF"],
            "iOS: no findings\n", 0
        ),
    ]

    @Test("Each finding from the options made to break it, and none once fixed", arguments: cases)
    func findings(arguments: [String], output: String, status: Int32) throws {
        let run = try BuiltTool.pagecontrol.run(arguments)
        #expect(run.text == output)
        #expect(run.error.isEmpty)
        #expect(run.status == status)
    }

    @Test("With --tap jump every dot is a target: UIKit's 16 pt pitch is under 44 × 44 pt")
    func jump() throws {
        let run = try BuiltTool.pagecontrol.run(["audit", "--pages", "3", "--tap", "jump"])
        #expect(run.status == 1 && run.error.isEmpty)
        #expect(run.text.hasPrefix("iOS: 3 findings\n"))
        #expect(
            run.text.contains(
                "  2.5.8 Target Size (Minimum), page 2: Give page 2's dot a target of at least 44 × 44 pt"))
    }

    @Test(
        "Bad arguments: one line on standard error, nothing on standard output, exit status 2",
        arguments: [
            (["audit", "--platform", "mac"], "--platform: 'mac' is not one of ios, web"),
            (["audit", "--page-controls", "0"], "--page-controls: '0' is out of range (at least 1)"),
            (["audit", "--hit-target", "-1"], "--hit-target: '-1' is out of range (at least 0)"),
            (["audit", "--autoplay", "0.1"], "--autoplay: '0.1' is out of range (at least 0.2)"),
            (["audit", "--tap", "double"], "--tap: 'double' is not one of automatic, step, jump"),
            (["audit", "pages"], "unexpected argument 'pages' for 'audit'"),
            (["audit", "--output", "a.svg"], "unknown option '--output' for 'audit' (see 'pagecontrol audit --help')"),
            (["audit", "--scale", "2"], "unknown option '--scale' for 'audit' (see 'pagecontrol audit --help')"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        let run = try BuiltTool.pagecontrol.run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "pagecontrol: \(message)\n")
    }

    @Test("A warning of the render options goes to standard error and leaves the verdict alone")
    func warning() throws {
        let run = try BuiltTool.pagecontrol.run(["audit", "--language", "xx"])
        #expect(run.status == 0)
        #expect(run.text == "iOS: no findings\n")
        #expect(run.error.hasPrefix("pagecontrol: warning: --language 'xx' has no strings; using English (en)."))
    }
}
