#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering
    import PageControlTestSupport
    import Testing

    @testable import PageControlGTK

    /// The widget: size, input, accessibility, direction, frame clock and lifetime. Needs a display (Xvfb).
    @Suite("PageControlWidget", .serialized, .enabled(if: GTKTestSupport.hasDisplay, "needs a display (xvfb-run)"))
    @MainActor
    struct PageControlWidgetTests {
        init() { GTKTestSupport.setUp() }

        /// A widget with `pages` pages, its bounds set as GTK would (71 × 37 for five classic dots).
        func makeWidget(pages: Int, current: Int = 0, tap: TapBehavior = .step) -> PageControlWidget {
            let widget = PageControlWidget()
            widget.control.numberOfPages = pages
            widget.control.currentPage = current
            widget.control.interaction.tapBehavior = tap
            widget.control.bounds = Rect(origin: .zero, size: widget.control.intrinsicContentSize)
            widget.update()
            g_object_ref_sink(UnsafeMutableRawPointer(widget.widget))
            return widget
        }

        /// Releases a widget made by ``makeWidget(pages:current:tap:)``.
        func release(_ widget: PageControlWidget) {
            g_object_unref(UnsafeMutableRawPointer(widget.widget))
        }

        // MARK: Size

        /// GTK's measure: natural = intrinsicContentSize (classic: 16n − 9 by 37, room for at most 8 dots as
        /// UIKit's), minimum along the row = one dot; vertical rows swap the axes.
        @Test(
            arguments: [
                (pages: 0, direction: PageControlDirection.natural, width: (0, 0), height: (0, 0)),
                (1, .natural, (7, 7), (37, 37)),
                (5, .natural, (7, 71), (37, 37)),
                (8, .natural, (7, 119), (37, 37)),
                (10, .natural, (7, 119), (37, 37)),
                (100_000, .natural, (7, 119), (37, 37)),
                (5, .topToBottom, (37, 37), (7, 71)),
            ] as [(Int, PageControlDirection, (Int32, Int32), (Int32, Int32))])
        func measure(pages: Int, direction: PageControlDirection, width: (Int32, Int32), height: (Int32, Int32)) {
            let widget = makeWidget(pages: pages)
            defer { release(widget) }
            widget.control.direction = direction
            widget.update()
            var minimum: Int32 = -1
            var natural: Int32 = -1
            gtk_widget_measure(widget.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            #expect(minimum == width.0)
            #expect(natural == width.1)
            gtk_widget_measure(widget.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
            #expect(minimum == height.0)
            #expect(natural == height.1)
        }

        // MARK: Accessibility

        /// The role is a slider and the CSS node is `pagecontrol`.
        @Test func roleAndCSSName() {
            let widget = makeWidget(pages: 5)
            defer { release(widget) }
            #expect(gtk_test_accessible_has_role(OpaquePointer(widget.widget), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            #expect(String(cString: gtk_widget_get_css_name(widget.widget)) == "pagecontrol")
            #expect(gtk_widget_get_focusable(widget.widget) != 0)
        }

        /// GTK holds value now/min/max and the value text, updated on every change.
        @Test(arguments: [
            (pages: 5, current: 2, now: 3.0, max: 5.0, text: "Page 3 of 5"),
            (5, 0, 1, 5, "Page 1 of 5"),
            (12, 11, 12, 12, "Page 12 of 12"),
            (0, 0, 0, 0, ""),
        ])
        func accessibleValue(pages: Int, current: Int, now: Double, max: Double, text: String) {
            let widget = makeWidget(pages: pages, current: current)
            defer { release(widget) }
            let w = widget.widget
            #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, is: now))
            #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, is: pages > 0 ? 1 : 0))
            #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, is: max))
            #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, is: text))
            #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_LABEL, is: "Page control"))
            if !PageControlArea.hasAccessibleRange {
                #expect(GTKTestSupport.accessible(w, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, is: text))
            }
        }

        /// A key press changes GTK's accessible value at once and tells `accessibleValueDidChange`.
        @Test func accessibleValueFollowsKeys() {
            let widget = makeWidget(pages: 5)
            defer { release(widget) }
            var told: [String] = []
            widget.accessibleValueDidChange = { told.append($0.accessibleValue.text) }
            widget.handleKey(keyval: guint(GDK_KEY_Right))
            widget.handleKey(keyval: guint(GDK_KEY_End))
            #expect(told == ["Page 2 of 5", "Page 5 of 5"])
            #expect(GTKTestSupport.accessible(widget.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, is: "Page 5 of 5"))
            #expect(GTKTestSupport.accessible(widget.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, is: 5))
        }

        // MARK: Keys, clicks, scroll, drags

        /// Arrows along the row step (even when they cannot move: a slider keeps them), Home/End jump, arrows
        /// across the row and modified keys are left to GTK. Right-to-left rows swap ← and →.
        @Test(arguments: [
            (key: GDK_KEY_Right, rtl: false, used: true, page: 3),
            (GDK_KEY_KP_Right, false, true, 3),
            (GDK_KEY_Left, false, true, 1),
            (GDK_KEY_Home, false, true, 0),
            (GDK_KEY_End, false, true, 4),
            (GDK_KEY_Up, false, false, 2),
            (GDK_KEY_Down, false, false, 2),
            (GDK_KEY_Tab, false, false, 2),
            (GDK_KEY_Left, true, true, 3),
            (GDK_KEY_Right, true, true, 1),
        ])
        func keys(key: Int32, rtl: Bool, used: Bool, page: Int) {
            let widget = makeWidget(pages: 5, current: 2)
            defer { release(widget) }
            if rtl { gtk_widget_set_direction(widget.widget, GTK_TEXT_DIR_RTL) }
            #expect(widget.handleKey(keyval: guint(key)) == used)
            #expect(widget.control.currentPage == page)
        }

        /// Arrows are kept at the ends; Control+arrow is not ours.
        @Test func keysAtTheEndsAndWithModifiers() {
            let widget = makeWidget(pages: 5, current: 4)
            defer { release(widget) }
            #expect(widget.handleKey(keyval: guint(GDK_KEY_Right)))
            #expect(widget.control.currentPage == 4)
            #expect(!widget.handleKey(keyval: guint(GDK_KEY_Left), modifiers: GDK_CONTROL_MASK))
            #expect(widget.control.currentPage == 4)
        }

        /// Clicks use the tap behaviour: step goes one page towards the click, jump goes to the clicked dot.
        /// Dots of five classic pages in 71 × 37 are centred at x = 3.5 + 16k, y = 18.5.
        @Test(arguments: [
            (tap: TapBehavior.step, x: 67.5, page: 3),
            (.step, 3.5, 1),
            (.jump, 51.5, 3),
            (.jump, 3.5, 0),
            (.jump, 35.5, 2),
        ])
        func clicks(tap: TapBehavior, x: Double, page: Int) {
            let widget = makeWidget(pages: 5, current: 2, tap: tap)
            defer { release(widget) }
            GTKTestSupport.click(widget, at: Point(x: x, y: 18.5))
            #expect(widget.control.currentPage == page)
        }

        /// Wheel steps: down/right forward, up/left back.
        @Test(arguments: [(dx: 0.0, dy: 1.0, page: 3), (0, -1, 1), (1, 0, 3), (-1, 0, 1), (0, 0, 2)])
        func scrollWheel(dx: Double, dy: Double, page: Int) {
            let widget = makeWidget(pages: 5, current: 2)
            defer { release(widget) }
            #expect(widget.handleScroll(dx: dx, dy: dy) == (dx != 0 || dy != 0))
            #expect(widget.control.currentPage == page)
        }

        /// A mouse drag of 8 points scrubs (and claims the pointer) by the core's rule; a shorter one is a click
        /// (here a step to page 1). Released slowly it stays on the page under the pointer; flicked faster than
        /// 800 pt/s it goes to the last page. Samples are (offset, seconds after the press); the release is
        /// 0.01 s after the last one.
        @Test(
            arguments: [
                (samples: [(48.0, 0.1)], claims: true, page: 3, changes: 1),
                (samples: [(7.9, 0.1)], claims: false, page: 1, changes: 1),
                (samples: [(16, 0.1), (32, 0.2), (48, 0.3)], claims: true, page: 3, changes: 3),
                (samples: [(20, 0.02), (40, 0.04), (48, 0.05)], claims: true, page: 4, changes: 4),
                (samples: [(20, 0.02), (40, 0.04), (48, 0.05), (48, 0.3)], claims: true, page: 3, changes: 3),
            ] as [([(Double, Double)], Bool, Int, Int)])
        func dragScrubs(samples: [(Double, Double)], claims: Bool, page: Int, changes: Int) {
            let widget = makeWidget(pages: 5)
            defer { release(widget) }
            var sent = 0
            widget.control.addAction(for: .valueChanged) { _ in sent += 1 }
            let t0 = 1_000.0
            widget.handlePointer(.down, at: Point(x: 3.5, y: 18.5), time: t0)
            var claimed = false
            for (offset, time) in samples {
                claimed = widget.handlePointer(.move, at: Point(x: 3.5 + offset, y: 18.5), time: t0 + time)
            }
            #expect(claimed == claims)
            #expect(widget.control.interactionState == (claims ? .continuous : .none))
            let last = samples[samples.count - 1]
            widget.handlePointer(.up, at: Point(x: 3.5 + last.0, y: 18.5), time: t0 + last.1 + 0.01)
            #expect(widget.control.currentPage == page)
            #expect(!(widget.control.interactionState == .continuous))
            // A scrub ends with no interaction; a click leaves the tap's discrete one.
            #expect(widget.control.interactionState == (claims ? .none : .discrete))
            #expect(sent == changes)
        }

        /// The shared pointer traces through the widget's own pointer path give the core's pages, events and
        /// announcements: the widget decides nothing itself.
        @Test(arguments: PointerTrace.all)
        func replaysTrace(trace: PointerTrace) {
            let widget = makeWidget(pages: trace.pages, tap: .automatic)
            defer { release(widget) }
            var events: [Int] = []
            var spoken: [String] = []
            widget.control.addAction(for: .valueChanged) { events.append($0.currentPage) }
            widget.control.announcementHandler = { spoken.append($0) }
            let layout = widget.control.layout
            let base = PageControlWidget.now()
            trace.replay(
                frame: { widget.control.advanceAnimation(to: base + $0) },
                send: { phase, dot, time in
                    widget.handlePointer(
                        phase, at: PointerTrace.point(forDot: dot, in: layout), time: base + time, kind: trace.kind)
                })
            #expect(events == trace.expectedEvents)
            #expect(spoken == trace.expectedAnnouncements)
        }

        // MARK: Direction

        /// The row follows the widget's text direction.
        @Test(arguments: [(GTK_TEXT_DIR_RTL, LayoutDirection.rightToLeft), (GTK_TEXT_DIR_LTR, .leftToRight)])
        func direction(gtk: GtkTextDirection, expected: LayoutDirection) {
            let widget = makeWidget(pages: 5)
            defer { release(widget) }
            gtk_widget_set_direction(widget.widget, gtk)
            #expect(widget.control.environment.layoutDirection == expected)
            #expect(widget.control.resolvedDirection == (expected == .rightToLeft ? .rightToLeft : .leftToRight))
        }

        // MARK: Focus ring

        /// The widget's display list ends with the core's focus ring while GTK shows keyboard focus: 2 points
        /// out from the 7-point dot plus a 2-point line (15 wide), blended between two dots while the position
        /// moves.
        @Test(
            "The focus ring follows the position",
            arguments: [
                (position: 2.0, x: 35.5),
                (0, 3.5),
                (2.5, 43.5),
            ])
        func focusRingFollowsThePosition(position: Double, x: Double) throws {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            gtk_widget_set_halign(widget.widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget.widget, GTK_ALIGN_CENTER)
            let window = GTKTestSupport.window(with: widget.widget)
            defer { GTKTestSupport.close(window) }
            gtk_widget_grab_focus(widget.widget)
            gtk_window_set_focus_visible(window, 1)
            widget.control.position = position
            let ring = try #require(widget.displayList().last)
            #expect(ring.role == .focusRing)
            guard case .ring(let frame, let radius, let lineWidth) = ring.geometry else {
                Issue.record("the focus ring is \(ring.geometry)")
                return
            }
            #expect(frame.midX == x)
            #expect(frame.midY == 18.5)
            #expect(frame.width == 15)
            #expect(radius == 7.5)
            #expect(lineWidth == 2)
        }

        /// The ring is drawn only while GTK shows keyboard focus: around page 0's dot (centre 3.5, 18.5, radius
        /// 3.5) the 2-point line 2 points out covers x = 9…11 on the centre line, in the current dot's colour at
        /// 50 % (premultiplied 128) or the chosen colour (forwarded to the control). Rendered from the widget's
        /// own render nodes by GSK's cairo renderer.
        @Test(
            "The focus ring shows only with visible keyboard focus, in its colour",
            arguments: [
                (visible: true, color: nil as Color?, rgba: [128, 128, 128, 128] as [UInt8]),
                (false, nil, [0, 0, 0, 0]),
                (true, Color(red: 1, green: 0, blue: 0), [255, 0, 0, 255]),
            ])
        func focusRing(visible: Bool, color: Color?, rgba: [UInt8]) throws {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            widget.changeControl { $0.interaction.focusRingColor = color }
            #expect(widget.control.interaction.focusRingColor == color)
            gtk_widget_set_halign(widget.widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget.widget, GTK_ALIGN_CENTER)
            let window = GTKTestSupport.window(with: widget.widget)
            defer { GTKTestSupport.close(window) }
            gtk_widget_grab_focus(widget.widget)
            gtk_window_set_focus_visible(window, visible ? 1 : 0)
            #expect((gtk_widget_has_visible_focus(widget.widget) != 0) == visible)
            #expect(widget.control.bounds == Rect(x: 0, y: 0, width: 71, height: 37))
            let image = try #require(CairoImage(snapshotOf: widget.displayList(), scale: 1) { widget.snapshot($0) })
            #expect(image.pixel(9, 18) == rgba)
            #expect(image.pixel(3, 18) == [255, 255, 255, 255])
        }

        // MARK: Drawing

        /// GTK's allocation sets the control's bounds (the class's `size_allocate`).
        @Test("The control's bounds follow the widget's allocation")
        func boundsFollowAllocation() {
            let widget = makeWidget(pages: 5)
            defer { release(widget) }
            gtk_widget_allocate(widget.widget, 200, 50, -1, nil)
            #expect(widget.control.bounds == Rect(x: 0, y: 0, width: 200, height: 50))
        }

        /// A centred 71 × 37 widget in a 320 × 240 window stands at (124.5, 101.5); the scrub preview may use the
        /// whole window, so it stands above the dots, over the content, and the render nodes draw it there.
        @Test("The scrub preview may use the window around the widget, and is drawn as a callout with its text")
        func scrubPreviewUsesTheWindow() throws {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            widget.control.interaction.showsScrubPreview = true
            gtk_widget_set_halign(widget.widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget.widget, GTK_ALIGN_CENTER)
            let window = GTKTestSupport.window(with: widget.widget)
            defer { GTKTestSupport.close(window) }
            let room = try #require(widget.control.interaction.scrubPreviewBounds)
            #expect(room.width == 320 && room.height == 240)
            #expect(room.minY < -50 && room.minX < -50)
            #expect(widget.control.beginScrubbing(at: Point(x: 35.5, y: 18.5), pointerKind: .mouse))
            let preview = try #require(widget.control.scrubPreview)
            #expect(preview.edge == .top)
            #expect(preview.frame.maxY == 15 - ScrubPreview.gap)
            let list = widget.displayList()
            #expect(list.suffix(2).map(\.role) == [.preview, .preview])
            #expect(try #require(CairoImage(snapshotOf: list, scale: 1) { widget.snapshot($0) }).width > 0)
            widget.control.endScrubbing()
            #expect(widget.control.scrubPreview == nil)
        }

        /// Keyboard focus on the widget is an attention input (autoplay pauses, the row stays), P is the
        /// Play/Pause key, and Reduce Motion follows GtkSettings' `gtk-enable-animations`.
        @Test("Focus pauses a slide show, P stops and starts it, and Reduce Motion follows GTK's animations setting")
        func autoplayWiring() throws {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            let timer = PageControlTimerProgress(preferredDuration: 1)
            widget.control.progress = timer
            timer.resumeTimer()
            let window = GTKTestSupport.window(with: widget.widget)
            defer { GTKTestSupport.close(window) }
            gtk_widget_grab_focus(widget.widget)
            #expect(GTKTestSupport.spin { widget.control.environment.hasKeyboardFocus })
            #expect((widget.control.progress as! PageControlTimerProgress).pauseReasons == .keyboardFocus)
            #expect(widget.handleKey(keyval: guint(GDK_KEY_p)))
            #expect(timer.isStoppedByPerson)
            #expect(widget.handleKey(keyval: guint(GDK_KEY_AudioPlay)))
            #expect(!timer.isStoppedByPerson)
            gtk_window_set_focus(window, nil)
            #expect(GTKTestSupport.spin { !widget.control.environment.hasKeyboardFocus })
            #expect((widget.control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
            widget.changeControl { $0.environment.isPointerOverContent = true }
            #expect((widget.control.progress as! PageControlTimerProgress).pauseReasons == .contentPointer)
            let settings = try #require(gtk_settings_get_default())
            let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
            var off = GValue()
            g_value_init(&off, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))
            g_value_set_boolean(&off, 0)
            g_object_set_property(object, "gtk-enable-animations", &off)
            #expect(widget.control.environment.reducesMotion)
            g_value_set_boolean(&off, 1)
            g_object_set_property(object, "gtk-enable-animations", &off)
            #expect(!widget.control.environment.reducesMotion)
            g_value_unset(&off)
        }

        /// GTK picks the widget where the control takes taps (the class's `contains`): the 71 × 37 bounds grown
        /// to the 44-point minimum hit target, 3.5 points above and below.
        @Test(
            "GTK picks the widget inside the control's hit region",
            arguments: [
                (x: 35.0, y: 18.0, inside: true),
                (70.5, 1, true),
                (35, -3, true),
                (35, 40, true),
                (35, -4, false),
                (35, 41, false),
                (-1, 18, false),
                (72, 18, false),
            ])
        func containsFollowsHitRegion(x: Double, y: Double, inside: Bool) {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            gtk_widget_set_halign(widget.widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget.widget, GTK_ALIGN_CENTER)
            let window = GTKTestSupport.window(with: widget.widget)  // GTK asks only mapped widgets
            defer { GTKTestSupport.close(window) }
            #expect(widget.control.hitTesting.region == Rect(x: 0, y: -3.5, width: 71, height: 44))
            #expect((gtk_widget_contains(widget.widget, x, y) != 0) == inside)
        }
    }
#endif
