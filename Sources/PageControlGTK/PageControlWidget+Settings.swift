#if GTK
    import CGtk
    import PageControlCore

    extension PageControlWidget {
        /// Follows the person's settings the desktop reports: Reduce Motion from GtkSettings'
        /// `gtk-enable-animations` (off means reduce), and whether a screen reader runs from AT-SPI's
        /// `org.a11y.Status.ScreenReaderEnabled` on the session bus (false when there is no bus). Both are read
        /// now and followed as they change.
        func installSettings() {
            let me = Unmanaged.passUnretained(self).toOpaque()
            if let settings = gtk_settings_get_default() {
                let object = UnsafeMutableRawPointer(settings)
                let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
                    guard let owner = PageControlWidget.owner(data) else { return }
                    MainActor.assumeIsolated { owner.readAnimationSetting() }
                }
                settingsHandler = GSignal.connect(
                    object, "notify::gtk-enable-animations", GSignal.callback(changed), data: me)
                readAnimationSetting()
            }
            watchScreenReader()
        }

        /// Reduce Motion follows `gtk-enable-animations`.
        func readAnimationSetting() {
            guard isAlive, let settings = gtk_settings_get_default() else { return }
            var enabled: gboolean = 1
            withUnsafeMutablePointer(to: &enabled) { pointer in
                readBooleanProperty(UnsafeMutableRawPointer(settings), "gtk-enable-animations", pointer)
            }
            observe { $0.reducesMotion = enabled == 0 }
        }

        /// Asks AT-SPI whether a screen reader runs, and follows its changes; without a session bus (or without AT-SPI)
        /// nothing is known and the control keeps
        /// ``PageControlCore/PageControlEnvironment/isAssistiveTechnologyRunning`` as it is.
        func watchScreenReader() {
            guard Self.hasSessionBus else { return }
            var error: UnsafeMutablePointer<GError>?
            guard
                let proxy = g_dbus_proxy_new_for_bus_sync(
                    G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, nil, "org.a11y.Bus", "/org/a11y/bus",
                    "org.a11y.Status", nil, &error)
            else {
                if let error { g_error_free(error) }
                return
            }
            screenReaderProxy = UnsafeMutableRawPointer(proxy)
            let me = Unmanaged.passUnretained(self).toOpaque()
            let changed: @convention(c) (gpointer?, OpaquePointer?, gpointer?, gpointer?) -> Void = { _, _, _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.readScreenReaderStatus() }
            }
            GSignal.connect(UnsafeMutableRawPointer(proxy), "g-properties-changed", GSignal.callback(changed), data: me)
            readScreenReaderStatus()
        }

        /// Reads `ScreenReaderEnabled` from the cached properties.
        func readScreenReaderStatus() {
            guard isAlive, let proxy = screenReaderProxy,
                let value = g_dbus_proxy_get_cached_property(
                    proxy.assumingMemoryBound(to: GDBusProxy.self), "ScreenReaderEnabled")
            else { return }
            let running = g_variant_get_boolean(value) != 0
            g_variant_unref(value)
            observe { $0.isScreenReaderRunning = running }
        }

        /// Drops the settings watch and the D-Bus proxy (when the widget is destroyed).
        func removeSettings() {
            if settingsHandler != 0, let settings = gtk_settings_get_default() {
                let object = UnsafeMutableRawPointer(settings)
                if g_signal_handler_is_connected(object, settingsHandler) != 0 {
                    g_signal_handler_disconnect(object, settingsHandler)
                }
                settingsHandler = 0
            }
            if let proxy = screenReaderProxy {
                g_object_unref(proxy)
                screenReaderProxy = nil
            }
        }

        /// Whether a session bus address is known (`DBUS_SESSION_BUS_ADDRESS`, or the runtime directory's bus
        /// socket), so asking it cannot start one.
        static var hasSessionBus: Bool {
            if getenv("DBUS_SESSION_BUS_ADDRESS") != nil { return true }
            guard let runtime = getenv("XDG_RUNTIME_DIR") else { return false }
            return access(String(cString: runtime) + "/bus", F_OK) == 0
        }
    }

    /// Reads a boolean GObject property (GValue plumbing Swift cannot write inline).
    private func readBooleanProperty(
        _ object: UnsafeMutableRawPointer, _ name: String, _ result: UnsafeMutablePointer<gboolean>
    ) {
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        result.pointee = g_value_get_boolean(&value)
        g_value_unset(&value)
    }
#endif
