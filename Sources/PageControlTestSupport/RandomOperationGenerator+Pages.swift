import PageControlCore

/// Page counts, pages, positions and caps on dots, aimed at the control's pages and at their edges.
extension RandomOperationGenerator {
    /// The most pages a control gets while its cap on dots (`maximumVisibleIndicators`) is nil or above
    /// this: without a cap every page is a dot, and hit-testing and drawing are O(dots) by design.
    package static let uncappedPageLimit = 10_000

    /// A page count for `numberOfPages`: mostly 0 to 40, sometimes thousands, huge (up to `Int.max`, around
    /// 2^52) or negative; at most ``uncappedPageLimit`` while the control has no cap on dots at or below that.
    @MainActor
    mutating func pageCount(for control: PageControl) -> Int {
        let count: Int
        switch roll(20) {
        case 0..<3: count = roll(3)
        case 3..<12: count = 3 + roll(38)
        case 12..<15: count = 41 + roll(2000)
        case 15..<17:
            count = pick([Int.max, Int.max - 1, 1 << 40, 1_000_000_000, 1 << 53, (1 << 52) + 1, (1 << 52) - 1, 1 << 52])
        default: count = pick([-1, -2, Int.min, -1_000_000, 10, 11])
        }
        let cap = control.window.maximumVisibleIndicators ?? Int.max
        if cap > Self.uncappedPageLimit, count > Self.uncappedPageLimit { return Self.uncappedPageLimit }
        return count
    }

    /// A page for `currentPage` and the per-page setters: mostly one of the control's pages, else just
    /// outside them, half-way, negative or `Int.min` / `Int.max`.
    @MainActor
    mutating func page(for control: PageControl) -> Int {
        let n = control.numberOfPages
        switch roll(10) {
        case 0..<7: return n > 0 ? Int.random(in: 0..<n, using: &random) : 0
        default:
            return pick([-1, n, n &+ 1, n &- 1, Int.min, Int.max, n / 2, -n])
        }
    }

    /// A position: mostly within the pages (sometimes whole), sometimes up to three pages past either end,
    /// sometimes an edge value of `Double` (NaN, ±infinity).
    @MainActor
    mutating func position(for control: PageControl) -> Double {
        let last = Double(max(control.numberOfPages - 1, 0))
        switch roll(10) {
        case 0..<6: return Double.random(in: 0...max(last, 0), using: &random)
        case 6..<8: return (Double.random(in: 0...max(last, 0), using: &random)).rounded()
        case 8: return Double.random(in: -3...(last + 3), using: &random)
        default: return pick(Self.specialDoubles)
        }
    }

    /// A value for `maximumVisibleIndicators`: nil, a usual cap, 0 to 29, or 0, negative and huge caps;
    /// never a missing or huge cap while the control has more than ``uncappedPageLimit`` pages.
    @MainActor
    mutating func maximumVisible(for control: PageControl) -> Int? {
        switch roll(10) {
        case 0..<2: return control.numberOfPages > Self.uncappedPageLimit ? 10 : nil
        case 2..<6: return pick([10, 5, 3, 1, 2, 7])
        case 6..<8: return roll(30)
        default:
            let cap = pick([0, -1, Int.min, Int.max, 1000])
            return control.numberOfPages > Self.uncappedPageLimit && cap > Self.uncappedPageLimit ? 1000 : cap
        }
    }
}
