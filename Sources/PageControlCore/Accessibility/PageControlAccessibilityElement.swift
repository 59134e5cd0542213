/// What a host exposes to assistive technology for a control at one moment: whether it is an element, its
/// label, value, traits and custom actions, in the control's language; read from a frame's
/// ``PageControlFrame/accessibilityElement`` (or ``PageControl/accessibilityElement``).
///
/// ```swift
/// let element = control.frame().accessibilityElement
/// view.isAccessibilityElement = element.isElement
/// view.accessibilityValue = element.value      // "Page 3 of 5"
/// ```
///
/// It is a snapshot of what the texts are made from, so making one builds no text: ``label``, ``value`` and
/// ``customActions`` are written when read. Read it again after the page, the pages or the options change.
public struct PageControlAccessibilityElement: Sendable {
    /// Whether assistive technology should see the control: true when it has at least one page and is not
    /// hidden.
    public let isElement: Bool

    /// The traits to report: ``AccessibilityTraits/adjustable`` and ``AccessibilityTraits/updatesFrequently`` for
    /// the control; ``AccessibilityTraits/button`` for a step button, with ``AccessibilityTraits/notEnabled`` while
    /// it does not step.
    public var traits: AccessibilityTraits {
        guard stepButton != nil else { return [.adjustable, .updatesFrequently] }
        return isEnabled ? [.button] : [.button, .notEnabled]
    }

    /// Which step button this element is (``PageControl/accessibilityElement(forStepButton:)``), or nil for the
    /// control itself.
    public let stepButton: PageControlStepButton?
    /// Whether a person can activate it: false for a step button at the end it steps towards (dimmed); true for
    /// the control.
    public let isEnabled: Bool

    /// The pages the value names, first and last (0-based; the last may wrap round in a looping row), or nil
    /// with no pages.
    public let visiblePages: (first: Int, last: Int)?

    /// The strings of the control's language (``PageControlEnvironment/language``).
    public let strings: PageControlStrings

    #if hasFeature(Embedded)
        // The web element sets no label, page titles, page states or contents (Guides/Web.md): its elements hold
        // none, so copying one copies no string, dictionary or content.
        var customLabel: String? { nil }
        var titles: [Int: String] { [Int: String]() }
        var state: IndicatorState { .normal }
        var content: IndicatorContent { .none }
    #else
        /// The label set by the app (``AccessibilityOptions/label``), or nil for the language's default.
        let customLabel: String?
    #endif
    /// The current page, 0-based: the page the value names (``PageControl/currentPage``).
    public let page: Int
    /// The number of pages: what a slider's maximum or a tab's set size is (the pages so far while
    /// ``hasMorePages``).
    public let numberOfPages: Int
    /// Whether more pages may follow the ones counted (``PageControl/hasMorePages``): the value says "of at least",
    /// and a tab's set size is unknown (ARIA's `aria-setsize="-1"`).
    public let hasMorePages: Bool
    #if !hasFeature(Embedded)
        /// The pages' titles by page (sparse).
        let titles: [Int: String]
        /// The current page's state and what its dot carries.
        let state: IndicatorState
        let content: IndicatorContent
    #endif
    /// What the value says of an attached progress.
    let progress: SpokenProgress
    /// Which slide-show action a person is offered: ``AccessibilityCustomAction/Kind/stopSlideShow`` while a
    /// slide show runs, ``AccessibilityCustomAction/Kind/startSlideShow`` once a person stopped it, nil without a
    /// timer.
    public let slideShowAction: AccessibilityCustomAction.Kind?

    /// What the value says of an attached progress: nothing, that the page is loading, or its percentage.
    enum SpokenProgress: Sendable, Equatable {
        case none
        case loading
        case percent(Double)
    }

    /// An element from what its texts are made of.
    init(
        isElement: Bool, visiblePages: (first: Int, last: Int)?, strings: PageControlStrings, customLabel: String?,
        page: Int, numberOfPages: Int, hasMorePages: Bool, titles: [Int: String], state: IndicatorState,
        content: IndicatorContent, progress: SpokenProgress, slideShowAction: AccessibilityCustomAction.Kind?,
        stepButton: PageControlStepButton? = nil, isEnabled: Bool = true
    ) {
        self.stepButton = stepButton
        self.isEnabled = isEnabled
        self.isElement = isElement
        self.visiblePages = visiblePages
        self.strings = strings
        #if !hasFeature(Embedded)
            self.customLabel = customLabel
            self.titles = titles
            self.state = state
            self.content = content
        #endif
        self.page = page
        self.numberOfPages = numberOfPages
        self.hasMorePages = hasMorePages
        self.progress = progress
        self.slideShowAction = slideShowAction
    }

    /// The label to speak: ``AccessibilityOptions/label`` when set, else the language's default ("Page
    /// control"); for a step button its name, "Previous page" or "Next page".
    public var label: String {
        switch stepButton {
        case .previous?: return strings.previousPageAction
        case .next?: return strings.nextPageAction
        case nil: return customLabel ?? strings.defaultLabel
        }
    }

    /// The element of a step button of this control: the same language and pages, named for the button.
    func forStepButton(_ button: PageControlStepButton, isEnabled: Bool) -> PageControlAccessibilityElement {
        PageControlAccessibilityElement(
            isElement: isElement, visiblePages: visiblePages, strings: strings, customLabel: customLabel, page: page,
            numberOfPages: numberOfPages, hasMorePages: hasMorePages, titles: titles, state: state, content: content,
            progress: progress, slideShowAction: nil, stepButton: button, isEnabled: isEnabled)
    }

    /// The spoken value: "Page 3 of 5" in the control's language, nil with no pages.
    ///
    /// It describes ``PageControl/currentPage``. With a page title it reads "Welcome, page 1 of 4"; with a
    /// state other than normal it adds the state's word ("Page 3 of 8, completed"), then a badge's count ("Page 3 of
    /// 8, completed, 2 new") or a page's text (``IndicatorContent``); with several pages on screen
    /// (``PagingOptions/visiblePageCount``) it names them all ("Pages 3 to 4 of 8", with the first page's title
    /// and state); with a ``PageControl/progress`` attached it adds the percentage ("Page 3 of 5, 40%"), or
    /// "loading" while a timer waits for its page, except while a scrub hides it. While more pages may follow
    /// (``hasMorePages``) the count reads "of at least": "Page 7 of at least 20".
    public var value: String? {
        guard numberOfPages > 0, stepButton == nil else { return nil }
        var value: String
        if let visible = visiblePages, visible.last != visible.first {
            value = strings.value(pages: visible.first, through: visible.last, of: numberOfPages, atLeast: hasMorePages)
            if let title = title(ofPage: page) { value = strings.value(title: title, value: value) }
        } else if let title = title(ofPage: page) {
            value = strings.value(title: title, page: page, of: numberOfPages, atLeast: hasMorePages)
        } else {
            value = strings.value(page: page, of: numberOfPages, atLeast: hasMorePages)
        }
        #if !hasFeature(Embedded)  // the web element sets no page states or contents (Guides/Web.md)
            if let word = strings.name(of: state) { value = strings.value(value, state: word) }
            switch content {
            case .none, .number: break
            case .badge(let count): value = strings.value(value, content: strings.badgeText(count: count))
            case .text(let text): value = strings.value(value, content: text)
            }
        #endif
        switch progress {
        case .none: break
        case .loading: value = strings.value(value, state: strings.loadingState)
        case .percent(let fraction): value = strings.value(value, progress: fraction)
        }
        return value
    }

    /// The custom actions to offer: "First page" and "Last page", and with a timer attached "Stop slide show"
    /// while it runs or "Start slide show" once a person stopped it (WCAG 2.2.2: a way to stop anything that
    /// moves for more than five seconds). Empty when the control is not an element.
    public var customActions: [AccessibilityCustomAction] {
        guard isElement, stepButton == nil else { return [] }
        var actions = [
            AccessibilityCustomAction(kind: .firstPage, name: strings.firstPageAction),
            AccessibilityCustomAction(kind: .lastPage, name: strings.lastPageAction),
        ]
        switch slideShowAction {
        case .startSlideShow?:
            actions.append(AccessibilityCustomAction(kind: .startSlideShow, name: strings.startSlideShowAction))
        case .stopSlideShow?:
            actions.append(AccessibilityCustomAction(kind: .stopSlideShow, name: strings.stopSlideShowAction))
        default: break
        }
        return actions
    }

    /// A page's title (``AccessibilityOptions/pageTitles``), or nil.
    public func title(ofPage page: Int) -> String? {
        #if hasFeature(Embedded)
            return nil  // the web element sets no page titles (Guides/Web.md)
        #else
            return titles.isEmpty ? nil : titles[page]
        #endif
    }

    /// What a page is called on its own, as a tab or link for it says: "Welcome, page 1 of 4" with a title,
    /// else "Page 1 of 4" ("Page 1 of at least 20" while ``hasMorePages``).
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    public func name(ofPage page: Int) -> String {
        if let title = title(ofPage: page) {
            return strings.value(title: title, page: page, of: numberOfPages, atLeast: hasMorePages)
        }
        return strings.value(page: page, of: numberOfPages, atLeast: hasMorePages)
    }
}

extension PageControlAccessibilityElement: Equatable {
    /// Whether two elements say the same: the same parts, so the same label, value and actions.
    public static func == (lhs: PageControlAccessibilityElement, rhs: PageControlAccessibilityElement) -> Bool {
        lhs.hasSameParts(as: rhs, textsEqual: ==)
    }

    /// Whether two elements are made of the same parts with their texts (the label, titles, a content's text)
    /// byte for byte the same: then they write the same label, value, names and actions. Stricter than `==`,
    /// which also takes texts that differ only in Unicode normalisation as equal, and cheaper to link: a host
    /// that rewrites texts only when they change (the web element) asks this without the Unicode tables.
    @inline(never)  // one copy for every host that asks (the web element asks twice a frame)
    package func writesTheSame(as other: PageControlAccessibilityElement) -> Bool {
        hasSameParts(as: other) { PlainText.same($0, $1) }
    }

    /// Whether every part is equal, with texts compared by `textsEqual`.
    func hasSameParts(
        as other: PageControlAccessibilityElement, textsEqual: (String, String) -> Bool
    ) -> Bool {
        guard
            isElement == other.isElement && visiblePages?.first == other.visiblePages?.first
                && visiblePages?.last == other.visiblePages?.last && strings.isSameLanguage(as: other.strings)
                && page == other.page && numberOfPages == other.numberOfPages && hasMorePages == other.hasMorePages
                && state == other.state
                && content.isSame(as: other.content, textsEqual) && progress == other.progress
                && slideShowAction == other.slideShowAction && titles.count == other.titles.count
                && stepButton == other.stepButton && isEnabled == other.isEnabled
        else { return false }
        switch (customLabel, other.customLabel) {
        case (nil, nil): break
        case (let a?, let b?): guard textsEqual(a, b) else { return false }
        default: return false
        }
        #if !hasFeature(Embedded)
            for (page, title) in titles {
                guard let match = other.titles[page], textsEqual(title, match) else { return false }
            }
        #endif
        return true
    }
}

extension IndicatorContent {
    /// Whether two contents are the same, a text compared by `textsEqual`.
    fileprivate func isSame(as other: IndicatorContent, _ textsEqual: (String, String) -> Bool) -> Bool {
        switch (self, other) {
        case (.none, .none), (.number, .number): return true
        case (.badge(let a), .badge(let b)): return a == b
        case (.text(let a), .text(let b)): return textsEqual(a, b)
        default: return false
        }
    }
}
