/// The sizes that place the dots: diameter, the gap between dots, padding and minimum height.
///
/// Every length is in points and is described for a horizontal row; vertical directions swap the
/// axes. Negative and NaN lengths become 0, infinite ones become 0 as well, and lengths beyond 10⁶ points
/// are lowered to 10⁶, so metrics are always usable by the layout.
///
/// ```swift
/// // The custom control of seed 004: 7 pt dots, 7 pt apart.
/// let metrics = IndicatorMetrics(diameter: 7, spacing: 7)
/// ```
public struct IndicatorMetrics: Sendable, Hashable {
    /// The diameter of one dot: its size across the row (the thickness of a line or a segment) and, unless
    /// ``indicatorLength`` says otherwise, along it. ``classic``: 7.
    public var diameter: Double { didSet { diameter = Self.length(diameter) } }
    /// The gap between the edges of neighbouring dots. ``classic``: 9 (a 16 pt pitch).
    public var spacing: Double { didSet { spacing = Self.length(spacing) } }
    /// The padding before the first and after the last dot, at each end. ``classic``: 0.
    public var horizontalPadding: Double { didSet { horizontalPadding = Self.length(horizontalPadding) } }
    /// The padding above and below the dots, on each side. ``classic``: 15.
    public var verticalPadding: Double { didSet { verticalPadding = Self.length(verticalPadding) } }
    /// The smallest height of the control, whatever the diameter and padding. ``classic``: 37.
    public var minimumHeight: Double { didSet { minimumHeight = Self.length(minimumHeight) } }
    /// The length of every indicator along the row, for dashes, lines and segments (``lines``: 35).
    ///
    /// The default, nil, uses ``diameter`` (round dots). ``IndicatorPresentation/segments`` divides the
    /// bounds between the pages instead and uses this length only for its preferred size.
    public var indicatorLength: Double? {
        didSet { indicatorLength = indicatorLength.map(Self.length) }
    }
    /// The length of the current page's indicator along the row, for an elongated current dot.
    ///
    /// The default, nil, uses ``resolvedIndicatorLength``. Values below it are raised to it.
    public var currentIndicatorLength: Double? {
        didSet { currentIndicatorLength = currentIndicatorLength.map(Self.length) }
    }

    /// Creates metrics.
    ///
    /// - Parameters:
    ///   - diameter: The dot diameter. The default is 7, as UIPageControl before iOS 14.
    ///   - spacing: The gap between dots. The default is 9, as UIPageControl before iOS 14.
    ///   - horizontalPadding: Padding at each end of the row. The default is 0.
    ///   - verticalPadding: Padding above and below the row. The default is 15.
    ///   - minimumHeight: The smallest control height. The default is 37.
    ///   - currentIndicatorLength: The current dot's length along the row; nil (the default) for a round dot.
    ///   - indicatorLength: Every indicator's length along the row; nil (the default) for the diameter.
    ///
    /// Negative, NaN and infinite lengths become 0.
    public init(
        diameter: Double = 7, spacing: Double = 9, horizontalPadding: Double = 0, verticalPadding: Double = 15,
        minimumHeight: Double = 37, currentIndicatorLength: Double? = nil, indicatorLength: Double? = nil
    ) {
        self.diameter = Self.length(diameter)
        self.spacing = Self.length(spacing)
        self.horizontalPadding = Self.length(horizontalPadding)
        self.verticalPadding = Self.length(verticalPadding)
        self.minimumHeight = Self.length(minimumHeight)
        self.currentIndicatorLength = currentIndicatorLength.map(Self.length)
        self.indicatorLength = indicatorLength.map(Self.length)
    }

    /// UIPageControl before iOS 14: 7 pt dots, 9 pt gaps (a 16 pt pitch), 37 pt tall, no padding at the ends.
    ///
    /// `size(forNumberOfPages: n)` is `(16n − 9, 37)`. This is the default.
    public static let classic = IndicatorMetrics()

    /// UIPageControl since iOS 14: 8 pt dots with 8 pt gaps (the same 16 pt pitch), 14 pt padding at each
    /// end and 8 pt above and below.
    ///
    /// `size(forNumberOfPages: n)` is `(16n + 20, 24)`. The exact diameter of the iOS 14 symbol dot is not
    /// documented; 8 pt is the size Apple fixes for the Mac idiom and keeps the legacy pitch.
    public static let modern = IndicatorMetrics(
        diameter: 8, spacing: 8, horizontalPadding: 14, verticalPadding: 8, minimumHeight: 0)

    /// libadwaita's `AdwCarouselIndicatorLines`: lines 35 pt long and 3 pt thick, 5 pt apart, with a 2 pt
    /// margin all round, the default of ``IndicatorPresentation/lines``.
    public static let lines = IndicatorMetrics(
        diameter: 3, spacing: 5, horizontalPadding: 2, verticalPadding: 2, minimumHeight: 0, indicatorLength: 35)

    /// A story bar: segments 3 pt thick with 4 pt gaps and 8 pt padding, 35 pt long when the bounds do not
    /// set the length (the preferred size), the default of ``IndicatorPresentation/segments``.
    public static let segments = IndicatorMetrics(
        diameter: 3, spacing: 4, horizontalPadding: 8, verticalPadding: 8, minimumHeight: 0, indicatorLength: 35)

    /// The distance between the starts of neighbouring indicators: their length plus spacing (for round
    /// dots, the distance between centres: diameter plus spacing).
    @inlinable public var pitch: Double { resolvedIndicatorLength + spacing }

    /// Every indicator's length along the row: ``indicatorLength``, or the diameter when it is nil.
    @inlinable public var resolvedIndicatorLength: Double { indicatorLength ?? diameter }

    /// The current dot's length along the row: ``currentIndicatorLength`` or ``resolvedIndicatorLength``,
    /// whichever is larger.
    @inlinable public var resolvedCurrentIndicatorLength: Double {
        max(resolvedIndicatorLength, currentIndicatorLength ?? resolvedIndicatorLength)
    }

    /// The same metrics with every length multiplied by `factor` (Dynamic Type, zoom).
    ///
    /// A negative, NaN or infinite factor is treated as 1.
    public func scaled(by factor: Double) -> IndicatorMetrics {
        let f = factor.isFinite && factor >= 0 ? factor : 1
        return IndicatorMetrics(
            diameter: diameter * f, spacing: spacing * f, horizontalPadding: horizontalPadding * f,
            verticalPadding: verticalPadding * f, minimumHeight: minimumHeight * f,
            currentIndicatorLength: currentIndicatorLength.map { $0 * f },
            indicatorLength: indicatorLength.map { $0 * f })
    }

    /// The longest length kept, in points; longer ones are lowered to it so that sums of lengths stay finite.
    public static let maximumLength = 1_000_000.0

    /// A usable length: finite, at least 0 and at most ``maximumLength``.
    static func length(_ value: Double) -> Double {
        value.isFinite && value > 0 ? Swift.min(value, maximumLength) : 0
    }
}
