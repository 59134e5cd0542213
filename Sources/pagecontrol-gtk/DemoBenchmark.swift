#if GTK
    import CAdwaita
    import CGtk
    import PageControlGTK

    #if canImport(Glibc)
        import Glibc
    #endif

    /// `--bench frame`: the frame cost of our ``PageControlGTK/PageControlWidget`` and of
    /// libadwaita's `AdwCarouselIndicatorDots` at several page counts, in one run. Spelled and printed as
    /// `pagecontrol-bench`'s profiles are: one `key=value` line per case,
    ///
    ///     renderer=<GSK renderer> frames_per_case=<n> time_budget_s=<s>
    ///     widget=PageControlWidget pages=<n> snapshot_ms=<ms> frame_ms=<ms> frames=<n> width_px=<n> setup_s=0
    ///     widget=AdwCarouselIndicatorDots pages=<n> snapshot_ms=… frame_ms=… frames=… width_px=… setup_s=<s>
    ///
    /// where `frame_ms` is the snapshot and the render.
    ///
    /// A frame is what GTK does for one indicator when the position changes: build the widget's render nodes
    /// (`gtk_widget_snapshot_child` and `gtk_snapshot_free_to_node`, which run our `snapshot` or Adwaita's) and
    /// render them with the window's GSK renderer (`gsk_renderer_render_texture`, clipped to what fits in the
    /// window). Both are printed: the snapshot alone, and snapshot + render. Moving the position is outside the
    /// timing: for Adwaita that is the carousel's own work, not its dots'.
    ///
    /// Adwaita's dots need a real `AdwCarousel` with one child widget per page. libadwaita inserts pages in
    /// O(n) (it walks its page list on every insertion), so building the 100,000-page carousel takes minutes;
    /// its time is printed as "setup".
    @MainActor
    struct DemoBenchmark {
        /// The window's size: the indicators are rendered clipped to it.
        static let windowSize = (width: 640, height: 120)
        /// The most time spent measuring one case, in seconds (at least ``minimumFrames`` are measured).
        static let timeBudget = 3.0
        /// The fewest frames measured per case.
        static let minimumFrames = 3
        /// Frames drawn untimed before each case: the GL renderer compiles a shader program the first time a
        /// node kind needs it (tens of milliseconds), which would otherwise land on whichever case came first.
        static let warmUpFrames = 5
        /// Frames of the untimed round of both widgets before the table.
        static let warmUpRoundFrames = 50

        /// The command line.
        let options: DemoOptions

        /// One measurement: the mean frame cost, the snapshot's part of it, and how many frames it averages.
        struct Result {
            /// Milliseconds per frame to build the render nodes (the snapshot alone).
            var snapshotMilliseconds: Double
            /// Milliseconds per frame to build and render the nodes.
            var milliseconds: Double
            /// Frames measured.
            var frames: Int
            /// Seconds spent building what the indicator shows (Adwaita's carousel); 0 for ours.
            var setup: Double
            /// The indicator's natural width in pixels.
            var naturalWidth: Int32
        }

        /// Runs every case and prints the table.
        ///
        /// - Returns: The exit status.
        func run() -> Int32 {
            let window = gtk_window_new()!
            let gtkWindow = GtkCast.typed(window, as: GtkWindow.self)
            gtk_window_set_title(gtkWindow, "pagecontrol-gtk benchmark")
            gtk_window_set_default_size(gtkWindow, Int32(Self.windowSize.width), Int32(Self.windowSize.height))
            gtk_window_present(gtkWindow)
            Self.waitForFrames(window, 2)
            guard let renderer = gtk_native_get_renderer(GtkCast.opaque(window)) else {
                print("pagecontrol-gtk: the window has no renderer")
                return 1
            }
            let rendererName = String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)))
            print(
                "renderer=\(rendererName) frames_per_case=\(options.frames)"
                    + " time_budget_s=\(Self.decimal(Self.timeBudget, 1))")
            // One untimed round of both first: the first case drawn in a process pays for the renderer's first
            // textures and caches (0.23 against 0.18 ms a frame with GL under Xvfb), whichever widget it is.
            _ = measureOurs(pages: 10, window: window, renderer: renderer, frames: Self.warmUpRoundFrames)
            _ = measureAdwaita(pages: 10, window: window, renderer: renderer, frames: Self.warmUpRoundFrames)
            for pages in options.benchmarkPages {
                let ours = measureOurs(pages: pages, window: window, renderer: renderer)
                let adwaita = measureAdwaita(pages: pages, window: window, renderer: renderer)
                print(Self.line("PageControlWidget", pages: pages, ours))
                print(Self.line("AdwCarouselIndicatorDots", pages: pages, adwaita))
                fflush(nil)
            }
            gtk_window_destroy(gtkWindow)
            return 0
        }

        /// Our widget with `pages` pages, unbound, its position stepping every frame.
        func measureOurs(
            pages: Int, window: UnsafeMutablePointer<GtkWidget>, renderer: OpaquePointer, frames: Int? = nil
        ) -> Result {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let dots = PageControlWidget()
            dots.control.numberOfPages = pages
            dots.update()
            gtk_widget_set_halign(dots.widget, GTK_ALIGN_CENTER)
            gtk_box_append(GtkCast.typed(box, as: GtkBox.self), dots.widget)
            gtk_window_set_child(GtkCast.typed(window, as: GtkWindow.self), box)
            Self.waitForFrames(window, 3)
            let last = Double(max(pages - 1, 0))
            var result = measure(widget: dots.widget, parent: box, renderer: renderer, frames: frames) { frame in
                dots.control.position = last == 0 ? 0 : (Double(frame) * 0.37).truncatingRemainder(dividingBy: last)
                dots.update()
            }
            result.naturalWidth = Self.naturalWidth(dots.widget)
            gtk_window_set_child(GtkCast.typed(window, as: GtkWindow.self), nil)
            return result
        }

        /// `AdwCarouselIndicatorDots` showing an `AdwCarousel` of `pages` empty pages, the carousel scrolled to
        /// another page every frame.
        func measureAdwaita(
            pages: Int, window: UnsafeMutablePointer<GtkWidget>, renderer: OpaquePointer, frames: Int? = nil
        ) -> Result {
            let clock = ContinuousClock()
            let start = clock.now
            if pages >= 10_000 {
                let note = "(building an AdwCarousel with \(Self.grouped(pages)) pages…)\n"
                _ = note.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            }
            // Pages are made first and prepended: the cheapest order for libadwaita's list (see the type's notes).
            let children = (0..<pages).map { _ in adw_bin_new()! }
            let carousel = adw_carousel_new()!
            g_object_ref_sink(GtkCast.raw(carousel))
            for child in children.reversed() { adw_carousel_prepend(GtkCast.opaque(carousel), child) }
            // One allocation gives the pages their snap points (the carousel itself is not in the window).
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(carousel, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(carousel, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_allocate(carousel, Int32(Self.windowSize.width), Int32(Self.windowSize.height), -1, nil)
            let setup = Self.seconds(since: start, clock: clock)

            let dots = adw_carousel_indicator_dots_new()!
            adw_carousel_indicator_dots_set_carousel(GtkCast.opaque(dots), GtkCast.opaque(carousel))
            // Its minimum width grows with the pages (15 px each), so it sits in a scrolled window.
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(GtkCast.opaque(scrolled), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_child(GtkCast.opaque(scrolled), dots)
            gtk_window_set_child(GtkCast.typed(window, as: GtkWindow.self), scrolled)
            Self.waitForFrames(window, 3)
            guard let parent = gtk_widget_get_parent(dots) else {
                return Result(snapshotMilliseconds: 0, milliseconds: 0, frames: 0, setup: setup, naturalWidth: 0)
            }
            var result = measure(widget: dots, parent: parent, renderer: renderer, frames: frames) { frame in
                let page = guint((frame * 7 + 1) % max(pages, 1))
                if let child = adw_carousel_get_nth_page(GtkCast.opaque(carousel), page) {
                    adw_carousel_scroll_to(GtkCast.opaque(carousel), child, 0)
                }
            }
            result.setup = setup
            result.naturalWidth = Self.naturalWidth(dots)
            gtk_window_set_child(GtkCast.typed(window, as: GtkWindow.self), nil)
            g_object_unref(GtkCast.raw(carousel))
            return result
        }

        /// Times frames of one widget: `prepare` (untimed) moves the position, then the widget is snapshotted
        /// (timed alone too) and its node rendered, `limit` frames (by default `--frames`) or until the time
        /// budget is spent.
        func measure(
            widget: UnsafeMutablePointer<GtkWidget>, parent: UnsafeMutablePointer<GtkWidget>, renderer: OpaquePointer,
            frames limit: Int? = nil, prepare: (Int) -> Void
        ) -> Result {
            for frame in 0..<Self.warmUpFrames {
                prepare(frame + 1)
                render(widget: widget, parent: parent, renderer: renderer)
            }
            let clock = ContinuousClock()
            var total = 0.0
            var snapshotTotal = 0.0
            var frames = 0
            let budgetStart = clock.now
            while frames < limit ?? options.frames {
                prepare(frames + 1)
                let start = clock.now
                let snapshot = gtk_snapshot_new()
                gtk_widget_snapshot_child(parent, widget, snapshot)
                let node = gtk_snapshot_free_to_node(snapshot)
                snapshotTotal += Self.seconds(since: start, clock: clock)
                if let node {
                    var viewport = Self.viewport(of: node)
                    if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
                        g_object_unref(UnsafeMutableRawPointer(texture))
                    }
                    gsk_render_node_unref(node)
                }
                total += Self.seconds(since: start, clock: clock)
                frames += 1
                if frames >= Self.minimumFrames, Self.seconds(since: budgetStart, clock: clock) > Self.timeBudget {
                    break
                }
            }
            let count = Double(max(frames, 1))
            return Result(
                snapshotMilliseconds: snapshotTotal / count * 1000, milliseconds: total / count * 1000, frames: frames,
                setup: 0, naturalWidth: 0)
        }

        /// One untimed frame: snapshot the widget and render its node.
        func render(
            widget: UnsafeMutablePointer<GtkWidget>, parent: UnsafeMutablePointer<GtkWidget>, renderer: OpaquePointer
        ) {
            let snapshot = gtk_snapshot_new()
            gtk_widget_snapshot_child(parent, widget, snapshot)
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
            var viewport = Self.viewport(of: node)
            if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
                g_object_unref(UnsafeMutableRawPointer(texture))
            }
            gsk_render_node_unref(node)
        }

        /// A node's bounds clipped to the window, so a very wide indicator renders only what would show.
        static func viewport(of node: OpaquePointer) -> graphene_rect_t {
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            let x = max(bounds.origin.x, 0)
            let y = max(bounds.origin.y, 0)
            let width = max(min(bounds.origin.x + bounds.size.width, Float(windowSize.width)) - x, 1)
            let height = max(min(bounds.origin.y + bounds.size.height, Float(windowSize.height)) - y, 1)
            return graphene_rect_t(
                origin: graphene_point_t(x: x, y: y), size: graphene_size_t(width: width, height: height))
        }

        /// Runs the main loop until the window has drawn `count` more frames.
        static func waitForFrames(_ window: UnsafeMutablePointer<GtkWidget>, _ count: Int) {
            let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            counter.initialize(to: 0)
            defer { counter.deallocate() }
            let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, _, data in
                data?.assumingMemoryBound(to: Int.self).pointee += 1
                return 1
            }
            let id = gtk_widget_add_tick_callback(window, tick, counter, nil)
            while counter.pointee < count { g_main_context_iteration(nil, 1) }
            gtk_widget_remove_tick_callback(window, id)
        }

        /// The widget's natural width.
        static func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return natural
        }

        /// Seconds since `start`.
        static func seconds(since start: ContinuousClock.Instant, clock: ContinuousClock) -> Double {
            let elapsed = (clock.now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }

        /// One case's line: `widget=<name> pages=<n> snapshot_ms=… frame_ms=… frames=… width_px=… setup_s=…`.
        static func line(_ widget: String, pages: Int, _ result: Result) -> String {
            "widget=\(widget) pages=\(pages) snapshot_ms=\(milliseconds(result.snapshotMilliseconds))"
                + " frame_ms=\(milliseconds(result.milliseconds)) frames=\(result.frames)"
                + " width_px=\(result.naturalWidth) setup_s=\(seconds(result.setup))"
        }

        /// Milliseconds as "0.042", "1.98" or "406".
        static func milliseconds(_ ms: Double) -> String {
            ms >= 100 ? String(Int(ms.rounded())) : ms >= 1 ? decimal(ms, 2) : decimal(ms, 3)
        }

        /// Seconds with one decimal, or three below one second.
        static func seconds(_ value: Double) -> String {
            value >= 1 ? decimal(value, 1) : decimal(value, 3)
        }

        /// `value` with `places` decimals.
        static func decimal(_ value: Double, _ places: Int) -> String {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let scaled = Int((value * scale).rounded())
            let whole = scaled / Int(scale)
            let fraction = String(scaled % Int(scale))
            return places == 0
                ? "\(whole)" : "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
        }

        /// A whole number with thousands separators: 100,000.
        static func grouped(_ value: Int) -> String {
            let digits = Array(String(value))
            var out = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { out += "," }
                out.append(digit)
            }
            return out
        }
    }
#endif
