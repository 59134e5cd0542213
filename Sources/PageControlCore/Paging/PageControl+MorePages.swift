extension PageControl {
    /// Whether ``numberOfPages`` pages exist so far and more may follow: an endless feed, search results loaded
    /// twenty at a time. The default is false.
    ///
    /// While it is true (a looping row ignores it):
    /// - The value reads "Page 7 of at least 20" (in the control's language), and the label and the number
    ///   "7 / 20+".
    /// - The row's trailing end stays open: the window tapers towards it as UIKit's does when pages lie beyond
    ///   the window, even on the last page counted, where the tapering slots past that page stand for the pages to
    ///   come (``IndicatorLayout/openEndCount``).
    /// - A person's step past the last page counted (a tap, a key, an accessibility action, a flick, a jog, a tap
    ///   on the open end) changes nothing and sends no ``PageControlEvent/valueChanged``; it sends
    ///   ``PageControlEvent/morePagesRequested``, once per page count. Raise ``numberOfPages`` when the next batch
    ///   is there: the current dot stays where it is, the row extends, and the new count is not announced.
    /// - ``hidesForSinglePage`` does not hide the control: an unfinished count is never hidden.
    public var hasMorePages: Bool {
        get { pages.hasMorePages }
        set {
            guard pages.setHasMorePages(newValue) else { return }
            settleWindow(animated: false)
        }
    }

    /// A person's step of `delta` pages (a tap's, a key's, an accessibility action's): past the last page of a
    /// row whose end is open it asks for more pages instead.
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    func stepByPerson(_ delta: Int, announcing cause: AnnouncementCause? = .person) -> Bool {
        if delta > 0, pages.isOpenEnded, pages.currentPage >= pages.lastPage {
            askForMorePages()
            return false
        }
        return changePageByUser(
            to: pages.page(pages.currentPage, movedBy: delta), state: .discrete, announcing: cause)
    }

    /// Tells the app that a person asked for pages past the last one (``PageControlEvent/morePagesRequested``),
    /// once per page count; nothing while the row's end is not open or the control takes no input.
    func askForMorePages() {
        guard acceptsInput, pages.isOpenEnded, session.askForMorePages(afterCount: pages.numberOfPages) else {
            return
        }
        send(.morePagesRequested)
    }
}
