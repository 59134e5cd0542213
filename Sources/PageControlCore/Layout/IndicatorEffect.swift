/// How the current page is shown as the position moves between pages: a pure function of the position,
/// so an effect follows a scroll view, a scrub, a spring or a timer frame by frame, in every direction,
/// in a scrolling window and across a looping row's seam.
///
/// With `position = k + f` (0 ≤ f < 1), D_k the frame of page k's dot and p the distance between two
/// dots' leading edges, left to right:
/// - ``none``: the emphasis moves between the dots (their colour and length blend). The default.
/// - ``worm``: a mark as thick as the dots with round ends stretches to the next dot and then pulls its
///   tail after it: for f ≤ ½ it runs from D_k.minX to D_k.maxX + 2f·p, for f > ½ from
///   D_k.minX + (2f − 1)·p to D_{k+1}.maxX.
/// - ``thinWorm``: as ``worm``, thinner in the middle of its run: h·(1 − min(f, 1 − f)), centred.
/// - ``slide``: a dot-sized mark slides from dot to dot: its leading edge at D_k.minX + f·p.
/// - ``jump``: as ``slide``, lifted toward the top by h·sin(πf) (h the dots' thickness), within the bounds.
/// - ``swap``: the mark as ``slide``, with dot k travelling under it and dot k + 1 moving the other way to
///   D_{k+1}.minX − f·p, so the two trade places and the mark never leaves the dots.
/// - ``fill``: no mark; every dot is a ring whose line goes from its outline width at emphasis 0 to a
///   full disc at emphasis 1.
/// - ``scale(_:)``: no mark; a dot of emphasis e is scaled by 1 + (s − 1)·e about its centre. The control's size
///   (``PageControl/size(forNumberOfPages:)``, ``PageControl/intrinsicContentSize``) makes room for the grown
///   dot at the first and last page where the padding does not, so it is never cut.
///
/// At a whole position the mark is exactly the current dot's frame. Right to left mirrors the row; the
/// vertical directions put the same geometry on the other axis. The mark spans real dot frames, so at a
/// scrolled end it takes the size of the shrunk dots it spans and never leaves the row.
///
/// In a looping row (``PagingOptions/wrapsAround``) that shows every page, the row's ends are joined at the
/// seam: between the last page (k = n − 1) and the first, D_0 follows D_{n−1} directly, with no spacing, and
/// the mark is cut there into a piece leaving the trailing end (``IndicatorLayout/Mark/frame``) and a piece
/// entering at the leading end (``IndicatorLayout/Mark/wrappedFrame``), whose lengths add up to the mark's
/// (for the worms, over the two touching dots). The swap's dots stay put across the seam; only its mark
/// crosses. In a looping window the pages on both sides of the seam stand side by side, so nothing is cut. With Reduce
/// Motion the moving effects (the ones with a mark) put the mark on the nearest page at once; ``fill``
/// and ``scale(_:)`` keep following the emphasis.
public enum IndicatorEffect: Sendable, Hashable {
    /// The emphasis moves between dots, as UIKit. The default.
    case none
    /// A round-ended mark that stretches to the next dot, then follows.
    case worm
    /// A ``worm`` that thins in the middle of its run.
    case thinWorm
    /// A dot-sized mark sliding from dot to dot.
    case slide
    /// A sliding mark that hops over the dots between.
    case jump
    /// A sliding mark and the next dot trading places.
    case swap
    /// Dots are rings that fill as they become current.
    case fill
    /// The current dot grows by this factor (1.5 makes it half as large again). Values are clamped to
    /// 0.25…3 when laid out; NaN counts as 1.
    case scale(Double)

    /// The default effect, ``none``.
    public static let `default` = IndicatorEffect.none

    /// Every effect with a moving mark.
    public var hasMark: Bool {
        switch self {
        case .worm, .thinWorm, .slide, .jump, .swap: return true
        case .none, .fill, .scale: return false
        }
    }

    /// The scale factor of ``scale(_:)`` as laid out (clamped to 0.25…3, NaN as 1); 1 for the others.
    public var scaleFactor: Double {
        guard case .scale(let s) = self else { return 1 }
        return s.isNaN ? 1 : Swift.min(Swift.max(s, 0.25), 3)
    }

    /// The effect's name as the command line writes it: `none`, `worm`, `thin-worm`, `slide`, `jump`,
    /// `swap`, `fill`, or `scale:1.5`.
    public var name: String {
        switch self {
        case .none: return "none"
        case .worm: return "worm"
        case .thinWorm: return "thin-worm"
        case .slide: return "slide"
        case .jump: return "jump"
        case .swap: return "swap"
        case .fill: return "fill"
        case .scale(let s): return "scale:\(PlainNumber.format(s))"
        }
    }

    /// The effect a name stands for (see ``name``; `scale` alone is `scale:1.5`), or nil for an unknown
    /// name or a scale that is not a finite number.
    public init?(name: String) {
        let names: [(StaticString, IndicatorEffect)] = [
            ("none", .none), ("worm", .worm), ("thin-worm", .thinWorm), ("thinworm", .thinWorm), ("slide", .slide),
            ("jump", .jump), ("swap", .swap), ("fill", .fill), ("scale", .scale(1.5)),
        ]
        // One pass over the name's bytes: a name above, or "scale:S" with a finite scale.
        let effect: IndicatorEffect? = PlainText.withUTF8(name) { bytes in
            if let match = names.first(where: { PlainName.matches(bytes, $0.0) }) { return match.1 }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
                PlainName.matches(UnsafeBufferPointer(rebasing: bytes[..<colon]), "scale"),
                let s = PlainNumber.parse(UnsafeBufferPointer(rebasing: bytes[(colon + 1)...])),
                s.isFinite
            else { return nil }
            return .scale(s)
        }
        guard let effect else { return nil }
        self = effect
    }

    /// The effects the gallery and benchmarks show, in order (with `scale(1.5)`).
    public static let all: [IndicatorEffect] = [.none, .worm, .thinWorm, .slide, .jump, .swap, .fill, .scale(1.5)]
}
