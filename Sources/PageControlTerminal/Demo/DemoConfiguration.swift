import PageControlCore

/// How the terminal demo is set up.
package struct DemoConfiguration: Sendable {
    /// The pages to show. An empty list shows one empty page.
    package var pages: [DemoPage]
    /// What a click on the dots does. The default is `.automatic`, the core's and UIKit's: a terminal has only a
    /// mouse, and a mouse click goes straight to the clicked dot (as UIKit's iPad pointer does).
    package var tapBehavior: TapBehavior = .automatic
    /// Seconds per page for auto-advance, or nil (the default) for none.
    package var autoplay: Double?
    /// Whether page changes are instant instead of sliding. The default is false.
    package var reducesMotion = false
    /// How the current page moves between pages. The default is `.none`.
    package var effect = IndicatorEffect.none
    /// What stands for the pages. The default is `.dots`.
    package var presentation = IndicatorPresentation.dots
    /// Content on pages' dots to start with (0-based pages).
    package var contents: [(page: Int, content: IndicatorContent)] = []
    /// Whether every dot shows its page number. The default is false.
    package var showsPageNumbers = false
    /// Whether to write colour escapes. The default is true; false for `NO_COLOR`.
    package var usesColor = true
    /// The current dot's colour, or nil for white.
    package var currentColor: Color?
    /// The other dots' colour, or nil for translucent gray.
    package var color: Color?
    /// The language of the status line's "Page 3 of 12", or nil for English.
    package var language: String?
    /// Page states to start with (0-based pages).
    package var states: [(page: Int, state: IndicatorState)] = []
    /// Whether pages a person leaves become visited (the trail, `--visited`). The default is false.
    package var marksVisited = false
    /// The page shown first, 0-based (`--page N` minus 1). The default is 0.
    package var initialPage = 0
    /// The direction of the row. The default is `.natural`: left to right, or right to left in a right-to-left
    /// language.
    package var direction = PageControlDirection.natural
    /// Pages on screen at once (the dots of a span are all current). The default is 1.
    package var visiblePages = 1
    /// Whether the pages loop: after the last comes the first, and the dots cross the seam one step at a time.
    /// The default is false.
    package var loops = false
    /// Which page changes the control announces (`--announce`). The default is ``PageAnnouncementPolicy/afterPersonChanges``.
    package var announcementPolicy = PageAnnouncementPolicy.afterPersonChanges
    /// Whether the sample pages are an endless feed: more pages may follow, and reaching the end loads ten more
    /// (``DemoApp/morePagesPerBatch``). The default is false.
    package var morePages = false
    /// Whether the row has a previous and a next button at its ends (`--step-buttons`), which a click steps with.
    /// The default is false.
    package var stepButtons = false

    /// Creates a configuration.
    package init(pages: [DemoPage]) {
        self.pages = pages
    }

    /// The seconds per page when `a` turns auto-advance on and no `--autoplay` was given.
    package static let defaultAutoplay = 3.0
}
