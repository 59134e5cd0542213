#if GTK
    import CGtk

    #if canImport(Glibc)
        import Glibc
    #endif

    extension PageControlWidget {
        /// The accessible values for the control as it is now: value now/min/max are the 1-based current page, 1 and
        /// the page count; the value text is the control's ``PageControlCore/PageControlAccessibilityElement/value``.
        public var accessibleValue: (now: Int, minimum: Int, maximum: Int, text: String) {
            let state = makeAccessibleState()
            return (state.now, state.minimum, state.maximum, state.text)
        }

        /// The state to give GTK.
        func makeAccessibleState() -> AccessibleState {
            let element = control.frame().accessibilityElement
            let pages = element.numberOfPages
            return AccessibleState(
                now: pages > 0 ? element.page + 1 : 0, minimum: min(pages, 1), maximum: pages,
                text: element.value ?? "", label: element.label)
        }

        /// Gives GTK the accessible range, value text and label when any of them changed (and, before GTK 4.10,
        /// the value text as the description too).
        func updateAccessibility() {
            guard isAlive else { return }
            let state = makeAccessibleState()
            guard state != accessibleState else { return }
            let accessible = OpaquePointer(widget)
            if state.label != accessibleState?.label {
                pagecontrol_accessible_update_label(accessible, state.label)
            }
            pagecontrol_accessible_update_range(
                accessible, Double(state.now), Double(state.minimum), Double(state.maximum), state.text)
            if !PageControlArea.hasAccessibleRange, state.text != accessibleState?.text {
                // Before GTK 4.10, AT-SPI shows the value of GTK's own range widgets only; the description is
                // what a screen reader can read of ours there.
                pagecontrol_accessible_update_description(accessible, state.text)
            }
            accessibleState = state
            accessibleValueDidChange?(self)
        }

        /// `gtk_accessible_announce` (GTK 4.14 and later) when the running GTK has it, for the control's
        /// announcements while a person changes the page; nil on older GTK.
        static let announceFunction: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void)? = {
            #if canImport(Glibc)
                guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "gtk_accessible_announce") else {
                    return nil
                }
                return unsafeBitCast(
                    symbol, to: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Void).self)
            #else
                return nil
            #endif
        }()
    }
#endif
