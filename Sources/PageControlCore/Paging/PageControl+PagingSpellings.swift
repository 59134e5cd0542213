// The paging spellings from before `paging`, kept for one minor release.

extension PageControl {
    /// How many pages are on screen at once; now ``PagingOptions/visiblePageCount``.
    @available(*, deprecated, renamed: "paging.visiblePageCount")
    public var visiblePageCount: Int {
        get { paging.visiblePageCount }
        set { paging.visiblePageCount = newValue }
    }

    /// Whether a person's step moves by the span; now ``PagingOptions/stepsBySpan``.
    @available(*, deprecated, renamed: "paging.stepsBySpan")
    public var stepsBySpan: Bool {
        get { paging.stepsBySpan }
        set { paging.stepsBySpan = newValue }
    }

    /// Whether the row loops; now ``PagingOptions/wrapsAround``.
    @available(*, deprecated, renamed: "paging.wrapsAround")
    public var wrapsAround: Bool {
        get { paging.wrapsAround }
        set { paging.wrapsAround = newValue }
    }
}
