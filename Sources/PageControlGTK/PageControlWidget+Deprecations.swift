#if GTK
    import PageControlCore

    // MARK: - Deprecated in 0.2, removed in 0.3

    extension PageControlWidget {
        /// The colour of the keyboard focus ring; now the control's
        /// ``PageControlCore/InteractionOptions/focusRingColor``, set through ``changeControl(_:)``: a host copies
        /// no core property onto itself.
        @available(*, deprecated, message: "use changeControl { $0.interaction.focusRingColor = color }")
        public var focusRingColor: Color? {
            get { control.interaction.focusRingColor }
            set {
                control.interaction.focusRingColor = newValue
                update()
            }
        }
    }
#endif
