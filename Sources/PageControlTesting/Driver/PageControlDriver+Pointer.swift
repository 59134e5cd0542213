import PageControlCore

extension PageControlDriver {
    /// The centre of a page's dot as the control lays it out now, or nil when the dot is not in the window.
    public func center(ofPage page: Int) -> Point? {
        control.layout.indicator(forPage: page).map { Point(x: $0.frame.midX, y: $0.frame.midY) }
    }

    /// Taps a page's dot at its centre: a finger by default, so the control's tap rule applies as on a phone
    /// (UIKit's: one page towards the dot; see `PageControl.tapBehavior`); a mouse or pen with
    /// `TapBehavior.automatic` goes straight to it.
    ///
    /// The press lasts 0.05 s of the driver's clock, in frames.
    ///
    /// - Parameters:
    ///   - page: The page whose dot to tap.
    ///   - pointerKind: What taps. The default is `PointerKind.touch`.
    /// - Precondition: The page's dot is in the window (``center(ofPage:)`` is not nil).
    public func tap(page: Int, pointerKind: PointerKind = .touch) {
        tap(at: dot(page, for: "tap(page:)"), pointerKind: pointerKind)
    }

    /// Taps a step button (`PageControl.showsStepButtons`) at the centre of its slot, as a finger does: an enabled
    /// button steps a page back or forward as a person's change, a disabled one does nothing.
    ///
    /// - Parameters:
    ///   - stepButton: The button to tap.
    ///   - pointerKind: What taps. The default is `PointerKind.touch`.
    /// - Precondition: The button is shown (`control.hitTesting.frame(forStepButton:)` is not nil).
    public func tap(stepButton: PageControlStepButton, pointerKind: PointerKind = .touch) {
        guard let frame = control.hitTesting.frame(forStepButton: stepButton) else {
            preconditionFailure("tap(stepButton:): the \(stepButton) button is not shown")
        }
        tap(at: Point(x: frame.midX, y: frame.midY), pointerKind: pointerKind)
    }

    /// Taps at a point in the control's bounds coordinates: down, 0.05 s of frames, up.
    ///
    /// - Parameters:
    ///   - point: Where.
    ///   - pointerKind: What taps. The default is `PointerKind.touch`.
    public func tap(at point: Point, pointerKind: PointerKind = .touch) {
        send(.down, at: point, kind: pointerKind)
        advance(seconds: Self.tapDuration)
        send(.up, at: point, kind: pointerKind)
    }

    /// Scrubs from one page's dot to another's, as a finger does: presses the first dot and holds it until the
    /// press becomes a scrub (0.2 s, past UIKit's 0.15 s long press), slides to the second dot over 0.25 s a frame
    /// at a time, rests there until the control has stepped to it, then lifts (with no speed, so no flick).
    ///
    /// - Parameters:
    ///   - from: The page whose dot the press starts on.
    ///   - to: The page whose dot the press ends on.
    ///   - pointerKind: What presses. The default is `PointerKind.touch`.
    /// - Precondition: Both dots are in the window when the scrub starts.
    public func scrub(from: Int, to: Int, pointerKind: PointerKind = .touch) {
        scrub(from: dot(from, for: "scrub(from:to:)"), to: dot(to, for: "scrub(from:to:)"), pointerKind: pointerKind)
    }

    /// Scrubs from one point to another in the control's bounds coordinates, as ``scrub(from:to:pointerKind:)``
    /// does between two dots.
    public func scrub(from start: Point, to end: Point, pointerKind: PointerKind = .touch) {
        send(.down, at: start, kind: pointerKind)
        advance(seconds: Self.holdDuration)
        let frames = Int((Self.travelDuration / Self.frameInterval).rounded())
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            nextFrame()
            send(
                .move,
                at: Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
                kind: pointerKind)
        }
        // Rest until a touch scrub has taken its steps (one page a frame), then long enough that the release
        // carries no speed.
        let deadline = time + Self.restLimit
        while control.isSettling, time < deadline { nextFrame() }
        advance(seconds: Self.stillDuration)
        send(.up, at: end, kind: pointerKind)
    }

    /// Flicks from a page's dot: presses it until the press becomes a scrub (0.2 s), then moves along the row
    /// at `velocity` for three frames and lifts at that speed. Faster than
    /// `GestureThresholds.flickVelocityThreshold` (800 points a second), the control goes to
    /// the first or last page, as UIKit's flick to end.
    ///
    /// - Parameters:
    ///   - page: The page whose dot the press starts on.
    ///   - velocity: The speed along the row in points per second: positive towards later pages (right in a
    ///     left-to-right row, left in a right-to-left one, down or up in a vertical one), negative towards
    ///     earlier ones. NaN becomes 0.
    ///   - pointerKind: What presses. The default is `PointerKind.touch`.
    /// - Precondition: The page's dot is in the window.
    public func flick(from page: Int, velocity: Double, pointerKind: PointerKind = .touch) {
        var point = dot(page, for: "flick(from:velocity:)")
        let speed = velocity.isNaN ? 0 : velocity
        let axis = Self.laterPages(control.layout.direction)
        send(.down, at: point, kind: pointerKind)
        advance(seconds: Self.holdDuration)
        for _ in 0..<3 {
            nextFrame()
            point = Point(
                x: point.x + axis.x * speed * Self.frameInterval, y: point.y + axis.y * speed * Self.frameInterval)
            send(.move, at: point, kind: pointerKind)
        }
        send(.up, at: point, kind: pointerKind)
    }

    /// How long a tap's press lasts: 0.05 s.
    static let tapDuration = 0.05
    /// How long a scrub or a flick holds still before it moves: 0.2 s, past
    /// `GestureThresholds.minimumPressDuration`.
    static let holdDuration = 0.2
    /// How long a scrub travels: 0.25 s.
    static let travelDuration = 0.25
    /// How long a scrub may rest at its end for the control to step there: 2 s (120 pages a frame each).
    static let restLimit = 2.0
    /// How long a scrub rests still before it lifts: 0.12 s, past the velocity window of
    /// `GestureThresholds.velocitySampleWindow`, so it lifts with no speed.
    static let stillDuration = 0.12

    /// The unit vector along a row towards later pages.
    static func laterPages(_ direction: PageControlDirection) -> Point {
        switch direction {
        case .rightToLeft: Point(x: -1, y: 0)
        case .topToBottom: Point(x: 0, y: 1)
        case .bottomToTop: Point(x: 0, y: -1)
        default: Point(x: 1, y: 0)
        }
    }

    /// The centre of a page's dot, or a trap naming the call and the pages that show.
    func dot(_ page: Int, for call: String) -> Point {
        guard let center = center(ofPage: page) else {
            let layout = control.layout
            let shown =
                layout.isEmpty ? "no dots show" : "pages \(layout[0].page)…\(layout[layout.count - 1].page) show"
            preconditionFailure(
                "PageControlDriver.\(call): page \(page)'s dot is not in the window (\(shown), 0-based); "
                    + "scroll or step the control first, or give points instead of pages.")
        }
        return center
    }

    /// Sends one pointer event at the driver's time.
    func send(_ phase: PointerEvent.Phase, at point: Point, kind: PointerKind) {
        control.handlePointer(PointerEvent(phase, at: point, time: time, kind: kind))
    }

    /// One frame: the clock moves on by 1/60 s and the control advances to it.
    func nextFrame() { advance(seconds: Self.frameInterval) }
}
