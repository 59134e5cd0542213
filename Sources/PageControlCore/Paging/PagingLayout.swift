/// `PagingGeometry`'s pages along the axis, in leading terms (offset 0 shows the leading end of the content):
/// page i wants the offset origin + i × (pageLength + spacing), held within 0…maxOffset, the scroll view's limits.
struct PagingLayout: Hashable {
    /// The offset page 0 wants, before the limits: 0 for leading pages, negative or positive for centred ones.
    let origin: Double
    /// The distance from one page to the next: a page and a gap.
    let stride: Double
    /// The largest offset the scroll view reaches: the content's length less the viewport's, at least 0.
    let maxOffset: Double
    /// The first page at `maxOffset`: the last one an offset can show.
    let lastPage: Int
    /// The last page at offset 0 (0 unless centred pages' first offsets fall below the start).
    let lastPageAtStart: Int

    init(
        numberOfPages: Int, pageLength: Double, spacing: Double, leadingInset: Double, trailingInset: Double,
        viewportLength: Double, origin: Double
    ) {
        let count = Double(numberOfPages)
        let content = leadingInset + count * pageLength + (count - 1) * spacing + trailingInset
        self.origin = origin
        stride = pageLength + spacing
        maxOffset = max(content - viewportLength, 0)
        let highest = numberOfPages - 1
        lastPage = Self.index(Self.wholeAtOrAbove((maxOffset - origin) / stride), upper: highest)
        lastPageAtStart = min(Self.index(Self.wholeAtOrBelow(-origin / stride), upper: highest), lastPage)
    }

    /// The offset that shows a page, within the limits.
    func offset(ofPage page: Int) -> Double { CoreMath.clamp(origin + Double(page) * stride, 0, maxOffset) }

    /// The fractional page at an offset from the leading end, already within 0…maxOffset.
    func fractionalPage(atLeadingOffset o: Double) -> Double {
        let start = offset(ofPage: 0)
        guard lastPage > 0, o > start else { return 0 }
        if o >= offset(ofPage: lastPage) { return Double(lastPage) }
        // Pages that share offset 0 are reached at once: the offset moves evenly from page 0 to the next one.
        let next = lastPageAtStart + 1
        let nextOffset = offset(ofPage: next)
        if o < nextOffset { return Double(next) * (o - start) / (nextOffset - start) }
        let raw = (o - origin) / stride
        let page = Self.index(raw.rounded(.down), upper: lastPage - 1)
        let (from, to) = (offset(ofPage: page), offset(ofPage: page + 1))
        // Between pages within the limits the offset is the page itself; the last may be held at the limit.
        if to == origin + Double(page + 1) * stride { return min(max(raw, Double(page)), Double(page + 1)) }
        return Double(page) + (o - from) / (to - from)
    }

    /// The smallest whole number at or above a quotient, which may have rounded past a whole number by one part
    /// in 10¹² (beyond 2⁵² every value is whole).
    private static func wholeAtOrAbove(_ value: Double) -> Double { (value - tolerance(value)).rounded(.up) }

    /// The largest whole number at or below a quotient, with the same tolerance.
    private static func wholeAtOrBelow(_ value: Double) -> Double { (value + tolerance(value)).rounded(.down) }

    private static func tolerance(_ value: Double) -> Double {
        abs(value) < 0x1p52 ? Swift.max(abs(value), 1) * 1e-12 : 0
    }

    /// A whole number of pages as an index within 0…upper, without trapping on huge or NaN values.
    private static func index(_ value: Double, upper: Int) -> Int {
        guard value == value, value > 0, upper > 0 else { return 0 }
        return value >= Double(upper) ? upper : Int(value)
    }
}
