/// Where every visible dot goes: a pure function of the page count, the continuous position, the
/// bounds, the metrics, the direction and the window.
///
/// The layout is a lazy, random-access collection of ``Indicator`` values in page order. It stores a
/// handful of numbers and computes each indicator when asked, so building and reading it costs
/// O(visible dots) whatever the page count, and allocates nothing.
///
/// When there are more pages than ``visibleCount``, the window of dots scrolls with the position so the
/// current dot stays near the middle, and up to two dots at each end shrink (to 2/3 and 1/3) to show
/// that more pages lie beyond. The window moves continuously with the position and never jumps.
///
/// - Complexity: Creating a layout and reading one indicator are O(1).
public struct IndicatorLayout: Sendable, Hashable, RandomAccessCollection {
    /// One visible dot.
    public struct Indicator: Sendable, Hashable {
        /// The page the dot stands for, 0-based.
        public var page: Int
        /// The dot's frame in the control's bounds coordinates, already scaled.
        public var frame: Rect
        /// The size factor from the window's shrinking ends: 1 for a full dot, less near a scrolled edge.
        public var scale: Double
        /// How much the dot is the current one: 1 at the current page, 0 for others, and in between
        /// while the position moves between two pages.
        public var emphasis: Double
    }

    /// The number of pages, at least 0.
    public private(set) var numberOfPages: Int
    /// The continuous position, clamped to 0…numberOfPages − 1 (0 with no pages; NaN becomes 0).
    public private(set) var position: Double
    /// The concrete direction of the row (never `.natural`).
    public private(set) var direction: PageControlDirection
    /// The bounds the row is centred in, with non-finite values replaced by 0.
    public private(set) var bounds: Rect
    /// The metrics used, with the padding removed when the layout has no padding.
    public private(set) var metrics: IndicatorMetrics
    /// The number of dot slots in the window: the page count, capped by the maximum visible
    /// indicators and by what fits in the bounds (never less than 1 when there are pages).
    public private(set) var visibleCount: Int
    /// The fractional page at the leading end of the window: 0 when the window does not scroll.
    public private(set) var windowStart: Double
    /// The first page with a visible dot.
    public private(set) var firstVisiblePage: Int
    /// The number of visible dots: ``visibleCount``, or one more while the window is between pages.
    public private(set) var count: Int
    /// How many dots at each end shrink when pages are hidden beyond that end: 0…2.
    public private(set) var shrinkingCount: Int
    /// The length of the row of visible dots along its axis.
    public private(set) var rowLength: Double

    /// Lays out the dots.
    ///
    /// - Parameters:
    ///   - numberOfPages: The page count. Negative values become 0.
    ///   - position: The continuous current page. It is clamped to 0…numberOfPages − 1; NaN becomes 0.
    ///   - bounds: The rectangle the dots are centred in. Non-finite coordinates become 0 and negative or
    ///     non-finite sizes become 0. A zero-width bounds does not limit the window.
    ///   - metrics: The dot sizes.
    ///   - direction: The row's direction; `.natural` is taken as `.leftToRight`, so resolve it first.
    ///   - maximumVisibleIndicators: The most dots in the window; nil for no cap. Values below 1 become 1.
    ///   - hasPadding: Whether the metrics' padding applies (it does not for `.minimal` backgrounds).
    public init(
        numberOfPages: Int, position: Double, bounds: Rect, metrics: IndicatorMetrics = .classic,
        direction: PageControlDirection = .leftToRight, maximumVisibleIndicators: Int? = nil, hasPadding: Bool = true
    ) {
        let n = Swift.max(0, numberOfPages)
        var m = metrics
        if !hasPadding {
            m.horizontalPadding = 0
            m.verticalPadding = 0
            m.minimumHeight = 0
        }
        self.numberOfPages = n
        self.direction = direction == .natural ? .leftToRight : direction
        self.bounds = Self.sanitized(bounds)
        self.metrics = m
        let last = Double(Swift.max(n - 1, 0))
        let p = position.isNaN ? 0 : Swift.min(Swift.max(position, 0), last)
        self.position = p
        var v = Swift.min(n, Swift.max(1, maximumVisibleIndicators ?? n))
        let axisLength = self.direction.isVertical ? self.bounds.height : self.bounds.width
        let extra = m.resolvedCurrentIndicatorLength - m.diameter
        if n > 0, axisLength > 0, m.pitch > 0 {
            let fit = ((axisLength - 2 * m.horizontalPadding + m.spacing - extra) / m.pitch).rounded(.down)
            if fit < Double(v) { v = Swift.max(1, Int(Swift.max(fit, 1))) }
        }
        self.visibleCount = v
        let w = n > v ? Swift.min(Swift.max(p - Double(v - 1) / 2, 0), Double(n - v)) : 0
        self.windowStart = w
        self.shrinkingCount = Swift.min(Swift.max((v - 2) / 2, 0), 2)
        if n == 0 {
            firstVisiblePage = 0
            count = 0
            rowLength = 0
        } else {
            let first = CoreMath.floorIndex(w, upper: n - 1)
            let lastVisible = CoreMath.floorIndex((w + Double(v - 1)).rounded(.up), upper: n - 1)
            firstVisiblePage = first
            count = lastVisible - first + 1
            rowLength = Double(v) * m.diameter + Double(v - 1) * m.spacing + extra
        }
    }

    /// The same layout with the window's leading end at `start` (clamped to the pages), used while a
    /// scrub holds the window still and while the window springs back after one.
    func withWindowStart(_ start: Double) -> IndicatorLayout {
        guard numberOfPages > visibleCount else { return self }
        var copy = self
        let w = CoreMath.clamp(start, 0, Double(numberOfPages - visibleCount))
        copy.windowStart = w
        let first = CoreMath.floorIndex(w, upper: numberOfPages - 1)
        let lastVisible = Swift.min(
            numberOfPages - 1,
            CoreMath.floorIndex((w + Double(visibleCount - 1)).rounded(.up), upper: numberOfPages - 1))
        copy.firstVisiblePage = first
        copy.count = lastVisible - first + 1
        return copy
    }

    /// ``contentSize``, except that no pages give a zero length and the usual thickness, as
    /// ``PageControl/size(forNumberOfPages:)`` answers.
    var sizeIncludingEmpty: Size {
        guard numberOfPages == 0 else { return contentSize }
        let across = Swift.max(metrics.diameter + 2 * metrics.verticalPadding, metrics.minimumHeight)
        return direction.isVertical ? Size(width: across, height: 0) : Size(width: 0, height: across)
    }

    /// The index of the first visible dot, 0.
    public var startIndex: Int { 0 }
    /// One past the index of the last visible dot, ``count``.
    public var endIndex: Int { count }

    /// The visible dot at `index` (0 is the first visible page, not page 0).
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> Indicator {
        precondition(index >= 0 && index < count, "Indicator index \(index) is outside 0..<\(count).")
        return indicator(page: firstVisiblePage + index)
    }

    /// The dot of `page`, or nil when the page is out of range or outside the window.
    ///
    /// - Complexity: O(1).
    public func indicator(forPage page: Int) -> Indicator? {
        guard page >= firstVisiblePage, page < firstVisiblePage + count else { return nil }
        return indicator(page: page)
    }

    /// The frame of the content: the visible row plus padding, centred in the bounds.
    ///
    /// The platter is drawn as a capsule in this frame. Its size is the control's size for the window.
    public var contentFrame: Rect {
        let size = contentSize
        return Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The size of the visible row plus padding: what the control needs to show the window.
    public var contentSize: Size {
        guard numberOfPages > 0 else { return .zero }
        let along = rowLength + 2 * metrics.horizontalPadding
        let across = Swift.max(metrics.diameter + 2 * metrics.verticalPadding, metrics.minimumHeight)
        return direction.isVertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// The coordinate of the bounds' centre along the row's axis.
    var axisMid: Double { direction.isVertical ? bounds.midY : bounds.midX }
    /// The coordinate of the bounds' centre across the row.
    var crossMid: Double { direction.isVertical ? bounds.midX : bounds.midY }
    /// +1 when later pages lie towards larger coordinates, −1 otherwise.
    var axisSign: Double { direction.isReversed ? -1 : 1 }

    /// The distance of a point from the row's leading end along the axis, in row coordinates.
    func rowOffset(of point: Point) -> Double {
        let coordinate = direction.isVertical ? point.y : point.x
        return axisSign * (coordinate - axisMid) + rowLength / 2
    }

    /// The offset of a point from the row's centre line, across the axis.
    func crossOffset(of point: Point) -> Double {
        (direction.isVertical ? point.x : point.y) - crossMid
    }

    /// The row coordinate of the centre of a page's dot, visible or not (a continuous function of the page).
    func rowCenter(ofPage page: Double) -> Double {
        let m = metrics
        let extra = m.resolvedCurrentIndicatorLength - m.diameter
        let slot = page - windowStart
        let emphasis = Swift.max(0, 1 - abs(position - page))
        let lead = slot * m.pitch + extra * Swift.min(Swift.max(page - position, 0), 1)
        return lead + (m.diameter + extra * emphasis) / 2
    }

    /// The visible page whose dot centre is nearest to a row offset, and the distance to that centre.
    ///
    /// Dots shrunk below half size at a scrolled end are skipped unless nothing else is visible.
    /// - Complexity: O(visible dots).
    func nearestPage(toRowOffset offset: Double) -> (page: Int, distance: Double)? {
        var best: (page: Int, distance: Double)?
        for indicator in self where indicator.scale >= 0.5 || count == 1 {
            let distance = Swift.abs(offset - rowCenter(ofPage: Double(indicator.page)))
            if best.map({ distance < $0.distance }) ?? true { best = (indicator.page, distance) }
        }
        return best
    }

    /// The axis coordinate (x or y in bounds) of a row coordinate.
    func axisCoordinate(ofRowOffset offset: Double) -> Double {
        axisMid + axisSign * (offset - rowLength / 2)
    }

    /// Computes one page's dot; the page need not be visible.
    func indicator(page: Int) -> Indicator {
        let m = metrics
        let extra = m.resolvedCurrentIndicatorLength - m.diameter
        let p = Double(page)
        let slot = p - windowStart
        let emphasis = Swift.max(0, 1 - abs(position - p))
        let k = Double(shrinkingCount + 1)
        let lead = Swift.min(Swift.max((slot + 1) / k, 0), 1)
        let trail = Swift.min(Swift.max((Double(visibleCount) - slot) / k, 0), 1)
        let hiddenBefore = Swift.min(windowStart, 1)
        let hiddenAfter = Swift.min(Double(numberOfPages - visibleCount) - windowStart, 1)
        let scale = Swift.min(1 - (1 - lead) * hiddenBefore, 1 - (1 - trail) * hiddenAfter)
        let along = (m.diameter + extra * emphasis) * scale
        let across = m.diameter * scale
        let center = axisCoordinate(ofRowOffset: rowCenter(ofPage: p))
        let frame: Rect
        if direction.isVertical {
            frame = Rect(x: crossMid - across / 2, y: center - along / 2, width: across, height: along)
        } else {
            frame = Rect(x: center - along / 2, y: crossMid - across / 2, width: along, height: across)
        }
        return Indicator(page: page, frame: frame, scale: scale, emphasis: emphasis)
    }

    /// Bounds with every non-finite value replaced by 0 and negative sizes raised to 0.
    static func sanitized(_ rect: Rect) -> Rect {
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return Rect(
            x: finite(rect.minX), y: finite(rect.minY), width: Swift.max(finite(rect.width), 0),
            height: Swift.max(finite(rect.height), 0))
    }
}
