#if GTK
    import CGtk
    import PageControlCore

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The GObject type behind ``PageControlWidget``: `PageControlKitIndicator`, a `GtkWidget` subclass
    /// registered from Swift.
    ///
    /// Its class overrides:
    /// - `snapshot`: the display list as render nodes (``SnapshotRenderer``), with the focus ring while GTK
    ///   shows keyboard focus;
    /// - `measure`: natural size = `intrinsicContentSize`, minimum along the row = one dot, so the widget can
    ///   shrink and show fewer dots;
    /// - `size_allocate`: the control's bounds follow the widget's size;
    /// - `contains`: GTK picks the widget where the control takes taps (its `hitRegion`: the bounds, grown to
    ///   the minimum hit target);
    /// - its accessible role is `GTK_ACCESSIBLE_ROLE_SLIDER` (set on the class, as GTK's own widgets do), and
    ///   its CSS node is named `pagecontrol`, so themes can address it.
    ///
    /// On GTK 4.10 and later it also implements `GtkAccessibleRange`, which GTK requires before it exposes
    /// value now/min/max/text of a slider to AT-SPI. The interface is looked up at run time, so the package
    /// still builds and runs against GTK 4.8.
    enum PageControlArea {
        /// The registered type. Registration happens once, on first use.
        static let type: GType = register()

        /// Whether the running GTK has `GtkAccessibleRange` (4.10 and later), so AT-SPI exposes the value.
        static let hasAccessibleRange = accessibleRangeType() != nil

        /// The key under which a widget stores its ``PageControlWidget`` (retained; released on finalize).
        static let ownerKey: GQuark = g_quark_from_string("pagecontrolkit-owner")

        /// Registers the type with GLib.
        private static func register() -> GType {
            let classInit: @convention(c) (gpointer?, gpointer?) -> Void = { klass, _ in
                guard let klass else { return }
                let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
                gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_SLIDER)
                gtk_widget_class_set_css_name(widgetClass, "pagecontrol")
                widgetClass.pointee.measure = {
                    widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
                    minimumBaseline?.pointee = -1
                    naturalBaseline?.pointee = -1
                    let size = PageControlArea.owner(of: widget.map { UnsafeMutableRawPointer($0) }).map { owner in
                        MainActor.assumeIsolated { owner.measure(vertical: orientation == GTK_ORIENTATION_VERTICAL) }
                    }
                    minimum?.pointee = size?.minimum ?? 0
                    natural?.pointee = size?.natural ?? 0
                }
                widgetClass.pointee.snapshot = { widget, snapshot in
                    guard let snapshot,
                        let owner = PageControlArea.owner(of: widget.map { UnsafeMutableRawPointer($0) })
                    else { return }
                    // GTK snapshots on the main thread; the pointer only passes into the main actor's closure.
                    nonisolated(unsafe) let node = snapshot
                    MainActor.assumeIsolated { owner.snapshot(node) }
                }
                widgetClass.pointee.size_allocate = { widget, width, height, baseline in
                    if let owner = PageControlArea.owner(of: widget.map { UnsafeMutableRawPointer($0) }) {
                        MainActor.assumeIsolated { owner.sizeDidChange(width: Double(width), height: Double(height)) }
                    }
                    // Chain up to GtkWidget's own.
                    let parent = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GtkWidgetClass.self)
                    parent?.pointee.size_allocate?(widget, width, height, baseline)
                }
                widgetClass.pointee.contains = { widget, x, y in
                    guard let owner = PageControlArea.owner(of: widget.map { UnsafeMutableRawPointer($0) }) else {
                        return 0
                    }
                    return MainActor.assumeIsolated { owner.control.hitTesting.region.contains(Point(x: x, y: y)) }
                        ? 1 : 0
                }
            }
            let type = g_type_register_static_simple(
                gtk_widget_get_type(), "PageControlKitIndicator", guint(MemoryLayout<GtkWidgetClass>.size),
                classInit, guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))
            if let rangeType = accessibleRangeType() {
                var info = GInterfaceInfo(interface_init: nil, interface_finalize: nil, interface_data: nil)
                g_type_add_interface_static(type, rangeType, &info)
            }
            return type
        }

        /// `GTK_TYPE_ACCESSIBLE_RANGE` when the running GTK has it (4.10 and later), else nil.
        private static func accessibleRangeType() -> GType? {
            #if canImport(Glibc)
                guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "gtk_accessible_range_get_type")
                else { return nil }
                let getType = unsafeBitCast(symbol, to: (@convention(c) () -> GType).self)
                return getType()
            #else
                return nil
            #endif
        }

        /// Creates a new, floating instance.
        static func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
            UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(
                to: GtkWidget.self)
        }

        /// The ``PageControlWidget`` stored on a widget (unretained), or nil.
        static func owner(of widget: UnsafeMutableRawPointer?) -> PageControlWidget? {
            guard let widget, let data = g_object_get_qdata(widget.assumingMemoryBound(to: GObject.self), ownerKey)
            else { return nil }
            return Unmanaged<PageControlWidget>.fromOpaque(data).takeUnretainedValue()
        }
    }
#endif
