#if GTK
    import CGtk

    /// Pointer conversions between GTK's C types, which Swift sees either as typed pointers (for types whose
    /// struct is public, such as `GtkWindow`) or as opaque pointers (final types such as `GtkLabel`).
    enum GtkCast {
        /// A widget as a pointer to a type with a public struct (GtkWindow, GtkBox, GObject, …).
        static func typed<T>(_ widget: UnsafeMutablePointer<GtkWidget>, as type: T.Type = T.self)
            -> UnsafeMutablePointer<T>
        {
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
        }

        /// A widget as an opaque pointer (GtkLabel, GtkStack, AdwCarousel, GtkNative, GtkAccessible, …).
        static func opaque(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
            OpaquePointer(widget)
        }

        /// A widget as a `gpointer`.
        static func raw(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutableRawPointer {
            UnsafeMutableRawPointer(widget)
        }
    }
#endif
