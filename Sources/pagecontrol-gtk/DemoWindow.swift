#if GTK
    import CAdwaita
    import CGtk
    import PageControlCore
    import PageControlDesignSystem
    import PageControlGTK

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The demo window: a carousel (or stack) of sample pages, libadwaita's `AdwCarouselIndicatorDots` on the
    /// window background, and our ``PageControlGTK/PageControlWidget`` on a bar in the style's background.
    @MainActor
    final class DemoWindow {
        /// The background of the bar under our dots when the style names none (the default style's white and
        /// translucent-gray dots are meant for dark content).
        static let defaultBarBackground = Color(red: 0x20 / 255.0, green: 0x20 / 255.0, blue: 0x20 / 255.0)
        /// The sample pages' background colours (GNOME palette), cycled.
        static let pageColors = ["#3584e4", "#2ec27e", "#e5a50a", "#c01c28", "#813d9c"]
        /// The frame on which the first page is shown (the carousel knows its pages' places after one layout).
        static let setupFrame = 2
        /// The frame on which the window is known to be laid out and painted: geometry is logged and the
        /// screenshot taken.
        static let readyFrame = 5
        /// What the demo says, on one line, when no display opens.
        static let noDisplayMessage = "no display; run under xvfb-run (or set DISPLAY or WAYLAND_DISPLAY)"
        /// The caption over libadwaita's dots.
        static let adwaitaCaption = "AdwCarouselIndicatorDots"
        /// The caption that stands in for libadwaita's dots with `--stack`.
        static let stackCaption = "AdwCarouselIndicatorDots: not shown with --stack (it follows an AdwCarousel only)"
        /// The caption over our widget.
        static let widgetCaption = "PageControlWidget"

        let options: DemoOptions
        let window: UnsafeMutablePointer<GtkWidget>
        /// The AdwCarousel or GtkStack.
        let source: UnsafeMutablePointer<GtkWidget>
        /// libadwaita's dots, or nil with a stack.
        let adwaitaDots: UnsafeMutablePointer<GtkWidget>?
        /// The caption over libadwaita's dots (or, with a stack, the one saying why they are missing).
        let adwaitaLabel: UnsafeMutablePointer<GtkWidget>
        /// The caption over our widget.
        let widgetLabel: UnsafeMutablePointer<GtkWidget>
        /// Our widget.
        let dots: PageControlWidget
        /// The colour of the bar behind our dots.
        let barBackground: Color
        /// Whether the main loop should go on.
        var isRunning = true
        /// Frames seen by the window's tick callback.
        var frame = 0
        /// The process exit status.
        var exitStatus: Int32 = 0

        /// Builds the window (not yet shown).
        init(options: DemoOptions, style: PageControlStyle?) {
            self.options = options
            switch options.direction {
            case .rightToLeft: gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            case .leftToRight: gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR)
            default: break  // the locale's
            }
            barBackground = style?.intendedBackground ?? Self.defaultBarBackground
            Self.loadCSS(bar: barBackground)

            window = gtk_window_new()
            let gtkWindow = GtkCast.typed(window, as: GtkWindow.self)
            gtk_window_set_title(gtkWindow, "PageControlKit — GTK demo")
            gtk_window_set_default_size(gtkWindow, 480, 360)
            gtk_window_set_titlebar(gtkWindow, adw_header_bar_new())

            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_window_set_child(gtkWindow, column)
            let box = GtkCast.typed(column, as: GtkBox.self)

            if options.useStack {
                source = gtk_stack_new()
                gtk_stack_set_transition_type(GtkCast.opaque(source), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
                for page in 0..<options.pages {
                    gtk_stack_add_child(GtkCast.opaque(source), Self.makePage(page))
                }
                adwaitaDots = nil
            } else {
                source = adw_carousel_new()
                for page in 0..<options.pages {
                    adw_carousel_append(GtkCast.opaque(source), Self.makePage(page))
                }
                let adwaita = adw_carousel_indicator_dots_new()!
                adw_carousel_indicator_dots_set_carousel(GtkCast.opaque(adwaita), GtkCast.opaque(source))
                adwaitaDots = adwaita
            }
            gtk_widget_set_vexpand(source, 1)
            gtk_box_append(box, source)

            // With a stack there are no libadwaita dots to compare with; a caption says why.
            let adwaitaRow = Self.makeRow(
                caption: adwaitaDots == nil ? Self.stackCaption : Self.adwaitaCaption, dots: adwaitaDots, cssClass: nil)
            adwaitaLabel = adwaitaRow.caption
            gtk_box_append(box, adwaitaRow.row)

            let control = PageControl()
            control.interaction.tapBehavior = options.tapBehavior
            control.indicatorEffect = options.effect
            control.presentation.kind = options.presentation
            control.presentation.showsPageNumbers = options.pageNumbers
            control.indicatorStates.tracksVisitedPages = options.marksVisited
            control.interaction.showsScrubPreview = options.showsPreview
            if let seconds = options.fade {
                control.autoplay.fadesWhenIdle = true
                control.autoplay.idleFadeDelay = seconds
            }
            style?.apply(to: control)
            if let seconds = options.autoplay {
                let timer = PageControlTimerProgress(preferredDuration: seconds)
                timer.resetsToInitialPageAfterEnd = true
                control.progress = timer
                timer.resumeTimer()
            }
            dots = PageControlWidget(control: control)
            // After the binding has set the page count: states and the span need the pages.
            defer {
                control.paging.visiblePageCount = options.visiblePages
                control.paging.wrapsAround = options.loops
                for entry in options.states { control.indicatorStates[entry.page] = entry.state }
                for entry in options.contents { control.presentation.setContent(entry.content, forPage: entry.page) }
                dots.update()
            }
            let widgetRow = Self.makeRow(caption: Self.widgetCaption, dots: dots.widget, cssClass: "pc-bar")
            widgetLabel = widgetRow.caption
            gtk_box_append(box, widgetRow.row)
            dots.bind(to: source)
            connectSignals()
        }

        /// One sample page: a coloured box with a big label.
        static func makePage(_ index: Int) -> UnsafeMutablePointer<GtkWidget> {
            let label = gtk_label_new(nil)!
            gtk_label_set_markup(GtkCast.opaque(label), "<span size='xx-large' weight='bold'>Page \(index + 1)</span>")
            gtk_widget_set_hexpand(label, 1)
            gtk_widget_set_vexpand(label, 1)
            gtk_widget_add_css_class(label, "pc-page")
            gtk_widget_add_css_class(label, "pc-page-\(index % pageColors.count)")
            return label
        }

        /// A row of its own for a caption, centred, and under it the dots, centred at their natural size: the
        /// caption never runs into dots however many there are, and a short row of lines keeps its full height.
        static func makeRow(caption: String, dots: UnsafeMutablePointer<GtkWidget>?, cssClass: String?)
            -> (row: UnsafeMutablePointer<GtkWidget>, caption: UnsafeMutablePointer<GtkWidget>)
        {
            let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
            if let cssClass { gtk_widget_add_css_class(row, cssClass) }
            let label = gtk_label_new(caption)!
            gtk_widget_add_css_class(label, "pc-caption")
            gtk_label_set_wrap(GtkCast.opaque(label), 1)
            gtk_label_set_justify(GtkCast.opaque(label), GTK_JUSTIFY_CENTER)
            gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
            gtk_widget_set_margin_top(label, 4)
            gtk_widget_set_margin_start(label, 12)
            gtk_widget_set_margin_end(label, 12)
            let rowBox = GtkCast.typed(row, as: GtkBox.self)
            gtk_box_append(rowBox, label)
            if let dots {
                gtk_widget_set_halign(dots, GTK_ALIGN_CENTER)
                gtk_widget_set_margin_bottom(dots, 4)
                gtk_box_append(rowBox, dots)
            } else {
                gtk_widget_set_margin_bottom(label, 4)
            }
            return (row, label)
        }

        /// Installs the demo's stylesheet: page colours, the bar's background and a caption colour that reads
        /// on it.
        static func loadCSS(bar: Color) {
            var css = ".pc-page { color: white; }\n"
            for (index, color) in pageColors.enumerated() {
                css += ".pc-page-\(index) { background-color: \(color); }\n"
            }
            let captionColor = bar.relativeLuminance < 0.4 ? "white" : "black"
            css += ".pc-bar { background-color: \(hex(bar)); }\n"
            css += ".pc-bar .pc-caption { color: \(captionColor); }\n"
            css += ".pc-caption { font-size: smaller; opacity: 0.7; }\n"
            let provider = gtk_css_provider_new()
            pagecontrol_css_provider_load(provider, css)
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }

        /// A colour as `#RRGGBB`, ignoring alpha.
        static func hex(_ color: Color) -> String {
            let text = color.hexString
            return String(text.prefix(7))
        }

        /// Closing the window ends the loop; page changes are logged with `--log`.
        /// The pointer over the pages and keyboard focus inside them pause a slide show, as the ARIA carousel
        /// pattern asks: a motion and a focus controller on the carousel (or stack) tell the control.
        func watchContentAttention() {
            let me = Unmanaged.passUnretained(self).toOpaque()
            let motion = gtk_event_controller_motion_new()!
            let entered: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, _, _, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.dots.changeControl { $0.environment.isPointerOverContent = true } }
            }
            let left: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.dots.changeControl { $0.environment.isPointerOverContent = false } }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(motion), "enter", unsafeBitCast(entered, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0))
            g_signal_connect_data(
                UnsafeMutableRawPointer(motion), "leave", unsafeBitCast(left, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0))
            gtk_widget_add_controller(source, motion)
            let focus = gtk_event_controller_focus_new()!
            let focusIn: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.dots.changeControl { $0.environment.contentHasKeyboardFocus = true } }
            }
            let focusOut: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.dots.changeControl { $0.environment.contentHasKeyboardFocus = false } }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(focus), "enter", unsafeBitCast(focusIn, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0))
            g_signal_connect_data(
                UnsafeMutableRawPointer(focus), "leave", unsafeBitCast(focusOut, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0))
            gtk_widget_add_controller(source, focus)
        }

        func connectSignals() {
            let me = Unmanaged.passUnretained(self).toOpaque()
            let closeRequest: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
                guard let data else { return 0 }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.isRunning = false }
                return 0
            }
            g_signal_connect_data(
                GtkCast.raw(window), "close-request", unsafeBitCast(closeRequest, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0))
            watchContentAttention()
            guard options.log else { return }
            let pageChanged: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.log("carousel page \(index + 1) of \(demo.options.pages)") }
            }
            let visibleChild: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
                guard let data else { return }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { demo.logStackPage() }
            }
            if options.useStack {
                g_signal_connect_data(
                    GtkCast.raw(source), "notify::visible-child", unsafeBitCast(visibleChild, to: GCallback.self), me,
                    nil,
                    GConnectFlags(rawValue: 0))
            } else {
                g_signal_connect_data(
                    GtkCast.raw(source), "page-changed", unsafeBitCast(pageChanged, to: GCallback.self), me, nil,
                    GConnectFlags(rawValue: 0))
            }
            dots.accessibleValueDidChange = { [weak self] widget in
                guard let self else { return }
                let value = widget.accessibleValue
                // Read back from GTK's accessible properties, not from our own bookkeeping.
                let accessible = OpaquePointer(widget.widget)
                let inGTK =
                    pagecontrol_test_accessible_check_string(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value.text)
                    == nil
                    && pagecontrol_test_accessible_check_number(
                        accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, Double(value.now)) == nil
                self.log(
                    "accessible value \"\(value.text)\" now=\(value.now) min=\(value.minimum) max=\(value.maximum)"
                        + (inGTK ? " (set in GTK)" : " (MISMATCH in GTK)"))
            }
        }

        /// Logs the stack's visible page.
        func logStackPage() {
            let visible = gtk_stack_get_visible_child(GtkCast.opaque(source))
            var index = 0
            var child = gtk_widget_get_first_child(source)
            while let current = child, current != visible {
                index += 1
                child = gtk_widget_get_next_sibling(current)
            }
            log("stack page \(index + 1) of \(options.pages)")
        }

        /// Prints one line on standard output (flushed), with `--log`.
        func log(_ line: String) {
            guard options.log else { return }
            print(line)
            fflush(nil)
        }

        /// Shows the window and runs the main loop until it is closed (or the screenshot is written).
        ///
        /// - Returns: The exit status.
        func run() -> Int32 {
            present()
            while isRunning { g_main_context_iteration(nil, 1) }
            if gtk_widget_get_visible(window) != 0 { gtk_window_destroy(GtkCast.typed(window, as: GtkWindow.self)) }
            return exitStatus
        }

        /// Presents the window and counts its frames in ``frame`` (``windowTick()``) until ``readyFrame``; the
        /// main loop is the caller's (``run()``, or a test's).
        func present() {
            let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, _, data in
                guard let data else { return 0 }
                let demo = Unmanaged<DemoWindow>.fromOpaque(data).takeUnretainedValue()
                let more = MainActor.assumeIsolated { demo.windowTick() }
                return more ? 1 : 0
            }
            gtk_widget_add_tick_callback(window, tick, Unmanaged.passUnretained(self).toOpaque(), nil)
            gtk_window_present(GtkCast.typed(window, as: GtkWindow.self))
        }

        /// The window's first frames: shows the first page, then logs geometry and takes the screenshot.
        ///
        /// - Returns: Whether to keep the tick callback.
        func windowTick() -> Bool {
            frame += 1
            if frame == Self.setupFrame {
                showInitialPage()
                gtk_widget_grab_focus(dots.widget)
            }
            guard frame == Self.readyFrame else { return true }
            logGeometry()
            if let path = options.screenshotPath {
                exitStatus = DemoScreenshot.save(window: window, to: path) ? 0 : 1
                if exitStatus == 0 { log("screenshot \(path)") }
                isRunning = false
            }
            return false
        }

        /// Moves the carousel or stack to `--page` without animation.
        func showInitialPage() {
            let page = options.initialPage
            guard page > 0 else { return }
            if options.useStack {
                var child = gtk_widget_get_first_child(source)
                for _ in 0..<page { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
                if let child { gtk_stack_set_visible_child(GtkCast.opaque(source), child) }
            } else if let child = adw_carousel_get_nth_page(GtkCast.opaque(source), guint(page)) {
                adw_carousel_scroll_to(GtkCast.opaque(source), child, 0)
            }
        }

        /// Logs where our widget is (in window coordinates, plus the offset of the window inside its X surface,
        /// which `--screenshot` leaves out and `xdotool` and `import` include) and the colours to expect there.
        func logGeometry() {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(dots.widget, window, &bounds) != 0 else { return }
            var surfaceX = 0.0
            var surfaceY = 0.0
            gtk_native_get_surface_transform(GtkCast.opaque(window), &surfaceX, &surfaceY)
            let control = dots.control
            let other = control.resolvedPageIndicatorTintColor.composited(over: barBackground)
            log(
                "ready widget=\(Int(bounds.origin.x)),\(Int(bounds.origin.y)),\(Int(bounds.size.width)),"
                    + "\(Int(bounds.size.height)) offset=\(Int(surfaceX)),\(Int(surfaceY))"
                    + " window=\(gtk_widget_get_width(window))x\(gtk_widget_get_height(window))"
                    + " pages=\(control.numberOfPages) page=\(control.currentPage + 1)"
                    + " background=\(Self.hex(barBackground))"
                    + " current=\(Self.hex(control.resolvedCurrentPageIndicatorTintColor)) other=\(Self.hex(other))")
        }
    }
#endif
