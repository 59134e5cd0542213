extension PageControl {
    /// How many pages are on screen at once, how far a person's step goes, and whether the row loops; see
    /// ``PagingOptions``. The default is UIKit's: one page, one-page steps, no loop.
    ///
    /// Changing it moves the dots at once (a loop and a row place their windows afresh) and never sends
    /// ``PageControlEvent/valueChanged``.
    public var paging: PagingOptions {
        get {
            PagingOptions(visiblePageCount: pages.span, stepsBySpan: stepsByWholeSpan, wrapsAround: pages.wrapsAround)
        }
        set {
            stepsByWholeSpan = newValue.stepsBySpan
            let loopChanged = pages.setWrapsAround(newValue.wrapsAround)
            let spanChanged = pages.setSpan(newValue.visiblePageCount)
            guard loopChanged || spanChanged else { return }
            if loopChanged { motion.forgetWindowAnchor() }
            reaimPageSpring()
            settleWindow()
        }
    }

    /// How far one step of a person goes: the span with ``PagingOptions/stepsBySpan``, else 1.
    var personStep: Int { stepsByWholeSpan ? max(pages.shownSpan, 1) : 1 }
}
