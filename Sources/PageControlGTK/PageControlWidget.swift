#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    /// A GTK 4 widget that hosts one ``PageControlCore/PageControl``: the row of dots under paged content.
    ///
    /// It forwards every press as raw pointer events (``PageControlCore/PageControl/handlePointer(_:)`` decides
    /// taps, scrubs and flicks, and when the drag gesture claims the pointer), the keyboard
    /// (←/→ or ↑/↓ along the row, Home, End) and the scroll wheel to the control, draws its display list as
    /// GTK render nodes (``SnapshotRenderer``: colour nodes in rounded clips, border nodes, text nodes, the
    /// keyboard focus ring while GTK shows focus), animates it from the GTK frame clock while
    /// ``PageControlCore/PageControl/advanceAnimation(to:)`` says it moves, asks for its
    /// ``PageControlCore/PageControl/intrinsicContentSize``, follows the widget's text direction, and exposes it
    /// to assistive technology as a slider whose value reads "Page 3 of 5".
    ///
    /// ```swift
    /// let dots = PageControlWidget()
    /// dots.control.numberOfPages = 5
    /// dots.update()
    /// gtk_box_append(box, dots.widget)
    /// dots.bind(to: carousel)   // an AdwCarousel or a GtkStack
    /// ```
    ///
    /// ## Lifetime
    ///
    /// ``widget`` owns this object: the GTK widget keeps it alive and releases it when the widget is finalized,
    /// like any GObject's private data. Add ``widget`` to a container (or sink its floating reference) as with
    /// any new GTK widget. Once the widget has been destroyed, ``isAlive`` is false and the methods do nothing.
    ///
    /// Changes made in code to ``control`` (page count, colours, metrics, `setCurrentPage`) are shown after
    /// ``update()``. Changes made by a person (taps, keys, scrubs) and by a bound carousel or stack update the
    /// widget on their own.
    @MainActor
    public final class PageControlWidget {
        /// The control this widget shows and drives.
        public let control: PageControl
        /// The GTK widget to put in a container (a `PageControlKitIndicator`, a `GtkWidget` subclass).
        ///
        /// Valid while ``isAlive``.
        public let widget: UnsafeMutablePointer<GtkWidget>
        /// Turns the control's display list into GTK render nodes; change it to add a background. The default
        /// draws the dots alone.
        public var renderer = SnapshotRenderer() {
            didSet { update() }
        }
        /// Whether the GTK widget still exists (it has not been destroyed).
        public private(set) var isAlive = true
        /// Called after the widget gave GTK a new accessible value (page, page count or value text changed),
        /// for logging or tests. The default is nil.
        public var accessibleValueDidChange: (@MainActor (PageControlWidget) -> Void)?

        /// The id of the frame-clock tick callback while one runs, else 0.
        var tickID: guint = 0
        /// What the widget is bound to, if anything.
        var binding: PageSourceBinding?
        /// The accessible values last given to GTK, to update only what changed.
        var accessibleState: AccessibleState?
        /// The natural size last reported, to re-measure only when it changes.
        var reportedSize: Size?
        /// Where the press under way went down, for the drag gesture's offsets.
        var dragStart: Point?
        /// The window whose `focus-visible` is watched while realized, and the handler id.
        var focusVisibleWatch: (window: GWeakObject, handler: gulong)?
        /// The handler of `notify::gtk-enable-animations` on the default GtkSettings, or 0.
        var settingsHandler: gulong = 0
        /// The `org.a11y.Status` D-Bus proxy (a GDBusProxy) while watched.
        var screenReaderProxy: UnsafeMutableRawPointer?
        /// What the widget observes of GTK, written to the control's environment in one assignment (see `observe`).
        var observed = ObservedEnvironment()

        /// Creates a widget around a control (a new one by default).
        ///
        /// The widget is focusable, takes its text direction from GTK, and starts with the control's state.
        public init(control: PageControl = PageControl()) {
            self.control = control
            widget = PageControlArea.makeWidget()
            let object = UnsafeMutableRawPointer(widget)
            g_object_set_qdata_full(
                object.assumingMemoryBound(to: GObject.self), PageControlArea.ownerKey,
                Unmanaged.passRetained(self).toOpaque()
            ) { data in
                guard let data else { return }
                let owner = Unmanaged<PageControlWidget>.fromOpaque(data)
                MainActor.assumeIsolated { owner.takeUnretainedValue().widgetDidDestroy() }
                owner.release()
            }
            gtk_widget_set_focusable(widget, 1)
            observed.layoutDirection =
                gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
            var environment = control.environment
            observed.apply(to: &environment)
            control.environment = environment  // one assignment, as observe(_:) makes
            control.addAction(for: .valueChanged) { [weak self] _ in self?.personChangedPage() }
            if control.announcementHandler == nil, let announce = Self.announceFunction {
                control.announcementHandler = { [weak self] text in
                    guard let self, self.isAlive else { return }
                    announce(OpaquePointer(self.widget), text, 1)  // GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM
                }
            }
            installDrawing()
            installInput()
            installSettings()
            update()
        }

        /// Shows the control's current state: re-measures when its natural size changed, redraws, refreshes the
        /// accessible value and starts the frame clock when the control animates.
        ///
        /// Call it after changing ``control`` in code.
        public func update() {
            guard isAlive else { return }
            let size = control.intrinsicContentSize
            if size != reportedSize {
                reportedSize = size
                gtk_widget_queue_resize(widget)
            }
            gtk_widget_queue_draw(widget)
            updateAccessibility()
            startTickingIfNeeded()
        }

        /// Called once when the GTK widget is destroyed or finalized: stops the clock and drops the binding.
        func widgetDidDestroy() {
            guard isAlive else { return }
            unbind()
            stopWatchingFocusVisible()
            removeSettings()
            if tickID != 0 {
                gtk_widget_remove_tick_callback(widget, tickID)
                tickID = 0
            }
            isAlive = false
        }

        /// After a person changed the page: show it and move a bound carousel or stack there.
        func personChangedPage() {
            update()
            scrollSourceToCurrentPage()
        }

        /// The sizes for GTK's `measure`: along the row, one dot at least and the whole window naturally;
        /// across it, the control's thickness. Zero when the control shows nothing.
        func measure(vertical: Bool) -> (minimum: Int32, natural: Int32) {
            let natural = control.intrinsicContentSize
            let single = control.size(forNumberOfPages: min(control.numberOfPages, 1))
            func pixels(_ value: Double) -> Int32 { Int32(min(max(value.rounded(.up), 0), Double(Int32.max))) }
            let along = control.resolvedDirection.isVertical == vertical
            let naturalLength = pixels(vertical ? natural.height : natural.width)
            let minimumLength =
                along ? min(pixels(vertical ? single.height : single.width), naturalLength) : naturalLength
            return (minimumLength, naturalLength)
        }

        /// The current monotonic time in seconds, the clock of GTK's frame clock.
        public static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
    }
#endif
