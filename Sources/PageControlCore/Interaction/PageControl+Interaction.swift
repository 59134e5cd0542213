extension PageControl {
    /// Whether input from a person is accepted now: enabled, not hidden, and with pages.
    var acceptsInput: Bool { isEnabled && !isHidden && pages.numberOfPages > 0 }

    /// Ends a person's press and scrub once no page is left to act on (see
    /// `InteractionSession.endForLostPages()`), finishing the scrub as code ending it does.
    func endInteractionIfNothingToActOn() {
        guard isHidden || pages.numberOfPages == 0 else { return }
        if changeSession({ $0.endForLostPages() }) { finishScrub() }
    }

    /// Makes `change` to the interaction session on the session moved out of the control (which holds an empty
    /// one meanwhile) and stores it back after, and returns what `change` returns. For changes the optimiser
    /// cannot see through (a press's samples may grow or be freed): no access to the stored session then spans
    /// code it does not know, so it checks none of the session's accesses at run time. `change` touches only the
    /// session it is given. Embedded Swift checks no access at run time, so there the session changes in place
    /// (the web module is 699 bytes smaller gzipped: Guides/Web.md).
    func changeSession<Result>(_ change: (inout InteractionSession) -> Result) -> Result {
        #if hasFeature(Embedded)
            return change(&session)
        #else
            var session = self.session
            self.session = InteractionSession()
            defer { self.session = session }
            return change(&session)
        #endif
    }

    /// Changes the page on behalf of a person (or the timer): clamps, sets the interaction state, moves the dots
    /// unless deferring, sends `.valueChanged` once and announces the page for `cause` (nil: not at all) as the
    /// announcement policy says. A change to the same page does nothing.
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    func changePageByUser(
        to page: Int, state: PageControlCore.InteractionState, animated: Bool = true,
        announcing cause: AnnouncementCause? = .person
    ) -> Bool {
        guard acceptsInput else { return false }
        session.endPreviewHold()
        noteActivity()
        let target = pages.target(page)
        guard target != pages.currentPage else { return false }
        markVisited(leaving: pages.currentPage, for: target)
        pages.choose(target)
        session.personChose(target)
        storedInteractionState = session.isScrubbing ? .continuous : state  // a scrub keeps the page continuous
        if !defersCurrentPageDisplay { showPage(target, animated: animated) }
        progress?.pageDidChange(self)
        sendValueChanged(announcing: cause)
        return true
    }

    /// Handles a tap (a click, a touch that ended inside) at a point in bounds coordinates, as UIKit does.
    ///
    /// With ``TapBehavior/automatic`` (the default) and a touch or pen, or with ``TapBehavior/step``:
    /// - With two pages any tap toggles.
    /// - A tap inside the current dot (within its extent along the row) repeats the previous tap's step
    ///   when that tap was less than ``GestureThresholds/tapRepeatInterval`` (0.75 s) ago and within ``GestureThresholds/tapRepeatDistance``
    ///   (8 points) of this one; otherwise it does nothing.
    /// - Any other tap within 0.75 s and 8 points of the previous one repeats its step too, so fast taps
    ///   at one spot keep going after the current dot has moved past the finger.
    /// - Otherwise a tap after the current dot's centre along the row moves one page forward and a tap
    ///   before it one page back (mirrored for right-to-left and bottom-to-top rows).
    ///
    /// With ``TapBehavior/automatic``, a mouse or trackpad click (`pointerKind`) goes straight to the dot
    /// under it, as UIKit does for an iPad pointer; so does any tap with ``TapBehavior/jump``. Away from the
    /// row such a tap does nothing.
    ///
    /// A tap on a step button (``showsStepButtons``) steps a page back or forward, whatever the tap behaviour;
    /// a disabled one takes the tap and does nothing.
    ///
    /// Taps outside ``HitTesting/region`` and taps with non-finite coordinates are ignored. A tap that changes
    /// nothing sends nothing; a step at the first or last page changes nothing.
    ///
    /// - Parameters:
    ///   - point: Where the tap ended, in bounds coordinates.
    ///   - time: When, in seconds on any clock that only moves forward, for the quick repeat. The default,
    ///     nil, makes every tap stand alone; non-finite times count as nil.
    ///   - pointerKind: What made the tap. The default is ``PointerKind/touch``.
    public func handleTap(at point: Point, time: Double? = nil, pointerKind: PointerKind = .touch) {
        let time = time.flatMap { $0.isFinite ? $0 : nil }
        noteActivity()
        let hit = hitTesting
        guard acceptsInput, hit.accepts(point) else {
            session.forgetTap()
            return
        }
        // A step button takes its taps first, wherever the dots' targets reach.
        if let button = hit.stepButton(at: point), let frame = hit.stepButtonFrame(button) {
            session.forgetTap()
            tapStepButton(frame)
            return
        }
        guard interaction.tapBehavior.steps(for: pointerKind) else {
            session.forgetTap()
            if let page = hit.page(at: point) {
                changePageByUser(to: page, state: .discrete)
            } else if hit.isOnOpenEnd(point) {
                askForMorePages()
            }
            return
        }
        if pages.numberOfPages == 2, !pages.isOpenEnded {
            session.forgetTap()
            changePageByUser(to: 1 - pages.currentPage, state: .discrete)
            return
        }
        let repeated = repeatedStep(at: point, time: time)
        let step = hit.isInsideCurrentDot(point) ? repeated : repeated ?? hit.sideStep(for: point)
        guard let step else {
            session.forgetTap()
            return
        }
        session.recordTap(at: point, time: time, step: step)
        stepByPerson(step * personStep)
    }

    /// The step (+1 or −1) of the previous tap when this one repeats it: the previous tap decided a step
    /// less than ``GestureThresholds/tapRepeatInterval`` ago and lay within ``GestureThresholds/tapRepeatDistance`` of `point`.
    func repeatedStep(at point: Point, time: Double?) -> Int? {
        guard let time, let last = session.lastTap, time >= last.time,
            time - last.time <= GestureThresholds.tapRepeatInterval
        else { return nil }
        let dx = point.x - last.point.x
        let dy = point.y - last.point.y
        return dx * dx + dy * dy <= GestureThresholds.tapRepeatDistance * GestureThresholds.tapRepeatDistance
            ? last.step : nil
    }

    /// Where taps count and what a tap there does, for the layout as it is now; see ``HitTesting``.
    public var hitTesting: HitTesting {
        let layout = self.layout
        return HitTesting(
            layout: layout, pages: pages, options: interaction, personStep: personStep, acceptsInput: acceptsInput,
            stepButtons: stepButtonFrames(in: layout))
    }
}
