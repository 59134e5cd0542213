/// The keyboard focus ring: a capsule stroked around the current dot, outside it by ``gap``.
///
/// While the position moves, the ring is the emphasis-weighted blend of the dots it lies between, so it
/// glides with them. Every host draws the ring it gets from ``IndicatorLayout/focusRing`` (the display list
/// adds it as a ring primitive when asked), so none of them measures a ring of its own.
public struct FocusRing: Sendable, Hashable {
    /// The outer rectangle of the ring's stroke.
    public var frame: Rect
    /// The corner radius of ``frame``: half its shorter side (a capsule).
    public var cornerRadius: Double
    /// The stroke's width, ``width``.
    public var lineWidth: Double

    /// The stroke width in points: 2.
    public static let width = 2.0
    /// The gap between the dot and the ring's inner edge in points: 2.
    public static let gap = 2.0

    /// The ring around a dot frame: outset by ``gap`` plus ``width``.
    public init(around dot: Rect) {
        let outset = Self.gap + Self.width
        frame = dot.outset(dx: outset, dy: outset)
        cornerRadius = Swift.max(Swift.min(frame.width, frame.height), 0) / 2
        lineWidth = Self.width
    }
}

extension IndicatorLayout {
    /// The focus ring around the current dot (blended between two dots while the position moves,
    /// weighted by each dot's emphasis; around the ``mark`` when the effect has one), or nil when no dot
    /// is emphasised.
    ///
    /// - Complexity: O(visible dots).
    public var focusRing: FocusRing? {
        if let mark { return FocusRing(around: mark.frame) }
        var weight = 0.0
        var (x, y, w, h) = (0.0, 0.0, 0.0, 0.0)
        for indicator in self where indicator.emphasis > 0 {
            let e = indicator.emphasis
            let f = indicator.frame
            (x, y, w, h) = (x + e * f.minX, y + e * f.minY, w + e * f.width, h + e * f.height)
            weight += e
        }
        guard weight > 0 else { return nil }
        return FocusRing(around: Rect(x: x / weight, y: y / weight, width: w / weight, height: h / weight))
    }
}
