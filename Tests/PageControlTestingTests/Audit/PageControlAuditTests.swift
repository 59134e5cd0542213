import PageControlCore
import PageControlTesting
import Testing

/// The audit an app runs in its own tests: each finding, made by a configuration built to break it, absent from the
/// default control, and the targets judged as a person has them (a finger's steps on iOS, the element's tabs on the
/// web).
@MainActor
@Suite struct PageControlAuditTests {
    /// A control of `pages` pages, as `PageControl()` makes it.
    func control(pages: Int = 5) -> PageControl {
        let control = PageControl()
        control.numberOfPages = pages
        return control
    }

    /// The findings' one-line descriptions, as `pagecontrol audit` prints them.
    func audit(
        _ control: PageControl, _ platform: PageControlAudit.Platform = .iOS,
        on screen: PageControlAudit.Screen = PageControlAudit.Screen()
    ) -> [String] {
        PageControlAudit.findings(for: control, platform: platform, on: screen).map(\.description)
    }

    // MARK: The default control

    @Test(
        "A default control has no finding on iOS, as PageControl() makes it and as a driver sizes it",
        arguments: [0, 1, 2, 3, 5, 8, 10, 30, 1_000_000_000])
    func defaultOnIOS(pages: Int) {
        #expect(audit(control(pages: pages)).isEmpty)
        #expect(audit(PageControlDriver(control(pages: pages)).control).isEmpty)
    }

    @Test("A default control has no finding on the web", arguments: [0, 1, 2, 3, 5, 30])
    func defaultOnTheWeb(pages: Int) {
        #expect(audit(control(pages: pages), .web).isEmpty)
    }

    @Test(
        "The element's bounds reach half a gap beyond the end dots, so its first and last tabs are a whole pitch",
        arguments: [
            (PageControlDirection.leftToRight, Rect(x: -4.5, y: 0, width: 80, height: 37)),
            (.topToBottom, Rect(x: 0, y: -4.5, width: 37, height: 80)),
        ])
    func elementBounds(direction: PageControlDirection, bounds: Rect) {
        let control = control(pages: 5)
        control.direction = direction
        #expect(
            control.intrinsicContentSize
                == (direction.isVertical ? Size(width: 37, height: 71) : Size(width: 71, height: 37)))
        #expect(WebTargetSizing.bounds(control.layout, size: control.intrinsicContentSize) == bounds)
        // Without the margin the end tabs would end 11.5 pt from the end dots' centres: 17.25 CSS px at the
        // element's scale of 1.5; with it they are 16 pt, 24 CSS px, like the others.
        #expect(WebTargetSizing.scale(control.layout) == 1.5)
        let bounds = WebTargetSizing.bounds(control.layout, size: control.intrinsicContentSize)
        let tabs = control.frame(bounds: bounds).pages.map {
            direction.isVertical ? $0.hitFrame.height : $0.hitFrame.width
        }
        #expect(tabs == [16, 16, 16, 16, 16])
        control.presentation.kind = .segments
        #expect(
            WebTargetSizing.bounds(control.layout, size: Size(width: 71, height: 37))
                == Rect(x: 0, y: 0, width: 71, height: 37))
    }

    @Test("Step buttons: none found with the default touch target, each found under 44 × 44 pt")
    func stepButtons() {
        let buttons = control()
        buttons.showsStepButtons = true
        #expect(audit(buttons).isEmpty)
        #expect(audit(buttons, .web).isEmpty)
        buttons.interaction.minimumHitTargetSize = Size(width: 30, height: 30)
        buttons.bounds = Rect(origin: .zero, size: Size(width: 200, height: 44))
        let found = audit(buttons).filter { $0.contains("button") }
        #expect(
            found == [
                "2.5.8 Target Size (Minimum): Give the previous button a target of at least 44 × 44 pt, as Apple's "
                    + "Human Interface Guidelines ask (it is 30 × 37 pt): keep interaction.minimumHitTargetSize at "
                    + "44 × 44.",
                "2.5.8 Target Size (Minimum): Give the next button a target of at least 44 × 44 pt, as Apple's Human "
                    + "Interface Guidelines ask (it is 30 × 37 pt): keep interaction.minimumHitTargetSize at 44 × 44.",
            ])
    }

    @Test("The audit changes nothing: the same frame, no page sent, no announcement")
    func readsOnly() {
        let control = control(pages: 8)
        control.currentPage = 3
        var sent = 0
        control.addAction(for: .valueChanged) { _ in sent += 1 }
        control.announcementHandler = { _ in sent += 1 }
        let before = control.frame()
        _ = PageControlAudit.findings(for: control, platform: .iOS)
        _ = PageControlAudit.findings(for: control, platform: .web)
        #expect(control.frame() == before)
        #expect(sent == 0)
    }

    // MARK: 1.4.11 Non-text Contrast

    @Test("White dots on white: the current dot has 1:1 against the background, and 1.83:1 against the others")
    func currentDotOnItsBackground() {
        #expect(
            audit(control(), on: PageControlAudit.Screen(background: .white)) == [
                "1.4.11 Non-text Contrast: Give the current dot at least 3:1 against the background #FFFFFF (it has "
                    + "1.00:1 as #FFFFFF): set currentPageIndicatorTintColor to a colour that stands out from it.",
                "1.4.11 Non-text Contrast: Give the current dot and the other dots colours at least 3:1 apart, or the "
                    + "current dot a shape or length of its own: colour is all that marks it, and #FFFFFF against "
                    + "#80808080 (seen as #BFBFBF) is only 1.83:1.",
            ])
    }

    @Test("Two greys 1.19:1 apart mark the current dot by colour alone; a shape or length of its own passes")
    func currentAgainstOtherDots() {
        let grey = control()
        grey.currentPageIndicatorTintColor = Color(white: 0.5)
        grey.pageIndicatorTintColor = Color(white: 0.45)
        #expect(
            audit(grey) == [
                "1.4.11 Non-text Contrast: Give the current dot and the other dots colours at least 3:1 apart, or the "
                    + "current dot a shape or length of its own: colour is all that marks it, and #808080 against "
                    + "#737373 is only 1.19:1."
            ])
        grey.preferredCurrentPageIndicatorShape = .capsule
        #expect(audit(grey).isEmpty)
        grey.preferredCurrentPageIndicatorShape = nil
        grey.metrics = IndicatorMetrics(currentIndicatorLength: 16)
        #expect(audit(grey).isEmpty)
        grey.metrics = nil
        grey.indicatorEffect = .fill
        #expect(audit(grey).isEmpty)
    }

    @Test("Dark dots on white that ignore Increase Contrast: the other dots stay at 2.32:1; darker ones pass")
    func increasedContrast() {
        let control = control()
        control.currentPageIndicatorTintColor = .black
        control.pageIndicatorTintColor = .lightGray
        let white = PageControlAudit.Screen(background: .white)
        let ignored =
            "1.4.11 Non-text Contrast: Under Increase Contrast give the other dots at least 3:1 against the background "
            + "#FFFFFF (they have 2.32:1 as #AAAAAA): set a stronger pageIndicatorTintColor while "
            + "environment.prefersIncreasedContrast is on."
        #expect(audit(control, on: white) == [ignored])
        // With Increase Contrast on now, the look as drawn is judged: the same colours, the same finding.
        control.environment.prefersIncreasedContrast = true
        #expect(audit(control, on: white) == [ignored])
        // The app gives the other dots a darker grey under Increase Contrast: 4.54:1.
        control.pageIndicatorTintColor = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
        #expect(audit(control, on: white).isEmpty)
    }

    @Test("UIKit's translucent grey reaches 4.02:1 on black under Increase Contrast, where the core makes it opaquer")
    func defaultUnderIncreasedContrast() {
        let control = control()
        control.environment.prefersIncreasedContrast = true
        #expect(audit(control, on: PageControlAudit.Screen(background: .black)).isEmpty)
    }

    @Test("A platter the control always shows is what the dots are seen on")
    func prominentPlatter() {
        let control = control()
        control.backgroundStyle = .prominent
        control.platterColor = .white
        #expect(
            audit(control, on: PageControlAudit.Screen(background: .black)).first?.hasPrefix(
                "1.4.11 Non-text Contrast: Give the current dot at least 3:1 against the background #FFFFFF") == true)
    }

    // MARK: 1.4.1 Use of Color

    @Test(
        "The built-in red attention dots differ from UIKit's grey by colour alone; a ring or the unavailable ring passes"
    )
    func statesByColorAlone() {
        let control = control(pages: 8)
        control.indicatorStates[2] = .attention
        control.indicatorStates[5] = .attention
        control.indicatorStates[1] = .completed
        control.indicatorStates[6] = .unavailable
        #expect(
            audit(control) == [
                "1.4.1 Use of Color, page 3: Give the attention state a shape of its own "
                    + "(indicatorStates.setStyle(_:for:)) or a colour at least 3:1 from the other dots: its dots (page "
                    + "3 and 1 more) differ from them by colour alone, #FF3B30 against #80808080 (seen as #404040) at "
                    + "2.93:1."
            ])
        control.indicatorStates.setStyle(IndicatorStateStyle(shape: .ring(lineWidth: 2)), for: .attention)
        #expect(audit(control).isEmpty)
    }

    @Test("A plain badge differs from its dot by colour alone; a badge with a count shows its number")
    func plainBadge() {
        let control = control()
        control.presentation.setContent(.badge(0), forPage: 3)
        #expect(
            audit(control) == [
                "1.4.1 Use of Color, page 4: Give page 4's badge a count or a badge colour at least 3:1 from its dot "
                    + "(presentation.badgeColor): the plain disc #D70015 differs from #80808080 (seen as #404040) by "
                    + "colour alone, at 1.93:1."
            ])
        control.presentation.setContent(.badge(2), forPage: 3)
        #expect(audit(control).isEmpty)
        control.presentation.setContent(.badge(0), forPage: 3)
        control.presentation.badgeColor = .white
        #expect(audit(control).isEmpty)
    }

    // MARK: 2.2.2 Pause, Stop, Hide

    @Test("A slide show on iOS needs a Play/Pause button; the web element stops it on a person's change")
    func slideShow() {
        let control = control()
        let timer = PageControlTimerProgress(preferredDuration: 3)
        control.progress = timer
        timer.resumeTimer()
        #expect(
            audit(control) == [
                "2.2.2 Pause, Stop, Hide: Add a visible Play/Pause button that calls the timer's stopForPerson() and "
                    + "startForPerson(), and tell the audit it is there (hasPlayPauseButton): on iOS only VoiceOver's "
                    + "\"Stop slide show\" action and a keyboard's Play/Pause key stop the slide show, so a person who "
                    + "only touches cannot."
            ])
        #expect(audit(control, on: PageControlAudit.Screen(hasPlayPauseButton: true)).isEmpty)
        #expect(audit(control, .web).filter { $0.hasPrefix("2.2.2") }.isEmpty)
        // A disabled control's timer does not advance: nothing moves, nothing to stop.
        control.isEnabled = false
        #expect(audit(control).isEmpty)
    }

    // MARK: 2.5.8 Target Size (Minimum) and Apple's 44 × 44 pt

    @Test("With no minimum touch area, a finger's target is the 71 × 37 pt control, under Apple's 44 × 44 pt")
    func touchArea() {
        let control = control()
        control.interaction.minimumHitTargetSize = Size(width: 0, height: 0)
        #expect(
            audit(control) == [
                "2.5.8 Target Size (Minimum): Make the control's touch area at least 44 × 44 pt, as Apple's Human "
                    + "Interface Guidelines ask (it is 71 × 37 pt): keep interaction.minimumHitTargetSize at 44 × 44 "
                    + "or give the control larger bounds."
            ])
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 44)
        #expect(audit(control).isEmpty)
    }

    @Test("4-point dots with no gap: with page 2 current, a finger's step target is 6 × 44 pt, crowding the other")
    func crowdedSteps() {
        let control = control(pages: 30)
        control.metrics = IndicatorMetrics(diameter: 4, spacing: 0)
        #expect(
            audit(control) == [
                "2.5.8 Target Size (Minimum): Space the dots so that a finger's step targets, the parts of the control "
                    + "on either side of the current dot, are at least 24 × 24 pt or 24 pt apart (WCAG 2.5.8): with "
                    + "page 2 current one is 6 × 44 pt, crowding the other; widen metrics.spacing or the control's "
                    + "bounds."
            ])
        // The element scales such a row by 6: its tabs are 24 CSS px.
        #expect(audit(control, .web).isEmpty)
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 44)
        #expect(audit(control).isEmpty)
    }

    @Test(
        "Step targets follow the row's direction",
        arguments: [PageControlDirection.rightToLeft, .topToBottom, .bottomToTop])
    func crowdedStepsInEveryDirection(direction: PageControlDirection) {
        let control = control(pages: 30)
        control.metrics = IndicatorMetrics(diameter: 4, spacing: 0)
        control.direction = direction
        let size = direction.isVertical ? "44 × 6 pt" : "6 × 44 pt"
        #expect(audit(control).first?.contains("with page 2 current one is \(size)") == true)
    }

    @Test("With tapBehavior .jump each dot is a target: UIKit's 16 pt pitch is under 44 × 44 pt, 44 pt apart passes")
    func jumpTargets() {
        let control = control(pages: 3)
        control.interaction.tapBehavior = .jump
        let message = { (page: Int, width: String) in
            "2.5.8 Target Size (Minimum), page \(page): Give page \(page)'s dot a target of at least 44 × 44 pt, as "
                + "Apple's Human Interface Guidelines ask (it is \(width) × 44 pt with tapBehavior .jump): use "
                + ".automatic, where a finger steps from either side of the current dot, or space the dots 44 pt apart."
        }
        // The end dots' targets stop at the touch area's edge, 6 pt past their dots' centres: 14 pt.
        #expect(audit(control) == [message(1, "14"), message(2, "16"), message(3, "14")])
        control.metrics = IndicatorMetrics(diameter: 7, spacing: 37)
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 44)
        #expect(audit(control).isEmpty)
    }

    @Test("With tapBehavior .jump the number gives each of 30 pages a 1.96 × 44 pt share")
    func jumpOnTheNumber() {
        let control = control(pages: 30)
        control.presentation.kind = .numeric
        #expect(audit(control).isEmpty)
        control.interaction.tapBehavior = .jump
        #expect(
            audit(control) == [
                "2.5.8 Target Size (Minimum): Give each page a target of at least 44 × 44 pt, as Apple's Human "
                    + "Interface Guidelines ask (each has a 1.96 × 44 pt share of the row with tapBehavior .jump): use "
                    + ".automatic, where a finger steps from either side."
            ])
        #expect(audit(control, .web).isEmpty)
    }

    @Test("A disabled or hidden control has no targets")
    func noTargets() {
        let control = control()
        control.interaction.minimumHitTargetSize = Size(width: 0, height: 0)
        control.isEnabled = false
        #expect(audit(control).isEmpty)
        let single = self.control(pages: 1)
        single.hidesForSinglePage = true
        single.accessibility.label = ""
        #expect(audit(single).isEmpty)
    }

    // MARK: 4.1.2 Name, Role, Value

    @Test("Two page controls on a screen each need a label; one of its own passes")
    func sharedScreen() {
        let control = control()
        let screen = PageControlAudit.Screen(pageControlCount: 2)
        #expect(
            audit(control, on: screen) == [
                "4.1.2 Name, Role, Value: Set accessibility.label to what this control pages through, such as "
                    + "\"Featured photos\": 2 page controls share the screen, and each one without a label is read as "
                    + "\"Page control\"."
            ])
        #expect(audit(control, .web, on: screen).contains { $0.hasPrefix("4.1.2 Name, Role, Value: Set") })
        control.accessibility.label = "Featured photos"
        #expect(audit(control, on: screen).isEmpty)
        #expect(audit(self.control()).isEmpty)
    }

    @Test("An empty label names nothing, even alone")
    func emptyLabel() {
        let control = control()
        control.accessibility.label = " "
        #expect(
            audit(control) == [
                "4.1.2 Name, Role, Value: Give accessibility.label a name, such as \"Photos\", or leave it nil for "
                    + "\"Page control\": an empty label names nothing."
            ])
    }

    @Test("A dot with text or an icon of its own needs its page's title; numbers and badges are spoken already")
    func contentWithoutTitles() {
        let control = control(pages: 8)
        control.presentation.setContent(.text("AB"), forPage: 7)
        control.presentation.setContent(.badge(3), forPage: 1)
        control.presentation.setContent(.number, forPage: 2)
        control.setIndicatorShape(.path(.star), forPage: 5)
        control.setCurrentPageIndicatorShape(.capsule, forPage: 4)
        let message = { (page: Int, shown: String) in
            "4.1.2 Name, Role, Value, page \(page): Give page \(page) a title in accessibility.pageTitles saying what "
                + "the page is: its dot shows \(shown), which names nothing to assistive technology."
        }
        #expect(audit(control) == [message(6, "an icon of its own"), message(8, "\"AB\"")])
        control.accessibility.pageTitles = [5: "Favourites", 7: "Anna Berg"]
        #expect(audit(control).isEmpty)
        control.accessibility.pageTitles[7] = "  "
        #expect(audit(control) == [message(8, "\"AB\"")])
    }

    // MARK: Order, scale

    @Test("Findings come in WCAG's order, then by page, the whole control first")
    func order() {
        let control = control(pages: 8)
        control.accessibility.label = ""
        control.presentation.setContent(.text("Z"), forPage: 0)
        control.indicatorStates[4] = .attention
        control.interaction.tapBehavior = .jump
        control.currentPageIndicatorTintColor = Color(white: 0.5)
        control.pageIndicatorTintColor = Color(white: 0.45)
        let findings = PageControlAudit.findings(for: control, platform: .iOS)
        #expect(
            findings.map(\.criterion) == ["1.4.1", "1.4.11"] + Array(repeating: "2.5.8", count: 8) + ["4.1.2", "4.1.2"])
        #expect(findings.map(\.page) == [4, nil, 0, 1, 2, 3, 4, 5, 6, 7, nil, 0])
    }

    @Test("A billion pages with states, content and titles far apart cost what their few pages cost")
    func hugeControl() {
        let control = control(pages: 1_000_000_000)
        control.currentPage = 999_999_999
        control.indicatorStates[999_999_998] = .attention
        control.presentation.setContent(.text("Z"), forPage: 5)
        #expect(
            PageControlAudit.findings(for: control, platform: .iOS).map { [$0.criterion, "\($0.page ?? -1)"] } == [
                ["1.4.1", "999999998"], ["4.1.2", "5"],
            ])
    }
}
