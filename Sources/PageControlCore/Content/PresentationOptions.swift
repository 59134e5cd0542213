/// What stands for the pages and what their dots carry: dots, lines, story segments or a number; each page's
/// number, a badge or text on its dot; and the badges' colour. Set through ``PageControl/presentation``.
///
/// ```swift
/// control.presentation.kind = .segments
/// control.presentation.setContent(.badge(2), forPage: 2)   // "Page 3 of 8, 2 new"
/// control.presentation.showsPageNumbers = true
/// ```
///
/// Content is stored sparsely: memory and a frame's cost grow with the pages that have content, never with
/// the page count. Setting or clearing one page's content is O(1).
public struct PresentationOptions: Sendable {
    /// What stands for the pages; see ``IndicatorPresentation``. The default, nil, uses the appearance proxy's
    /// (``PageControlAppearance/indicatorPresentation``), else ``IndicatorPresentation/dots``.
    ///
    /// With no metrics set (on the control or the proxy), each presentation uses its own
    /// (``IndicatorPresentation/defaultMetrics``); with no colours set, lines are the current colour at 0.3
    /// opacity and the moving line at 0.9, as libadwaita draws them.
    public var kind: IndicatorPresentation?

    #if hasFeature(Embedded)
        // The web element has no attribute for page numbers, content or a badge colour: in its module they keep
        // their defaults, and the optimiser leaves out what they would change (Guides/Web.md, What the Embedded
        // build leaves out).

        /// Whether every dot shows its page number: always false in the web module.
        public var showsPageNumbers: Bool {
            get { false }
            set {}
        }

        /// The badges' colour: always nil (the default) in the web module.
        public var badgeColor: Color? {
            get { nil }
            set {}
        }

        /// The content of each page: always none in the web module.
        var contents: IndicatorContents {
            get { IndicatorContents() }
            set {}
        }
    #else
        /// Whether every dot shows its page number (1-based, in the language's digits). The default is false.
        ///
        /// Every dot grows to fit the longest number (the page count's digits), so the row keeps one pitch. A
        /// page's own text (``IndicatorContent/text(_:)``) shows instead of its number, and a badge still sits on
        /// the corner.
        public var showsPageNumbers = false {
            didSet { if showsPageNumbers != oldValue { contents.noteChange() } }
        }

        /// The badges' colour. The default, nil, uses the appearance proxy's colour, then
        /// ``PageControlAppearance/defaultBadgeColor`` (a red that white text reads on at 4.5:1).
        public var badgeColor: Color?

        /// The content of each page that has some, kept with the tallies that size the dots.
        var contents = IndicatorContents()
    #endif

    /// Options with every default: the proxy's presentation (else dots), no page numbers, no content, the
    /// proxy's badge colour (else the default red).
    public init() {}

    /// Options with a presentation and, optionally, page numbers and a badge colour.
    ///
    /// - Parameters:
    ///   - kind: What stands for the pages, or nil (the default) for the proxy's, else dots.
    ///   - showsPageNumbers: Whether every dot shows its number. The default is false.
    ///   - badgeColor: The badges' colour, or nil (the default) for the proxy's, else the default red.
    public init(kind: IndicatorPresentation?, showsPageNumbers: Bool = false, badgeColor: Color? = nil) {
        self.kind = kind
        self.showsPageNumbers = showsPageNumbers
        self.badgeColor = badgeColor
    }

    /// The content set for a page, or ``IndicatorContent/none`` (also for pages without any). A number shown
    /// by ``showsPageNumbers`` alone is not the page's own content.
    public func content(forPage page: Int) -> IndicatorContent { contents[page] }

    /// Sets what a page's dot carries: its number, a badge with a count, or one or two characters of text;
    /// ``IndicatorContent/none`` removes it. See ``IndicatorContent``.
    ///
    /// A badge's negative count becomes 0 and text is cut to two characters
    /// (``IndicatorContent/normalized``). Negative pages are ignored; a control drops the content of pages at
    /// or past its ``PageControl/numberOfPages``, now and whenever the page count is lowered.
    ///
    /// - Complexity: O(1) amortised.
    public mutating func setContent(_ content: IndicatorContent, forPage page: Int) {
        guard page >= 0 else { return }
        contents.set(content, forPage: page)
    }

    /// The pages that have content, ascending.
    ///
    /// - Complexity: O(k log k) for k pages with content.
    public var pagesWithContent: [Int] { contents.byPage.keys.sorted() }
}

extension PresentationOptions: Equatable {
    /// Whether two options present alike: the same presentation, page numbers, badge colour and content.
    public static func == (lhs: PresentationOptions, rhs: PresentationOptions) -> Bool {
        lhs.kind == rhs.kind && lhs.showsPageNumbers == rhs.showsPageNumbers && lhs.badgeColor == rhs.badgeColor
            && lhs.contents.byPage == rhs.contents.byPage
    }
}
