#if GTK
    import PageControlCore
    import Testing

    @testable import PageControlGTK

    /// What the widget observes of GTK, written into the control's environment whole: observed inputs set,
    /// unreported ones (nil) and fields the widget does not observe kept.
    @Suite struct ObservedEnvironmentTests {
        @Test("Every observed input reaches the environment")
        func appliesObserved() {
            let observed = ObservedEnvironment(
                layoutDirection: .rightToLeft, reducesMotion: true, isScreenReaderRunning: true,
                hasKeyboardFocus: true, isPointerHovering: true)
            var environment = PageControlEnvironment()
            observed.apply(to: &environment)
            #expect(environment.layoutDirection == .rightToLeft)
            #expect(environment.reducesMotion)
            #expect(environment.isScreenReaderRunning)
            #expect(environment.hasKeyboardFocus)
            #expect(environment.isPointerHovering)
        }

        @Test("Unreported inputs and the fields the widget does not observe keep the control's values")
        func keepsTheRest() {
            var environment = PageControlEnvironment()
            environment.reducesMotion = true
            environment.isSwitchControlRunning = true
            environment.isPointerOverContent = true
            environment.language = "ar"
            ObservedEnvironment().apply(to: &environment)
            #expect(environment.reducesMotion)
            #expect(environment.isSwitchControlRunning)
            #expect(environment.isPointerOverContent)
            #expect(environment.language == "ar")
            #expect(environment.layoutDirection == .leftToRight)
        }
    }
#endif
