/// What a host exposes to assistive technology for a control at one moment: whether it is an element, its
/// label, value, traits and custom actions, in the control's language; read from
/// ``PageControl/accessibilityElement``.
///
/// ```swift
/// let element = control.accessibilityElement
/// view.isAccessibilityElement = element.isElement
/// view.accessibilityValue = element.value      // "Page 3 of 5"
/// ```
///
/// It is a snapshot: read it again after the page, the pages or the options change.
public struct PageControlAccessibilityElement: Sendable {
    /// Whether assistive technology should see the control: true when it has at least one page and is not
    /// hidden.
    public let isElement: Bool

    /// The label to speak: ``AccessibilityOptions/label`` when set, else the language's default ("Page
    /// control").
    public let label: String

    /// The spoken value: "Page 3 of 5" in the control's language, nil with no pages.
    ///
    /// It describes ``PageControl/currentPage``. With a page title it reads "Welcome, page 1 of 4"; with a
    /// state other than normal it adds the state's word ("Page 3 of 8, completed"); with several pages on
    /// screen (``PagingOptions/visiblePageCount``) it names them all ("Pages 3 to 4 of 8", with the first
    /// page's title and state); with a ``PageControl/progress`` attached it adds the percentage ("Page 3 of
    /// 5, 40%"), except while a scrub hides it.
    public let value: String?

    /// The traits to report: always ``AccessibilityTraits/adjustable`` and
    /// ``AccessibilityTraits/updatesFrequently``.
    public let traits: AccessibilityTraits

    /// The custom actions to offer: "First page" and "Last page", and with a timer attached "Stop slide show"
    /// while it runs or "Start slide show" once a person stopped it (WCAG 2.2.2: a way to stop anything that
    /// moves for more than five seconds). Empty when the control is not an element.
    public let customActions: [AccessibilityCustomAction]

    /// The pages the value names, first and last (0-based; the last may wrap round in a looping row), or nil
    /// with no pages.
    public let visiblePages: (first: Int, last: Int)?

    /// The strings of the control's language (``PageControlEnvironment/language``).
    public let strings: PageControlStrings
}
