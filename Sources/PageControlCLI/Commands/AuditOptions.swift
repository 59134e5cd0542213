import PageControlCore

/// The options `pagecontrol audit` takes besides the render options: the platform and what the audit needs to know
/// that a render does not draw (the tap rule, the touch area, the label, the slide show and the screen around the
/// control).
struct AuditOptions {
    /// The platform the findings are for. Default iOS, whose rules the control's defaults follow.
    var platform = AccessibilityAudit.Platform.iOS
    /// What a tap does, or nil for the control's default (automatic).
    var tapBehavior: TapBehavior?
    /// The smallest touch area in points (square), or nil for the control's default (44).
    var hitTarget: Double?
    /// The control's accessibility label, or nil for none.
    var label: String?
    /// The seconds per page of a slide show, or nil for none.
    var autoplay: Double?
    /// The screen around the control: the page controls on it and a Play/Pause button (the background is the
    /// render options').
    var pageControlCount = 1
    var hasPlayPauseButton = false

    /// The options that take a value.
    static let valueOptions: Set<String> = [
        "--platform", "--tap", "--hit-target", "--label", "--autoplay", "--page-controls",
    ]
    /// The options that take no value.
    static let switchOptions: Set<String> = ["--play-pause-button"]

    /// Reads the options.
    ///
    /// - Throws: ``CLIError`` naming the option and value that is wrong.
    init(_ args: ParsedArguments) throws(CLIError) {
        platform = try args.choice("--platform", [("ios", AccessibilityAudit.Platform.iOS), ("web", .web)]) ?? platform
        tapBehavior = try args.choice(
            "--tap", [("automatic", TapBehavior.automatic), ("step", .step), ("jump", .jump)])
        hitTarget = try args.number("--hit-target", in: 0...200)
        label = args.values["--label"]
        autoplay = try args.number("--autoplay", in: 0.2...3600)
        pageControlCount = try args.integer("--page-controls", in: 1...100) ?? pageControlCount
        hasPlayPauseButton = args.switches.contains("--play-pause-button")
    }

    /// Sets what these options say on a control made from the render options: the tap rule, the touch area, the
    /// label and a running slide show.
    @MainActor
    func apply(to control: PageControl) {
        if let tapBehavior { control.interaction.tapBehavior = tapBehavior }
        if let hitTarget { control.interaction.minimumHitTargetSize = Size(width: hitTarget, height: hitTarget) }
        if let label { control.accessibility.label = label }
        if let autoplay {
            let timer = PageControlTimerProgress(preferredDuration: autoplay)
            control.progress = timer
            timer.resumeTimer()
        }
    }

    /// The screen around the control, on `background` (nil: the backdrop its current dot is made for).
    func screen(background: Color?) -> AccessibilityAudit.Screen {
        AccessibilityAudit.Screen(
            background: background, pageControlCount: pageControlCount, hasPlayPauseButton: hasPlayPauseButton)
    }

    /// The platform's name as people write it: "iOS" or "web".
    var platformName: String { platform == .iOS ? "iOS" : "web" }
}
