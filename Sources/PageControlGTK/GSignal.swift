#if GTK
    import CGtk

    /// Connects C callbacks to GObject signals.
    ///
    /// Swift cannot call the `g_signal_connect` macro, and `g_signal_connect_data` takes a type-erased
    /// `GCallback`. Callers write a `@convention(c)` closure with the signal's exact C signature and pass it
    /// through ``callback(_:)``.
    enum GSignal {
        /// A `@convention(c)` function as the type-erased `GCallback` that GLib stores.
        ///
        /// - Precondition: `function` is a `@convention(c)` function value (one pointer wide).
        static func callback<Function>(_ function: Function) -> GCallback {
            precondition(MemoryLayout<Function>.size == MemoryLayout<GCallback>.size, "Not a C function pointer.")
            return unsafeBitCast(function, to: GCallback.self)
        }

        /// Connects `handler` to `signal` on `instance`, passing `data` (unretained) as the last argument.
        ///
        /// - Returns: The handler id, for `g_signal_handler_disconnect`.
        @discardableResult
        static func connect(
            _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, data: UnsafeMutableRawPointer?
        ) -> gulong {
            g_signal_connect_data(instance, signal, handler, data, nil, GConnectFlags(rawValue: 0))
        }

        /// Connects `handler` to `signal` on an object that Swift sees as an opaque pointer (an event controller).
        @discardableResult
        static func connect(
            _ instance: OpaquePointer, _ signal: String, _ handler: GCallback, data: UnsafeMutableRawPointer?
        )
            -> gulong
        {
            connect(UnsafeMutableRawPointer(instance), signal, handler, data: data)
        }

        /// Connects `handler` to `signal` on `instance` for as long as the GObject `owner` lives, passing `owner`
        /// as the last argument (`g_signal_connect_object`): GLib disconnects it when `owner` is disposed.
        ///
        /// - Returns: The handler id, for `g_signal_handler_disconnect`.
        @discardableResult
        static func connect(
            _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, owner: UnsafeMutableRawPointer
        ) -> gulong {
            g_signal_connect_object(instance, signal, handler, owner, GConnectFlags(rawValue: 0))
        }
    }
#endif
