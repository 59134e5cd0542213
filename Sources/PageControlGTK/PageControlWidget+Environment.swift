#if GTK
    import PageControlCore

    /// What the widget observes of GTK and the desktop, kept in one place: the text direction, Reduce Motion, the
    /// screen reader, keyboard focus and hover. ``apply(to:)`` writes all of it into an environment, which the
    /// widget then assigns to its control in one assignment.
    ///
    /// An input the desktop has not reported (Reduce Motion before GtkSettings is read, the screen reader without
    /// a session bus) is nil, and the control keeps its own value.
    struct ObservedEnvironment: Equatable {
        /// The widget's text direction. The default is `.leftToRight`.
        var layoutDirection: LayoutDirection = .leftToRight
        /// Whether `gtk-enable-animations` is off, or nil before it is read. The default is nil.
        var reducesMotion: Bool?
        /// Whether AT-SPI reports a screen reader, or nil without a session bus. The default is nil.
        var isScreenReaderRunning: Bool?
        /// Whether the widget has keyboard focus. The default is false.
        var hasKeyboardFocus = false
        /// Whether the pointer is over the widget. The default is false.
        var isPointerHovering = false

        /// Writes every observed input into `environment`, leaving the inputs that are nil and the fields the
        /// widget does not observe (the language, the content's attention) as they are.
        func apply(to environment: inout PageControlEnvironment) {
            environment.layoutDirection = layoutDirection
            if let reducesMotion { environment.reducesMotion = reducesMotion }
            if let isScreenReaderRunning { environment.isScreenReaderRunning = isScreenReaderRunning }
            environment.hasKeyboardFocus = hasKeyboardFocus
            environment.isPointerHovering = isPointerHovering
        }
    }

    extension PageControlWidget {
        /// Changes what the widget observes and sets the control's environment from it in one assignment (an equal
        /// value changes nothing), then shows the result at once.
        func observe(_ change: (inout ObservedEnvironment) -> Void) {
            guard isAlive else { return }
            change(&observed)
            syncClock()
            var environment = control.environment
            observed.apply(to: &environment)
            control.environment = environment  // the widget's one assignment of the environment
            update()
        }
    }
#endif
