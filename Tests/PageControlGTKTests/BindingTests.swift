#if GTK
    import CAdwaita
    import CGtk
    import PageControlCore
    import Testing

    @testable import PageControlGTK

    /// Binding to an AdwCarousel (continuous) and a GtkStack (discrete). Needs a display (Xvfb).
    @Suite("Binding", .serialized, .enabled(if: GTKTestSupport.hasDisplay, "needs a display (xvfb-run)"))
    @MainActor
    struct BindingTests {
        init() { GTKTestSupport.setUp() }

        /// A window with a carousel of `pages` pages above our widget, bound.
        func carouselWindow(pages: Int, tap: TapBehavior = .step)
            -> (
                window: UnsafeMutablePointer<GtkWindow>, carousel: UnsafeMutablePointer<GtkWidget>,
                dots: PageControlWidget
            )
        {
            let box = GTKTestSupport.box()
            let carousel = GTKTestSupport.carousel(pages: pages)
            gtk_widget_set_vexpand(carousel, 1)
            let dots = PageControlWidget()
            dots.control.interaction.tapBehavior = tap
            GTKTestSupport.append(carousel, to: box)
            GTKTestSupport.append(dots.widget, to: box)
            #expect(dots.bind(to: carousel))
            let window = GTKTestSupport.window(with: box)
            GTKTestSupport.spin {
                adw_carousel_get_nth_page(OpaquePointer(carousel), 0) != nil && dots.control.bounds.width > 0
            }
            return (window, carousel, dots)
        }

        /// The dots take the carousel's page count and follow its position, fractional while it scrolls.
        @Test(arguments: [(pages: 5, page: 2), (pages: 12, page: 11), (pages: 3, page: 0)])
        func followsCarousel(pages: Int, page: Int) {
            let (window, carousel, dots) = carouselWindow(pages: pages)
            defer { GTKTestSupport.close(window) }
            #expect(dots.control.numberOfPages == pages)
            GTKTestSupport.spin(timeout: 0.2) { false }  // one layout: the carousel knows where its pages are
            adw_carousel_scroll_to(
                OpaquePointer(carousel), adw_carousel_get_nth_page(OpaquePointer(carousel), guint(page)), 0)
            #expect(dots.control.position == Double(page))
            #expect(dots.control.currentPage == page)
            #expect(dots.accessibleValue.text == "Page \(page + 1) of \(pages)")
            #expect(GTKTestSupport.accessible(dots.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, is: Double(page + 1)))
        }

        /// While the carousel animates on its own (a swipe, a scroll_to from elsewhere) the dots pass through
        /// fractional positions.
        @Test func followsFractionalPositions() {
            let (window, carousel, dots) = carouselWindow(pages: 5)
            defer { GTKTestSupport.close(window) }
            GTKTestSupport.spin(timeout: 0.2) { false }
            var positions: Set<Double> = []
            adw_carousel_scroll_to(OpaquePointer(carousel), adw_carousel_get_nth_page(OpaquePointer(carousel), 4), 1)
            #expect(
                GTKTestSupport.spin {
                    positions.insert(dots.control.position)
                    return dots.control.position == 4
                })
            #expect(positions.contains { $0 > 0 && $0 < 4 && $0 != $0.rounded() })
        }

        /// A click (jump) or key on the dots scrolls the carousel to that page.
        @Test(arguments: [
            (tap: TapBehavior.jump, x: 51.5, key: nil as Int32?, page: 3.0),
            (.step, 67.5, nil, 1),
            (.step, 0, GDK_KEY_End, 4),
        ])
        func drivesCarousel(tap: TapBehavior, x: Double, key: Int32?, page: Double) {
            let (window, carousel, dots) = carouselWindow(pages: 5, tap: tap)
            defer { GTKTestSupport.close(window) }
            GTKTestSupport.spin(timeout: 0.2) { false }
            if let key {
                dots.handleKey(keyval: guint(key))
            } else {
                let offset = (dots.control.bounds.width - 71) / 2
                GTKTestSupport.click(dots, at: Point(x: offset + x, y: dots.control.bounds.midY))
            }
            #expect(dots.control.currentPage == Int(page))
            #expect(GTKTestSupport.spin { adw_carousel_get_position(OpaquePointer(carousel)) == page })
            #expect(GTKTestSupport.spin { !dots.isTicking })
            #expect(dots.control.position == page)
            #expect(dots.accessibleValue.now == Int(page) + 1)
        }

        /// Pages added to the carousel show up as dots.
        @Test func followsPageCount() {
            let (window, carousel, dots) = carouselWindow(pages: 3)
            defer { GTKTestSupport.close(window) }
            adw_carousel_append(OpaquePointer(carousel), adw_bin_new())
            adw_carousel_append(OpaquePointer(carousel), adw_bin_new())
            #expect(dots.control.numberOfPages == 5)
            #expect(dots.accessibleValue.maximum == 5)
        }

        /// A stack: the dots take its pages and visible child; keys and clicks switch its visible child.
        @Test func drivesAndFollowsStack() {
            let (stack, children) = GTKTestSupport.stack(pages: 4)
            let dots = PageControlWidget()
            let box = GTKTestSupport.box()
            GTKTestSupport.append(stack, to: box)
            GTKTestSupport.append(dots.widget, to: box)
            #expect(dots.bind(to: stack))
            let window = GTKTestSupport.window(with: box)
            defer { GTKTestSupport.close(window) }
            #expect(dots.control.numberOfPages == 4)
            gtk_stack_set_visible_child(OpaquePointer(stack), children[2])
            #expect(dots.control.currentPage == 2)
            dots.handleKey(keyval: guint(GDK_KEY_End))
            #expect(gtk_stack_get_visible_child(OpaquePointer(stack)) == children[3])
            dots.handleKey(keyval: guint(GDK_KEY_Home))
            #expect(gtk_stack_get_visible_child(OpaquePointer(stack)) == children[0])
            gtk_stack_add_child(OpaquePointer(stack), adw_bin_new())
            #expect(dots.control.numberOfPages == 5)
            #expect(dots.accessibleValue.text == "Page 1 of 5")
        }

        /// Only carousels and stacks can be bound; binding something else ends the old binding.
        @Test func rejectsOtherWidgets() {
            let dots = PageControlWidget()
            g_object_ref_sink(UnsafeMutableRawPointer(dots.widget))
            defer { g_object_unref(UnsafeMutableRawPointer(dots.widget)) }
            let carousel = GTKTestSupport.carousel(pages: 2)
            g_object_ref_sink(UnsafeMutableRawPointer(carousel))
            defer { g_object_unref(UnsafeMutableRawPointer(carousel)) }
            #expect(dots.bind(to: carousel))
            #expect(dots.isBound)
            let label = gtk_label_new("not paged")!
            g_object_ref_sink(UnsafeMutableRawPointer(label))
            defer { g_object_unref(UnsafeMutableRawPointer(label)) }
            #expect(!dots.bind(to: label))
            #expect(!dots.isBound)
        }

        /// A carousel finalized before the widget ends the binding quietly; the widget keeps working.
        @Test func carouselGoesFirst() {
            let dots = PageControlWidget()
            g_object_ref_sink(UnsafeMutableRawPointer(dots.widget))
            defer { g_object_unref(UnsafeMutableRawPointer(dots.widget)) }
            let carousel = GTKTestSupport.carousel(pages: 4)
            g_object_ref_sink(UnsafeMutableRawPointer(carousel))
            #expect(dots.bind(to: carousel))
            g_object_unref(UnsafeMutableRawPointer(carousel))
            #expect(!dots.isBound)
            dots.control.bounds = Rect(x: 0, y: 0, width: 55, height: 37)
            #expect(dots.handleKey(keyval: guint(GDK_KEY_Right)))
            #expect(dots.control.currentPage == 1)
            dots.unbind()
        }

        /// The widget finalized before the carousel: the carousel's signals no longer reach it.
        @Test func widgetGoesFirst() {
            let carousel = GTKTestSupport.carousel(pages: 4)
            g_object_ref_sink(UnsafeMutableRawPointer(carousel))
            defer { g_object_unref(UnsafeMutableRawPointer(carousel)) }
            weak var weakDots: PageControlWidget?
            do {
                let dots = PageControlWidget()
                weakDots = dots
                g_object_ref_sink(UnsafeMutableRawPointer(dots.widget))
                #expect(dots.bind(to: carousel))
                g_object_unref(UnsafeMutableRawPointer(dots.widget))
            }
            #expect(weakDots == nil)
            adw_carousel_append(OpaquePointer(carousel), adw_bin_new())  // notify::n-pages with nobody listening
            #expect(adw_carousel_get_n_pages(OpaquePointer(carousel)) == 5)
        }
    }
#endif
