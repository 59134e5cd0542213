#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// WCAG 2.2.2 Pause, Stop, Hide: a slide show (an attached ``PageControlTimerProgress``, running or not yet)
        /// needs a way for every person to stop it.
        ///
        /// The core pauses it while keyboard focus, the pointer or a screen reader's focus is on the control or its
        /// content, and stops it for good on a person's "Stop slide show" action or Play/Pause key, whatever the
        /// configuration, so there is nothing to find there. What differs is the rest:
        /// - iOS: a tap changes the page but does not stop the slide show, so a person who only touches needs a
        ///   visible Play/Pause button of the app's own (``Screen/hasPlayPauseButton``).
        /// - Web: the element stops the slide show for good on any change a person makes (a click, a key, a drag,
        ///   the wheel), so every person can stop it.
        ///
        /// A disabled or hidden control does not advance, so it has nothing to stop.
        var autoplayFindings: [Finding] {
            guard platform == .iOS, !screen.hasPlayPauseButton, control.progress is PageControlTimerProgress,
                control.isEnabled, isShown
            else { return [] }
            return [
                Finding(
                    criterion: "2.2.2", page: nil,
                    message: "Add a visible Play/Pause button that calls the timer's stopForPerson() and "
                        + "startForPerson(), and tell the audit it is there (hasPlayPauseButton): on iOS only "
                        + "VoiceOver's \"Stop slide show\" action and a keyboard's Play/Pause key stop the slide show, "
                        + "so a person who only touches cannot.")
            ]
        }
    }
#endif
