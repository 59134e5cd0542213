/// What stands for the pages: a row of dots (the default), thin lines, a story bar of segments or a
/// number. Each is a pure function of the position, like an ``IndicatorEffect``, so it follows a scroll
/// view, a scrub, a spring or a timer frame by frame, and taps, scrubbing, keys and accessibility work the
/// same under all four.
///
/// - ``dots``: today's control, UIPageControl's row.
/// - ``lines``: GNOME's `AdwCarouselIndicatorLines`. With no metrics set, a line per page 35 × 3 pt,
///   5 pt apart, 2 pt margin (``IndicatorMetrics/lines``); the other lines in the other dots' colour and
///   the current page as another line in the current colour that moves with the position between them
///   (the effect's mark: ``IndicatorEffect/slide`` unless the control has a moving effect of its own,
///   such as ``IndicatorEffect/worm``). With no colours set, the lines are the current colour at 0.3
///   opacity and the moving line at 0.9, as libadwaita draws them. Lines window, loop and cross a looping
///   row's seam exactly as dots do.
/// - ``segments``: the story bar. The row's length (the bounds less the padding) is divided into one
///   segment per page with equal gaps: pages before the current one are filled, pages after it empty,
///   and the current one is filled by its `PageControlProgress` (a timer or the app's own), or with no
///   progress by the position (at rest the current segment is full; the next fills as the position moves
///   towards it). Segments never window: when a segment would be shorter than
///   ``minimumSegmentLength``, the bar is drawn as one continuous track instead, filled to the same
///   fraction of all the pages (a progress bar), and taps and scrubbing work along its length.
/// - ``numeric``: "3 / 12" (the overflow label's format, in the language's own digits) in place of the
///   dots. Taps and scrubbing work along its length, which is divided evenly between the pages.
///
/// Where a feature makes no sense, it is left out on purpose:
/// - Segments and numbers do not window (``IndicatorWindow/maximumVisibleIndicators`` is ignored): a bar
///   and a number already show every page.
/// - Segments and numbers have no moving mark (the fill and the number show the current page), no
///   ``IndicatorEffect/scale(_:)`` and no ``IndicatorEffect/fill``; lines ignore scale and fill too and
///   slide instead.
/// - Under Increase Contrast, segments and the number have no outline: a segment's fill is the current
///   colour on the other colour and the number is text.
/// - In a looping row the bar crosses the seam the short way: as the position moves from the last page to
///   the first, the first segment fills while the others empty, so the bar starts again without a jump.
public enum IndicatorPresentation: Sendable, Hashable, CaseIterable {
    /// A row of dots, as UIPageControl. The default.
    case dots
    /// Thin lines, one per page, with the current page as a line moving between them (libadwaita).
    case lines
    /// A story bar: one segment per page, filled up to the current page and by its progress.
    case segments
    /// A number, "3 / 12".
    case numeric

    /// The default presentation, ``dots``.
    public static let `default` = IndicatorPresentation.dots

    /// The shortest segment drawn, 4 points: below it, ``segments`` is drawn as one continuous track.
    public static let minimumSegmentLength = 4.0

    /// The most segments laid out with no bounds to divide (a zero length, as
    /// ``PageControl/size(forNumberOfPages:)`` measures), 100: each is then its metrics'
    /// ``IndicatorMetrics/indicatorLength`` long, and more pages make a track as long as 100 segments.
    public static let maximumUnboundedSegments = 100

    /// The presentation's name as the command line spells it: `dots`, `lines`, `segments`, `numeric`.
    public var name: String {
        switch self {
        case .dots: return "dots"
        case .lines: return "lines"
        case .segments: return "segments"
        case .numeric: return "numeric"
        }
    }

    /// The presentation named `name` (as ``name`` spells it, any case), or nil.
    public init?(name: String) {
        let names: [(StaticString, IndicatorPresentation)] = [
            ("dots", .dots), ("lines", .lines), ("segments", .segments), ("numeric", .numeric),
        ]
        guard let match = names.first(where: { PlainName.matches(name, $0.0) }) else { return nil }
        self = match.1
    }

    /// The metrics used when neither the control nor the appearance proxy sets any:
    /// ``IndicatorMetrics/classic`` for dots and numbers, ``IndicatorMetrics/lines`` and
    /// ``IndicatorMetrics/segments``.
    public var defaultMetrics: IndicatorMetrics {
        switch self {
        case .dots, .numeric: return .classic
        case .lines: return .lines
        case .segments: return .segments
        }
    }
}
