#if GTK
    import PageControlCore
    import PageControlRendering
    import Testing

    /// One look drawn by every renderer, for the cross-renderer tests: the PNG renderer's pixels are the
    /// reference, cairo's and the render nodes' must agree with them.
    struct RenderFixture: CustomTestStringConvertible, Sendable {
        /// What the fixture shows.
        let name: String
        /// Pixels per point.
        var scale = 3.0
        /// Whether the display list ends with the focus ring.
        var showsFocusRing = false
        /// Sets the control up (it starts as 5 pages at page 2 with translucent blue other dots).
        let configure: @MainActor @Sendable (PageControl) -> Void

        var testDescription: String { name }

        /// The largest difference allowed in any premultiplied channel, of 255: 24. Anti-aliased edges differ
        /// (cairo samples coverage, the PNG rasteriser computes exact areas, GSK clips with true arcs), sharp star
        /// points most.
        static let tolerance = 24.0

        /// The 25 fixtures: every shape, both directions and both vertical ones, the window's two ends, a
        /// position between pages, the platter, the timer pill, the overflow label, Increase Contrast, other
        /// scales, the focus ring, page states, a span of pages under a worm, lines, segments and badges.
        static let all: [RenderFixture] = [
            RenderFixture(name: "circles") { _ in },
            RenderFixture(name: "capsule current") { control in
                control.preferredCurrentPageIndicatorShape = .capsule
                control.metrics = IndicatorMetrics(currentIndicatorLength: 23)
            },
            RenderFixture(name: "rounded rectangles") {
                $0.preferredIndicatorShape = .roundedRectangle(cornerRadius: 1.5)
            },
            RenderFixture(name: "rings") { $0.preferredIndicatorShape = .ring(lineWidth: 1.5) },
            RenderFixture(name: "stars, a heart current") { control in
                control.preferredIndicatorShape = .path(.star)
                control.preferredCurrentPageIndicatorShape = .path(.heart)
            },
            RenderFixture(name: "right to left") { control in
                control.direction = .rightToLeft
                control.currentPage = 1
            },
            RenderFixture(name: "top to bottom") { $0.direction = .topToBottom },
            RenderFixture(name: "bottom to top") { control in
                control.direction = .bottomToTop
                control.currentPage = 4
            },
            RenderFixture(name: "window start, 30 pages") { control in
                control.numberOfPages = 30
                control.window.maximumVisibleIndicators = 7
                control.currentPage = 0
            },
            RenderFixture(name: "window end, 30 pages") { control in
                control.numberOfPages = 30
                control.window.maximumVisibleIndicators = 7
                control.currentPage = 29
            },
            RenderFixture(name: "mid-slide, position 2.4") { $0.position = 2.4 },
            RenderFixture(name: "prominent platter") { control in
                control.numberOfPages = 30
                control.backgroundStyle = .prominent
            },
            RenderFixture(name: "timer pill at 25 % on the platter") { control in
                control.numberOfPages = 30
                control.backgroundStyle = .prominent
                runTimer(on: control, duration: 4, elapsed: 1)
            },
            RenderFixture(name: "timer pill at 60 %, right to left") { control in
                control.direction = .rightToLeft
                runTimer(on: control, duration: 5, elapsed: 3)
            },
            RenderFixture(name: "overflow label after the dots (compared outside the label)") { control in
                control.numberOfPages = 120
                control.currentPage = 6
                control.window.overflowStyle = .dotsAndLabel(threshold: 10)
            },
            RenderFixture(name: "Increase Contrast outlines, mid-slide") { control in
                control.environment.prefersIncreasedContrast = true
                control.position = 1.5
            },
            RenderFixture(name: "scale 1", scale: 1) { _ in },
            RenderFixture(name: "rings and stars at scale 1.5", scale: 1.5) { control in
                control.preferredIndicatorShape = .ring(lineWidth: 1.5)
                control.preferredCurrentPageIndicatorShape = .path(.star)
            },
            RenderFixture(name: "focus ring", showsFocusRing: true) { _ in },
            RenderFixture(name: "focus ring mid-slide in red at scale 2", scale: 2, showsFocusRing: true) { control in
                control.position = 0.7
                control.interaction.focusRingColor = Color(red: 1, green: 0, blue: 0, alpha: 0.8)
            },
            RenderFixture(name: "page states: completed, attention, an unavailable ring, visited") { control in
                control.indicatorStates[0] = .completed
                control.indicatorStates[1] = .attention
                control.indicatorStates[3] = .unavailable
                control.indicatorStates[4] = .visited
                control.position = 2.3
            },
            RenderFixture(name: "a span of two pages under a worm, mid-slide") { control in
                control.paging.visiblePageCount = 2
                control.indicatorEffect = .worm
                control.position = 1.4
            },
            RenderFixture(name: "lines, the current line mid-slide") { control in
                control.presentation.kind = .lines
                control.position = 2.4
            },
            RenderFixture(name: "segments filling, right to left") { control in
                control.presentation.kind = .segments
                control.direction = .rightToLeft
                control.position = 2.4
            },
            RenderFixture(name: "plain badges on the dots") { control in
                control.presentation.setContent(.badge(0), forPage: 1)
                control.presentation.setContent(.badge(0), forPage: 4)
            },
        ]

        /// A control with the fixture's look, its bounds its natural size.
        @MainActor
        func control() -> PageControl {
            let control = PageControl()
            control.numberOfPages = 5
            control.currentPage = 2
            control.pageIndicatorTintColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
            configure(control)
            control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
            return control
        }

        /// The display list to draw.
        @MainActor
        func list() -> DisplayList {
            DisplayList(control().frame(showsFocusRing: showsFocusRing))
        }

        /// Pixels left out of the comparison: the overflow label's box (outset by 2 points), where the PNG
        /// renderer draws its built-in font subset and the others Pango's "Sans"; nil when there is no label.
        func excludedPixels(in list: DisplayList) -> (x: Range<Int>, y: Range<Int>)? {
            guard let label = list.first(where: { $0.role == .label }) else { return nil }
            let box = label.frame.outset(dx: 2, dy: 2)
            func pixels(_ a: Double, _ b: Double) -> Range<Int> {
                Int((a * scale).rounded(.down))..<Int((b * scale).rounded(.up))
            }
            return (pixels(box.minX, box.maxX), pixels(box.minY, box.maxY))
        }

        /// Starts a timer of `duration` seconds and runs it for `elapsed`.
        @MainActor
        static func runTimer(on control: PageControl, duration: Double, elapsed: Double) {
            let timer = PageControlTimerProgress(preferredDuration: duration)
            control.progress = timer
            timer.resumeTimer()
            control.advanceAnimation(to: 0)
            control.advanceAnimation(to: elapsed)
        }
    }
#endif
