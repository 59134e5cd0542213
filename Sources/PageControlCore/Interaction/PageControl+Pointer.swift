extension PageControl {
    /// Handles one raw pointer event, deciding what the press means, as UIKit's page control does.
    ///
    /// Hosts forward every event of a press (down, moves, up or cancel) with its time and pointer kind,
    /// and call ``advanceAnimation(to:)`` on their frame clock while it returns true; they keep no gesture
    /// logic, threshold or velocity of their own. The core then decides:
    /// - **Tap**: an up within ``GestureThresholds/tapAllowableMovement`` (10 points) of the down, before
    ///   the press became a scrub, is a tap at the up point: ``handleTap(at:time:pointerKind:)``, with
    ///   UIKit's quick repeat from the event times.
    /// - **Scrub**: a press held ``GestureThresholds/minimumPressDuration`` (0.15 s, UIKit's long press;
    ///   frames count as well as events, so a still finger starts one too), or a mouse or trackpad that
    ///   moves ``GestureThresholds/pointerDragDistance`` (8 points) while down, becomes a scrub from the
    ///   down point: a touch starts from the current page and steps one
    ///   page a frame after 16 points; a mouse or trackpad goes straight to the dot under it. Jogging past
    ///   the ends and throttled announcements follow.
    /// - **Release**: the up ends a scrub with the velocity of the last 0.1 s of samples
    ///   (``PointerVelocityTracker``): faster than 800 points per second along the row flicks to the first
    ///   or last page.
    /// - **Cancel**: a cancel (or input while the control stopped accepting it) ends a scrub where it is,
    ///   with no flick and no tap.
    ///
    /// A down outside ``HitTesting/region``, with non-finite coordinates, or on a disabled, hidden or empty control
    /// is not handled, and nor is the rest of that press. A new down while a press is under way cancels it
    /// first.
    ///
    /// - Returns: Whether the event is the control's, and whether the host should claim the pointer from an
    ///   enclosing scroll view (from the moment a scrub begins).
    @discardableResult
    public func handlePointer(_ event: PointerEvent) -> PointerResponse {
        noteActivity()
        switch event.phase {
        case .down:
            if self.session.pointerSession != nil { cancelPointerSession() }
            guard acceptsInput, event.point.x.isFinite, event.point.y.isFinite, hitTesting.region.contains(event.point)
            else { return .ignored }
            let time = event.time.isFinite ? event.time : motion.lastClockTime ?? 0
            self.session.press(PointerSession(kind: event.kind, start: event.point, time: time))
            return PointerResponse(isHandled: true, claimsPointer: false)
        case .move:
            guard self.session.pointerSession != nil else { return .ignored }
            guard acceptsInput else {
                cancelPointerSession()
                return PointerResponse(isHandled: true, claimsPointer: false)
            }
            guard let session = changeSession({ $0.movePress(event) }) else { return .ignored }
            if session.isScrubbing {
                moveScrubbing(to: session.point)
            } else {
                beginScrubIfHeld()
            }
            return PointerResponse(isHandled: true, claimsPointer: self.session.pointerSession?.isScrubbing == true)
        case .up:
            guard let session = changeSession({ $0.releasePress(event) }) else { return .ignored }
            if session.isScrubbing {
                guard self.session.scrub != nil else { return PointerResponse(isHandled: true, claimsPointer: true) }
                moveScrubbing(to: session.point)
                endScrubbing(velocity: session.tracker.velocity(at: session.time))
            } else if session.travel <= GestureThresholds.tapAllowableMovement {
                handleTap(at: session.point, time: session.time, pointerKind: session.kind)
            }
            return PointerResponse(isHandled: true, claimsPointer: session.isScrubbing)
        case .cancel:
            guard self.session.pointerSession != nil else { return .ignored }
            cancelPointerSession()
            return PointerResponse(isHandled: true, claimsPointer: false)
        }
    }

    /// Whether a press is under way (between a handled down and its up or cancel).
    package var isPointerDown: Bool { self.session.pointerSession != nil }

    /// Ends the press under way: a scrub ends where it is (no flick), and nothing is tapped.
    func cancelPointerSession() {
        guard let session = changeSession({ $0.releasePress() }) else { return }
        if session.isScrubbing, self.session.scrub != nil { endScrubbing() }
    }

    /// Whether the press under way may still turn into a scrub, so the host must keep its frames coming.
    var pointerAwaitsScrub: Bool {
        guard let session = self.session.pointerSession, !session.isScrubbing else { return false }
        return allowsContinuousInteraction && acceptsInput
    }

    /// Turns the press into a scrub once it has been held long enough, or a mouse or trackpad has dragged.
    func beginScrubIfHeld() {
        guard let session = self.session.pointerSession, !session.isScrubbing, allowsContinuousInteraction,
            acceptsInput,
            session.isHeldOrDragged,
            !showsStepButtons || hitTesting.stepButton(at: session.start) == nil  // a press on a button is a tap
        else { return }
        let isScrubbing = beginScrubbing(at: session.start, pointerKind: session.kind)
        self.session.pressBecameScrub(isScrubbing)
        if isScrubbing, session.point != session.start { moveScrubbing(to: session.point) }
    }

    /// A frame while a press is held: counts the hold from the first frame after the down.
    func advancePointerSession(to now: Double) {
        guard self.session.holdPress(at: now) != nil else { return }
        beginScrubIfHeld()
    }
}
