#if GTK
    import CGtk

    /// A weak reference to a GObject (`GWeakRef`): it never keeps the object alive and reads as nil once the
    /// object is finalized, so a binding never dangles when the carousel or stack goes away first.
    final class GWeakObject {
        /// The `GWeakRef`, heap-allocated because GLib keeps its address.
        private let reference: UnsafeMutablePointer<GWeakRef>

        /// Creates a weak reference to `object`.
        init(_ object: UnsafeMutableRawPointer) {
            reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
            reference.initialize(to: GWeakRef())
            g_weak_ref_init(reference, object)
        }

        deinit {
            g_weak_ref_clear(reference)
            reference.deallocate()
        }

        /// Calls `body` with the object while holding a strong reference, or returns nil when it is gone.
        func withObject<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result? {
            guard let object = g_weak_ref_get(reference) else { return nil }
            defer { g_object_unref(object) }
            return body(object)
        }

        /// Whether the object still exists.
        var isAlive: Bool { withObject { _ in true } ?? false }
    }
#endif
