extension PageControl {
    /// What a host exposes to assistive technology now: element, label, value, traits, custom actions and
    /// the strings of the control's language; see ``PageControlAccessibilityElement``. A frame carries the
    /// same (``PageControlFrame/accessibilityElement``).
    public var accessibilityElement: PageControlAccessibilityElement {
        accessibilityElement(pages: pages, progress: storedProgress, states: storedIndicatorStates)
    }

    /// ``accessibilityElement`` for the control's `pages`, `progress` and `states`, when the caller has read them
    /// already.
    func accessibilityElement(
        pages: PageState, progress: PageControlProgress?, states: IndicatorStates
    ) -> PageControlAccessibilityElement {
        let n = pages.numberOfPages
        let page = pages.currentPage
        #if hasFeature(Embedded)  // the web element sets no page states or contents (Guides/Web.md)
            let (state, content) = (IndicatorState.normal, IndicatorContent.none)
        #else
            let contents = storedPresentation.contents
            let state = states.isEmpty ? .normal : states[page]
            let content = contents.isEmpty ? .none : contents[page]
        #endif
        return PageControlAccessibilityElement(
            isElement: n > 0 && !(hidesForSinglePage && n < 2 && !pages.hasMorePages),
            visiblePages: Self.pagesOnScreen(pages), strings: strings, customLabel: accessibility.label, page: page,
            numberOfPages: n, hasMorePages: pages.isOpenEnded, titles: accessibility.pageTitles, state: state,
            content: content,
            progress: progress.map(Self.spokenProgress) ?? .none,
            slideShowAction: progress.flatMap(Self.offeredSlideShowAction))
    }

    /// What the value says of an attached progress: "loading" while a timer waits for its page, the percentage
    /// while it shows, nothing while a scrub hides it.
    static func spokenProgress(_ progress: PageControlProgress) -> PageControlAccessibilityElement.SpokenProgress {
        if let timer = progress as? PageControlTimerProgress, timer.isWaitingForPage { return .loading }
        return progress.isProgressVisible ? .percent(progress.currentProgress) : .none
    }

    /// The slide-show action a person is offered with an attached progress: "Start slide show" once a person
    /// stopped its timer, "Stop slide show" while it runs, none for a progress that is not a timer.
    static func offeredSlideShowAction(_ progress: PageControlProgress) -> AccessibilityCustomAction.Kind? {
        guard let timer = progress as? PageControlTimerProgress else { return nil }
        if timer.isStoppedByPerson { return .startSlideShow }
        return timer.isRunning ? .stopSlideShow : nil
    }

    /// Performs an action of assistive technology: a step forward or back (which hold the scrub preview for
    /// a moment and make no announcement: the screen reader reads the new value of an adjustable element
    /// itself), the double-tap (a step forward, as UIKit), or a custom action. Ignored while the control does
    /// not take input.
    ///
    /// - Returns: Whether the page changed (which sends `.valueChanged`); the slide-show actions change no page
    ///   and return false.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        switch action {
        case .increment, .decrement:
            let step = action == .increment ? personStep : -personStep
            guard stepByPerson(step, announcing: nil) else { return false }
            holdPreviewAfterAdjustment()
            return true
        case .activate:
            return stepByPerson(personStep, announcing: nil)
        case .firstPage: return changePageByUser(to: 0, state: .discrete)
        case .lastPage: return changePageByUser(to: pages.lastPage, state: .discrete)
        case .stopSlideShow:
            if acceptsInput { stopAutoplayForPerson() }
            return false
        case .startSlideShow:
            if acceptsInput { startAutoplayForPerson() }
            return false
        }
    }

    /// The pages on screen of `pages`, first and last, or nil with no pages.
    static func pagesOnScreen(_ pages: PageState) -> (first: Int, last: Int)? {
        guard pages.numberOfPages > 0 else { return nil }
        let current = pages.currentPage
        if pages.wrapsAround { return (current, pages.page(current, movedBy: pages.shownSpan - 1)) }
        return (current, min(current + pages.shownSpan - 1, pages.numberOfPages - 1))
    }
}

extension PageControl {
    /// The label, the pages' titles and the pace of announcements; see ``AccessibilityOptions``. The default
    /// has no label (hosts speak the language's "Page control"), no titles and announces a scrub at most every
    /// 0.5 s.
    ///
    /// Titles of pages outside 0…numberOfPages − 1 are dropped.
    public var accessibility: AccessibilityOptions {
        get { settings.accessibility }
        set {
            var options = newValue
            options.dropTitles(from: pages.numberOfPages)
            settings.accessibility = options
            announcements.setInterval(options.announcementInterval)
        }
    }

    /// Which page changes are announced: after a person's (the default), after any, or never; see
    /// ``PageAnnouncementPolicy``. Autoplay is never announced, whatever the policy.
    public var announcementPolicy: PageAnnouncementPolicy {
        get { settings.announcementPolicy }
        set { settings.announcementPolicy = newValue }
    }
}
