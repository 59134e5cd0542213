extension PageControl {
    /// What a host exposes to assistive technology now: element, label, value, traits, custom actions and
    /// the strings of the control's language; see ``PageControlAccessibilityElement``.
    public var accessibilityElement: PageControlAccessibilityElement {
        let strings = self.localizedStrings
        let isElement = isExposedToAccessibility
        return PageControlAccessibilityElement(
            isElement: isElement, label: accessibility.label ?? strings.defaultLabel, value: spokenValue,
            traits: [.adjustable, .updatesFrequently], customActions: isElement ? offeredActions : [],
            visiblePages: pagesOnScreen, strings: strings)
    }

    /// Whether assistive technology should see the control: pages, and not hidden.
    var isExposedToAccessibility: Bool { pages.numberOfPages > 0 && !isHidden }

    /// The strings of ``PageControlEnvironment/language``.
    package var localizedStrings: PageControlStrings {
        let language = environment.language
        if let cached = cachedStrings, cached.language == language { return cached.strings }
        let strings = PageControlStrings.forLanguage(language)
        cachedStrings = (language, strings)
        return strings
    }

    /// The spoken value: "Page 3 of 5" in ``PageControlEnvironment/language``, nil with no pages.
    ///
    /// It describes ``currentPage``. With a page title it reads "Welcome, page 1 of 4"; with a state
    /// other than normal it adds the state's word ("Page 3 of 8, completed"), then a badge's count ("Page 3 of
    /// 8, completed, 2 new") or a page's text (``IndicatorContent``); with several pages on screen
    /// (``PagingOptions/visiblePageCount``) it names them all ("Pages 3 to 4 of 8", with the first page's title and
    /// state); with a ``progress`` attached it adds the percentage ("Page 3 of 5, 40%"), except while a
    /// scrub hides it.
    var spokenValue: String? {
        guard pages.numberOfPages > 0 else { return nil }
        let strings = self.localizedStrings
        let page = pages.currentPage
        let n = pages.numberOfPages
        var value: String
        if let visible = pagesOnScreen, visible.last != visible.first {
            value = strings.value(pages: visible.first, through: visible.last, of: n)
            if let title = accessibility.pageTitles[page] { value = strings.value(title: title, value: value) }
        } else if let title = accessibility.pageTitles[page] {
            value = strings.value(title: title, page: page, of: n)
        } else {
            value = strings.value(page: page, of: n)
        }
        if let word = strings.name(of: indicatorStates[page]) {
            value = strings.value(value, state: word)
        }
        if let content = spokenContent(forPage: page, strings: strings) {
            value = strings.value(value, content: content)
        }
        if let timer = storedProgress as? PageControlTimerProgress, timer.isWaitingForPage {
            value = strings.value(value, state: strings.loadingState)
        } else if let progress = storedProgress, progress.isProgressVisible {
            value = strings.value(value, progress: progress.currentProgress)
        }
        return value
    }

    /// The custom actions a host should offer: "First page" and "Last page", and with a timer attached
    /// "Stop slide show" while it runs or "Start slide show" once a person stopped it (WCAG 2.2.2: a way to
    /// stop anything that moves for more than five seconds), in the control's language.
    var offeredActions: [AccessibilityCustomAction] {
        let strings = self.localizedStrings
        var actions = [
            AccessibilityCustomAction(kind: .firstPage, name: strings.firstPageAction),
            AccessibilityCustomAction(kind: .lastPage, name: strings.lastPageAction),
        ]
        if let timer = attachedTimer {
            if timer.isStoppedByPerson {
                actions.append(AccessibilityCustomAction(kind: .startSlideShow, name: strings.startSlideShowAction))
            } else if timer.isRunning {
                actions.append(AccessibilityCustomAction(kind: .stopSlideShow, name: strings.stopSlideShowAction))
            }
        }
        return actions
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
            guard changePageByUser(to: pages.page(pages.currentPage, movedBy: step), state: .discrete, announces: false)
            else {
                return false
            }
            holdPreviewAfterAdjustment()
            return true
        case .activate:
            return changePageByUser(
                to: pages.page(pages.currentPage, movedBy: personStep), state: .discrete, announces: false)
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

    /// The pages on screen, first and last, or nil with no pages.
    var pagesOnScreen: (first: Int, last: Int)? {
        guard pages.numberOfPages > 0 else { return nil }
        let last = pages.page(pages.currentPage, movedBy: pages.shownSpan - 1)
        return (
            pages.currentPage,
            pages.wrapsAround ? last : min(pages.currentPage + pages.shownSpan - 1, pages.numberOfPages - 1)
        )
    }
}
