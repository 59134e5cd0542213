extension PageControl {
    /// What an app or a host sets on a control directly, in one value: the bounds, the window, the interaction and
    /// accessibility options, the environment and the switches. The public properties of the same names read and
    /// write it (and react to a change). One internal value, so that the optimiser sees every access to it and
    /// checks none at run time.
    struct Settings {
        /// See ``PageControl/bounds``.
        var bounds = Rect.zero
        /// See ``PageControl/window``.
        var window = IndicatorWindow()
        /// See ``PageControl/environment``.
        var environment = PageControlEnvironment()
        #if hasFeature(Embedded)
            // The web element has no attribute for these: in its module they keep their defaults, and the
            // optimiser leaves out what they would change (Guides/Web.md, What the Embedded build leaves out).
            var interaction: InteractionOptions {
                get { InteractionOptions() }
                set {}
            }
            var accessibility: AccessibilityOptions {
                get { AccessibilityOptions() }
                set {}
            }
            var hidesForSinglePage: Bool {
                get { false }
                set {}
            }
            var defersCurrentPageDisplay: Bool {
                get { false }
                set {}
            }
            var isEnabled: Bool {
                get { true }
                set {}
            }
        #else
            /// See ``PageControl/interaction``.
            var interaction = InteractionOptions()
            /// See ``PageControl/accessibility``.
            var accessibility = AccessibilityOptions()
            /// See ``PageControl/hidesForSinglePage``.
            var hidesForSinglePage = false
            /// See ``PageControl/defersCurrentPageDisplay``.
            var defersCurrentPageDisplay = false
            /// See ``PageControl/isEnabled``.
            var isEnabled = true
        #endif
        /// See ``PageControl/showsStepButtons``.
        var showsStepButtons = false
        /// See ``PageControl/stepButtonsAtEnds``.
        var stepButtonsAtEnds = StepButtonsAtEnds.disabled
        /// See ``PageControl/announcementPolicy``.
        var announcementPolicy = PageAnnouncementPolicy.afterPersonChanges
    }
}
