#if GTK
    import CGtk

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The GObject type behind ``PageControlWidget``: `PageControlKitIndicator`, a `GtkDrawingArea` subclass
    /// registered from Swift.
    ///
    /// The subclass exists for three things a plain drawing area cannot do:
    /// - its accessible role is `GTK_ACCESSIBLE_ROLE_SLIDER` (set on the class, as GTK's own widgets do);
    /// - its CSS node is named `pagecontrol`, so themes can address it;
    /// - its `measure` asks the core control: natural size = `intrinsicContentSize`, minimum along the row =
    ///   one dot, so the widget can shrink and show fewer dots.
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
            }
            let type = g_type_register_static_simple(
                gtk_drawing_area_get_type(), "PageControlKitIndicator", guint(MemoryLayout<GtkDrawingAreaClass>.size),
                classInit, guint(MemoryLayout<GtkDrawingArea>.size), nil, GTypeFlags(rawValue: 0))
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
