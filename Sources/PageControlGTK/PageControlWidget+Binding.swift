#if GTK
    import CAdwaita
    import CGtk

    extension PageControlWidget {
        /// Binds the widget to a paged widget, so each follows the other.
        ///
        /// - An `AdwCarousel`: the dots follow its fractional `position` while it scrolls (`notify::position`) and
        ///   its page count (`notify::n-pages`); a tap, key or scrub scrolls it with `adw_carousel_scroll_to`.
        /// - A `GtkStack`: the dots follow its visible child and its pages; a tap, key or scrub sets the visible
        ///   child.
        ///
        /// The widget holds the source weakly; binding again or ``unbind()`` disconnects from the old one.
        ///
        /// - Parameter source: An `AdwCarousel` or a `GtkStack`.
        /// - Returns: Whether the source is one of those (otherwise nothing changes but the old binding ending).
        @discardableResult
        public func bind(to source: UnsafeMutablePointer<GtkWidget>) -> Bool {
            guard isAlive else { return false }
            unbind()
            let object = UnsafeMutableRawPointer(source)
            let instance = object.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, adw_carousel_get_type()) != 0 {
                bindCarousel(object)
            } else if g_type_check_instance_is_a(instance, gtk_stack_get_type()) != 0 {
                bindStack(object)
            } else {
                return false
            }
            return true
        }

        /// Ends the binding: disconnects from the carousel or stack and leaves the control where it is.
        public func unbind() {
            guard let binding else { return }
            self.binding = nil
            binding.source.withObject { object in
                for id in binding.sourceHandlers where g_signal_handler_is_connected(object, id) != 0 {
                    g_signal_handler_disconnect(object, id)
                }
            }
            if let pages = binding.pages {
                if g_signal_handler_is_connected(pages, binding.pagesHandler) != 0 {
                    g_signal_handler_disconnect(pages, binding.pagesHandler)
                }
                g_object_unref(pages)
            }
        }

        /// Whether the widget is bound to a carousel or stack that still exists.
        public var isBound: Bool { binding?.source.isAlive ?? false }

        // MARK: Carousel

        func bindCarousel(_ carousel: UnsafeMutableRawPointer) {
            let owner = UnsafeMutableRawPointer(widget)
            let notify: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { carousel, _, widget in
                guard let carousel, let owner = PageControlArea.owner(of: widget) else { return }
                MainActor.assumeIsolated { owner.carouselDidChange(OpaquePointer(carousel)) }
            }
            let pageChanged: @convention(c) (gpointer?, guint, gpointer?) -> Void = { carousel, _, widget in
                guard let carousel, let owner = PageControlArea.owner(of: widget) else { return }
                MainActor.assumeIsolated { owner.carouselDidSettle(OpaquePointer(carousel)) }
            }
            var binding = PageSourceBinding(kind: .carousel, source: GWeakObject(carousel))
            binding.sourceHandlers = [
                GSignal.connect(carousel, "notify::position", GSignal.callback(notify), owner: owner),
                GSignal.connect(carousel, "notify::n-pages", GSignal.callback(notify), owner: owner),
                GSignal.connect(carousel, "page-changed", GSignal.callback(pageChanged), owner: owner),
            ]
            self.binding = binding
            control.numberOfPages = Int(adw_carousel_get_n_pages(OpaquePointer(carousel)))
            control.position = adw_carousel_get_position(OpaquePointer(carousel))
            update()
        }

        /// The carousel scrolled or its pages changed: follow its position, except while a scrub drives it or
        /// while it is still on its way to the page a person picked here (the core's `followScroll(to:)`).
        func carouselDidChange(_ carousel: OpaquePointer) {
            guard isAlive else { return }
            control.numberOfPages = Int(adw_carousel_get_n_pages(carousel))
            control.followScroll(to: adw_carousel_get_position(carousel))
            update()
        }

        /// The carousel came to rest on a page.
        func carouselDidSettle(_ carousel: OpaquePointer) {
            guard isAlive else { return }
            guard !(control.interactionState == .continuous) else { return }
            control.position = adw_carousel_get_position(carousel)
            update()
        }

        // MARK: Stack

        func bindStack(_ stack: UnsafeMutableRawPointer) {
            let owner = UnsafeMutableRawPointer(widget)
            let visibleChildChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, widget in
                guard let owner = PageControlArea.owner(of: widget) else { return }
                MainActor.assumeIsolated { owner.stackDidChange() }
            }
            let itemsChanged: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
                _, _, _, _, widget in
                guard let owner = PageControlArea.owner(of: widget) else { return }
                MainActor.assumeIsolated { owner.stackDidChange() }
            }
            var binding = PageSourceBinding(kind: .stack, source: GWeakObject(stack))
            binding.sourceHandlers = [
                GSignal.connect(stack, "notify::visible-child", GSignal.callback(visibleChildChanged), owner: owner)
            ]
            if let pages = gtk_stack_get_pages(OpaquePointer(stack)) {
                let model = UnsafeMutableRawPointer(pages)
                binding.pages = model
                binding.pagesHandler = GSignal.connect(
                    model, "items-changed", GSignal.callback(itemsChanged), owner: owner)
            }
            self.binding = binding
            stackDidChange()
        }

        /// The stack's pages or visible child changed: take its page count and move the dots to its page.
        func stackDidChange() {
            guard isAlive, let binding, binding.kind == .stack, let pages = binding.pages else { return }
            let count = Int(g_list_model_get_n_items(OpaquePointer(pages)))
            control.numberOfPages = count
            let visible = binding.source.withObject { gtk_stack_get_visible_child(OpaquePointer($0)) } ?? nil
            if let visible, let index = (0..<count).first(where: { stackChild(at: $0) == visible }),
                index != control.currentPage
            {
                control.setCurrentPage(index, animated: gtk_widget_get_mapped(widget) != 0)
            }
            update()
        }

        /// The stack's page widget at `index`, or nil.
        func stackChild(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
            guard let pages = binding?.pages, index >= 0,
                let page = g_list_model_get_item(OpaquePointer(pages), guint(index))
            else { return nil }
            defer { g_object_unref(page) }
            return gtk_stack_page_get_child(OpaquePointer(page))
        }

        // MARK: Driving the source

        /// Moves the bound carousel or stack to the control's current page, after a person changed it here.
        func scrollSourceToCurrentPage() {
            guard isAlive, let binding else { return }
            let page = control.currentPage
            binding.source.withObject { object in
                switch binding.kind {
                case .carousel:
                    let carousel = OpaquePointer(object)
                    guard page < Int(adw_carousel_get_n_pages(carousel)),
                        let child = adw_carousel_get_nth_page(carousel, guint(page))
                    else { return }
                    adw_carousel_scroll_to(carousel, child, control.environment.reducesMotion ? 0 : 1)
                case .stack:
                    guard let child = stackChild(at: page) else { return }
                    gtk_stack_set_visible_child(OpaquePointer(object), child)
                }
            }
        }
    }
#endif
