import PageControlCore
import Testing

/// The window of dots at rest, checked against UIKit's rule as the reference states it, for every page count
/// up to 40, every maximum from 1 to 12, every resting page (stepped forward and back), both window modes and
/// three directions.
@MainActor
@Suite struct IndicatorLayoutWindowTests {
    /// UIKit's discrete rule (`layoutSubviews` of the interactive page control): with margin
    /// m = clamp((v − 2) / 2, 0, 2) the start s stays while s + m ≤ p ≤ s + v − 1 − m; closer than m to the
    /// leading end it becomes p − m, closer to the trailing end min(n, p + m + 1) − v; then it is clamped.
    static func uikitStart(_ s: Int, page p: Int, pages n: Int, visible v: Int) -> Int {
        let m = min(max((v - 2) / 2, 0), 2)
        var s = s
        if p < s + m {
            s = p - m
        } else if p > s + v - 1 - m {
            s = min(n, p + m + 1) - v
        }
        return min(max(s, 0), max(n - v, 0))
    }

    /// The centred rule: the current page in slot (v − 1) / 2, rounded down, clamped at the ends.
    static func centredStart(page p: Int, pages n: Int, visible v: Int) -> Int {
        min(max(p - (v - 1) / 2, 0), max(n - v, 0))
    }

    /// The scale of the dot `d` slots in from an end that hides pages, with `m` shrinking dots: the
    /// outermost is 1/3 (2/3 when only one shrinks) and each slot inwards adds 1/3.
    static func endScale(_ d: Int, margin m: Int) -> Double {
        d >= m ? 1 : Double(d + 3 - m) / 3
    }

    @Test("At rest the window shows exactly min(pages, visible) dots on a whole page", arguments: 1...40)
    func restingWindow(pages n: Int) {
        var failures: [String] = []
        for maximum in 1...12 {
            for following in WindowFollowing.allCases {
                for direction in [PageControlDirection.leftToRight, .rightToLeft, .topToBottom] {
                    check(
                        pages: n, maximum: maximum, following: following, direction: direction, failures: &failures)
                    if failures.count > 20 { break }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    func check(
        pages n: Int, maximum: Int, following: WindowFollowing, direction: PageControlDirection,
        failures: inout [String]
    ) {
        let c = PageControl()
        c.numberOfPages = n
        c.window.maximumVisibleIndicators = maximum
        c.window.following = following
        c.direction = direction
        let length = 1000.0
        c.bounds =
            direction.isVertical
            ? Rect(x: 0, y: 0, width: 37, height: length) : Rect(x: 0, y: 0, width: length, height: 37)
        let v = min(n, maximum)
        let m = min(max((v - 2) / 2, 0), 2)
        var s = 0
        // Forward to the last page, then back to the first: the edge rule depends on the way there.
        let walk = Array(0..<n) + Array((0..<max(n - 1, 0)).reversed())
        for p in walk {
            c.currentPage = p
            s =
                following == .edges
                ? Self.uikitStart(s, page: p, pages: n, visible: v) : Self.centredStart(page: p, pages: n, visible: v)
            let layout = c.layout
            let label = "pages=\(n) max=\(maximum) \(following) \(direction) page=\(p)"
            guard layout.count == v, layout.windowStart == Double(s) else {
                failures.append("\(label): \(layout.count) dots from \(layout.windowStart), expected \(v) from \(s)")
                return
            }
            let rowLength = 16.0 * Double(v) - 9
            for (slot, dot) in layout.enumerated() {
                let lead = s > 0 ? Self.endScale(slot, margin: m) : 1
                let trail = s + v < n ? Self.endScale(v - 1 - slot, margin: m) : 1
                let scale = min(lead, trail)
                var along = (length - rowLength) / 2 + 3.5 + 16 * Double(slot)
                if direction == .rightToLeft { along = length - along }
                let frame = dot.frame
                let mid = direction.isVertical ? frame.midY : frame.midX
                let across = direction.isVertical ? frame.midX : frame.midY
                if dot.page != s + slot || abs(dot.scale - scale) > 1e-12 || abs(mid - along) > 1e-9
                    || across != 18.5 || abs(frame.width - 7 * scale) > 1e-9
                {
                    failures.append(
                        "\(label) slot \(slot): page \(dot.page) scale \(dot.scale) at \(mid), expected page \(s + slot) scale \(scale) at \(along)"
                    )
                    return
                }
            }
        }
    }

    @Test(
        "Between pages the window slides continuously, showing at most one more dot",
        arguments: WindowFollowing.allCases)
    func slides(following: WindowFollowing) {
        let c = PageControl()
        c.numberOfPages = 30
        c.window.following = following
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        var time = 0.0
        c.advanceAnimation(to: time)
        var previous = c.layout.windowStart
        for page in Array(1..<30) + Array((0..<29).reversed()) {
            c.setCurrentPage(page, animated: true)
            while c.isAnimating {
                time += 1.0 / 120
                c.advanceAnimation(to: time)
                let layout = c.layout
                #expect(layout.count <= 11)
                #expect(abs(layout.windowStart - previous) < 0.25)
                previous = layout.windowStart
            }
            #expect(c.layout.count == 10)
            #expect(c.layout.windowStart == c.layout.windowStart.rounded())
        }
    }

    @Test("Stepping from page 0 to 8 of 30 shows pages 1…10; back to 7 the row stands still")
    func referenceExample() {
        let c = PageControl()
        c.numberOfPages = 30
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        for page in 0...8 { c.currentPage = page }
        #expect(c.layout.map(\.page) == Array(1...10))
        c.currentPage = 7
        #expect(c.layout.map(\.page) == Array(1...10))
        c.currentPage = 2
        #expect(c.layout.map(\.page) == Array(0...9))
        // Page 0 at the start of the row is a full dot; only the end with hidden pages shrinks.
        #expect(c.layout.map(\.scale).prefix(3) == [1, 1, 1])
    }

    @Test("A looping row follows by the edge rule too, across the seam")
    func loopingEdges() {
        let c = PageControl()
        c.numberOfPages = 20
        c.paging.wrapsAround = true
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        #expect(c.layout.windowStart == -4)  // no history: centred
        c.currentPage = 1
        #expect(c.layout.windowStart == -4)  // page 1 is in slot 5: the row stands still
        c.currentPage = 4
        #expect(c.layout.windowStart == -3)
        c.currentPage = 0
        #expect(c.layout.windowStart == -3)
        c.currentPage = 19  // one step back across the seam
        #expect(c.layout.map(\.page) == [17, 18, 19, 0, 1, 2, 3, 4, 5, 6])
    }
}
