#if GTK
    import CAdwaita
    import CGtk
    import PageControlCore
    import PageControlGTK
    import PageControlRendering

    #if canImport(Glibc)
        import Glibc
    #endif

    /// Shared set-up for the GTK tests: one `adw_init` per process, a display check, and main-loop helpers.
    @MainActor
    enum GTKTestSupport {
        /// Whether a display is available (the tests run under `xvfb-run` in `Scripts/ci/gtk.sh`).
        nonisolated static var hasDisplay: Bool {
            getenv("DISPLAY") != nil || getenv("WAYLAND_DISPLAY") != nil
        }

        /// Initializes GTK and libadwaita once.
        static let initialized: Bool = {
            adw_init()
            return true
        }()

        /// Makes sure GTK is initialized.
        static func setUp() {
            _ = initialized
        }

        /// A mouse click (press and release 0.05 s apart) at `point`, through the widget's pointer path.
        static func click(_ widget: PageControlWidget, at point: Point) {
            let time = PageControlWidget.now()
            widget.handlePointer(.down, at: point, time: time)
            widget.handlePointer(.up, at: point, time: time + 0.05)
        }

        /// Runs the main loop until `condition` holds or `timeout` seconds pass.
        ///
        /// - Returns: Whether the condition held.
        @discardableResult
        static func spin(timeout: Double = 3, until condition: () -> Bool) -> Bool {
            let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
            while !condition() {
                if g_get_monotonic_time() > deadline { return false }
                g_main_context_iteration(nil, 0)
                g_usleep(1_000)
            }
            return true
        }

        /// A window showing `child`, presented and laid out (two frames drawn).
        static func window(with child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 320, height: Int32 = 240)
            -> UnsafeMutablePointer<GtkWindow>
        {
            let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_default_size(window, width, height)
            gtk_window_set_child(window, child)
            gtk_window_present(window)
            let widget = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
            spin { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(child) > 0 }
            return window
        }

        /// Destroys a window made by ``window(with:width:height:)`` and lets GTK finish.
        static func close(_ window: UnsafeMutablePointer<GtkWindow>) {
            gtk_window_destroy(window)
            spin(timeout: 0.05) { false }
        }

        /// A vertical box (for hosting widgets in a window).
        static func box() -> UnsafeMutablePointer<GtkWidget> {
            gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        }

        /// Appends `child` to a box made by ``box()``.
        static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
        }

        /// An `AdwCarousel` with `pages` empty pages.
        static func carousel(pages: Int) -> UnsafeMutablePointer<GtkWidget> {
            let carousel = adw_carousel_new()!
            for _ in 0..<pages { adw_carousel_append(OpaquePointer(carousel), adw_bin_new()) }
            return carousel
        }

        /// A `GtkStack` with `pages` empty pages, and the page widgets.
        static func stack(pages: Int) -> (
            stack: UnsafeMutablePointer<GtkWidget>, children: [UnsafeMutablePointer<GtkWidget>]
        ) {
            let stack = gtk_stack_new()!
            let children = (0..<pages).map { _ in adw_bin_new()! }
            for child in children { gtk_stack_add_child(OpaquePointer(stack), child) }
            return (stack, children)
        }

        /// Whether GTK holds `value` for a numeric accessible property of `widget`.
        static func accessible(
            _ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, is value: Double
        ) -> Bool {
            guard let actual = pagecontrol_test_accessible_check_number(OpaquePointer(widget), property, value) else {
                return true
            }
            g_free(actual)
            return false
        }

        /// Whether GTK holds `value` for a string accessible property of `widget`.
        static func accessible(
            _ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, is value: String
        ) -> Bool {
            guard let actual = pagecontrol_test_accessible_check_string(OpaquePointer(widget), property, value) else {
                return true
            }
            g_free(actual)
            return false
        }
    }
#endif
