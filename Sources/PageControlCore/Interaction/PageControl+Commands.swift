extension PageControl {
    /// Carries out a page command on behalf of a person: the page changes with `.discrete` interaction,
    /// the dots animate unless ``PageControlEnvironment/reducesMotion`` is on, and `.valueChanged` is sent once. At the ends a
    /// command changes nothing and sends nothing (in a looping row ``PageCommand/next`` and
    /// ``PageCommand/previous`` go round); at the last page of a count that is still growing (``hasMorePages``),
    /// ``PageCommand/next`` and ``PageCommand/pageForward`` send ``PageControlEvent/morePagesRequested``.
    ///
    /// Ignored when the control is disabled, hidden or empty.
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    public func perform(_ command: PageCommand) -> Bool {
        guard acceptsInput else { return false }
        let window = max(layout.visibleCount, 1)
        let target: Int
        switch command {
        case .next: return stepByPerson(personStep)
        case .previous: return stepByPerson(-personStep)
        case .first: target = 0
        case .last: target = pages.lastPage
        case .pageForward:
            guard pages.currentPage < pages.lastPage || !pages.isOpenEnded else { return stepByPerson(window) }
            target = pages.currentPage + min(window, pages.lastPage - pages.currentPage)
        case .pageBackward: target = max(pages.currentPage - window, 0)
        }
        return changePageByUser(to: target, state: .discrete)
    }

    /// Handles a key press: performs the key's ``PageCommand/init(key:modifiers:direction:)`` in the row's direction.
    ///
    /// - Returns: Whether the key was used: true whenever it maps to a command and the control accepts
    ///   input, even at the ends where nothing changes (as a slider does), so a host does not let it move
    ///   focus away; false for arrows across the row, keys held with Control, Option or Command, and a
    ///   disabled, hidden or empty control.
    @discardableResult
    public func handleKey(_ key: PageControlKey, modifiers: PageControlKey.Modifiers = []) -> Bool {
        noteActivity()
        if key == .playPause, acceptsInput, modifiers.isDisjoint(with: [.control, .option, .command]) {
            return toggleAutoplayByPerson()
        }
        guard acceptsInput, let command = PageCommand(key: key, modifiers: modifiers, direction: resolvedDirection)
        else { return false }
        perform(command)
        return true
    }

    /// Handles scrolling over the control, from a wheel or a trackpad, in content order: scrolling down
    /// always goes to the next page, up to the previous one, in every language and direction (as Space
    /// does); scrolling right goes to the page on the right in a horizontal row (the next one left to
    /// right, the previous one right to left) and follows the reading direction for a vertical row. The
    /// larger of the two deltas wins.
    ///
    /// - Parameters:
    ///   - dx: The horizontal delta: positive scrolls right.
    ///   - dy: The vertical delta: positive scrolls down.
    ///   - isContinuous: False (the default) for wheel notches, each event one page whatever its size;
    ///     true for smooth deltas in points, which add up until they reach ``GestureThresholds/scrollDistancePerPage`` (a
    ///     change of direction starts over). Non-finite deltas count as 0.
    /// - Returns: Whether the scroll was used: true for any non-zero delta while the control accepts input,
    ///   even at the ends, so an enclosing view does not scroll instead.
    @discardableResult
    public func handleScroll(dx: Double, dy: Double, isContinuous: Bool = false) -> Bool {
        let dx = dx.isFinite ? dx : 0
        let dy = dy.isFinite ? dy : 0
        noteActivity()
        guard acceptsInput, dx != 0 || dy != 0 else { return false }
        var forward = dy
        if abs(dx) > abs(dy) {
            let direction = resolvedDirection
            let rightIsForward =
                direction.isVertical ? effectiveLayoutDirection == .leftToRight : direction == .leftToRight
            forward = rightIsForward ? dx : -dx
        }
        guard isContinuous else {
            session.resetScroll()
            perform(forward > 0 ? .next : .previous)
            return true
        }
        let steps = session.accumulateScroll(forward, perPage: GestureThresholds.scrollDistancePerPage)
        // More pages than the row has change nothing more (and a huge delta must not loop for ever).
        for _ in 0..<min(Int(min(abs(steps), 1e9)), pages.numberOfPages) { perform(steps > 0 ? .next : .previous) }
        return true
    }
}
