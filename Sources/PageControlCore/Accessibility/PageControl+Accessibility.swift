extension PageControl {
    /// Whether assistive technology should see the control: true when it has at least one page and is
    /// not hidden.
    public var isAccessibilityElement: Bool { pages.numberOfPages > 0 && !isHidden }

    /// The traits to report: always ``AccessibilityTraits/adjustable`` and
    /// ``AccessibilityTraits/updatesFrequently``.
    public var accessibilityTraits: AccessibilityTraits { [.adjustable, .updatesFrequently] }

    /// The strings for ``accessibilityLanguage``.
    public var strings: PageControlStrings { PageControlStrings.forLanguage(accessibilityLanguage) }

    /// The label a host should speak: ``accessibilityLabel`` when set, else the language's default
    /// ("Page control").
    public var effectiveAccessibilityLabel: String { accessibilityLabel ?? strings.defaultLabel }

    /// The spoken value: "Page 3 of 5" in ``accessibilityLanguage``, nil with no pages.
    ///
    /// It describes ``currentPage``. With a page title it reads "Welcome, page 1 of 4"; with a state
    /// other than normal it adds the state's word ("Page 3 of 8, completed"); with several pages on screen
    /// (``visiblePageCount``) it names them all ("Pages 3 to 4 of 8", with the first page's title and
    /// state); with a ``progress`` attached it adds the percentage ("Page 3 of 5, 40%"), except while a
    /// scrub hides it.
    public var accessibilityValue: String? {
        guard pages.numberOfPages > 0 else { return nil }
        let strings = self.strings
        let page = pages.currentPage
        let n = pages.numberOfPages
        var value: String
        if let visible = visiblePages, visible.last != visible.first {
            value = strings.value(pages: visible.first, through: visible.last, of: n)
            if let title = accessibilityTitles[page] { value = strings.value(title: title, value: value) }
        } else if let title = accessibilityTitles[page] {
            value = strings.value(title: title, page: page, of: n)
        } else {
            value = strings.value(page: page, of: n)
        }
        if let state = indicatorStates[page], let word = strings.name(of: state) {
            value = strings.value(value, state: word)
        }
        if let timer = storedProgress as? PageControlTimerProgress, timer.isWaitingForPage {
            value = strings.value(value, state: strings.loadingState)
        } else if let progress = storedProgress, progress.isProgressVisible {
            value = strings.value(value, progress: progress.currentProgress)
        }
        return value
    }

    /// Moves one page forward, as a VoiceOver swipe up. Does nothing on the last page; sends
    /// `.valueChanged` when the page changes. It makes no announcement: the screen reader reads the new
    /// value of an adjustable element itself.
    public func accessibilityIncrement() {
        if changePageByUser(to: pages.currentPage + personStep, state: .discrete, announces: false) {
            holdPreviewAfterAdjustment()
        }
    }

    /// Moves one page back, as a VoiceOver swipe down. Does nothing on the first page; sends
    /// `.valueChanged` when the page changes. It makes no announcement, as ``accessibilityIncrement()``.
    public func accessibilityDecrement() {
        if changePageByUser(to: pages.currentPage - personStep, state: .discrete, announces: false) {
            holdPreviewAfterAdjustment()
        }
    }

    /// Acts as ``accessibilityIncrement()``, as UIKit does for a VoiceOver double-tap (no announcement).
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    public func accessibilityActivate() -> Bool {
        changePageByUser(to: pages.currentPage + personStep, state: .discrete, announces: false)
    }

    /// Sets the title spoken before a page's value ("Welcome, page 1 of 4"); nil removes it.
    ///
    /// Titles are stored sparsely. Pages outside 0…numberOfPages − 1 are ignored.
    public func setAccessibilityTitle(_ title: String?, forPage page: Int) {
        guard page >= 0, page < pages.numberOfPages else { return }
        accessibilityTitles[page] = title
    }

    /// The title of a page, or nil.
    public func accessibilityTitle(forPage page: Int) -> String? { accessibilityTitles[page] }

    /// The custom actions a host should offer: "First page" and "Last page", and with a timer attached
    /// "Stop slide show" while it runs or "Start slide show" once a person stopped it (WCAG 2.2.2: a way to
    /// stop anything that moves for more than five seconds), in the control's language.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        guard isAccessibilityElement else { return [] }
        let strings = self.strings
        var actions = [
            AccessibilityCustomAction(kind: .firstPage, name: strings.firstPageAction),
            AccessibilityCustomAction(kind: .lastPage, name: strings.lastPageAction),
        ]
        if let timer = timerProgress {
            if timer.isStoppedByPerson {
                actions.append(AccessibilityCustomAction(kind: .startSlideShow, name: strings.startSlideShowAction))
            } else if timer.isRunning {
                actions.append(AccessibilityCustomAction(kind: .stopSlideShow, name: strings.stopSlideShowAction))
            }
        }
        return actions
    }

    /// Performs a custom action. Returns whether the page changed (which sends `.valueChanged`); the slide
    /// show actions change no page and return false.
    @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityCustomAction.Kind) -> Bool {
        switch kind {
        case .firstPage: return changePageByUser(to: 0, state: .discrete)
        case .lastPage: return changePageByUser(to: pages.lastPage, state: .discrete)
        case .stopSlideShow:
            if acceptsInput { stopAutoplay() }
            return false
        case .startSlideShow:
            if acceptsInput { startAutoplay() }
            return false
        }
    }
}
