/// How a control answers a person's touch, pointer and keyboard beyond UIKit's switches: what a tap does,
/// how large the hit area is, whether a scrub shows its preview and where, and the focus ring's colour; the
/// value of ``PageControl/interaction``.
///
/// ```swift
/// control.interaction.tapBehavior = .jumpToDot
/// control.interaction.showsScrubPreview = true
/// ```
public struct InteractionOptions: Sendable, Hashable {
    /// What a tap does. The default is ``TapBehavior/automatic``, as UIKit: a finger steps one page, a mouse
    /// or trackpad goes straight to the dot under it.
    public var tapBehavior: TapBehavior

    /// The smallest area that accepts taps, centred on the dots, without changing what is drawn. The
    /// default is 44 × 44 points, as Apple's guidelines ask.
    ///
    /// Negative and non-finite sizes become 0.
    public var minimumHitTargetSize: Size {
        didSet { minimumHitTargetSize = Self.sanitized(minimumHitTargetSize) }
    }

    /// Whether display lists draw the scrub preview (``PageControlFrame/preview``) (a callout with the page's title or "4 / 12"
    /// over the dot under the finger). The default is false, as UIPageControl shows none; give the control
    /// room above (or below) the dots for it.
    public var showsScrubPreview: Bool

    /// The rectangle the preview's callout must stay inside, in the control's bounds coordinates. The
    /// default, nil, is ``PageControl/bounds``.
    ///
    /// The dots are centred in the bounds, so within them the room above and below is the same; a host that
    /// lets the callout reach past the control (the UIKit adapter draws it in the superview) gives the room it
    /// really has, such as the window's safe area in the control's coordinates, and the callout then flips
    /// below the row when the room above runs out. Non-finite values become 0 and negative sizes empty; an
    /// empty rectangle does not limit the callout.
    public var scrubPreviewBounds: Rect?

    /// The colour of the keyboard focus ring a host draws around the current dot (see
    /// ``IndicatorLayout/focusRing``). The default, nil, is the current dot's colour at 50 % opacity.
    public var focusRingColor: Color?

    /// Whether a scrub's page changes give haptic feedback (``PageControl/feedbackHandler``, which the UIKit and
    /// SwiftUI hosts play), as UIPageControl's do. The default is true; false gives none.
    public var providesHapticFeedback: Bool

    /// Creates interaction options; every setting defaults as its property says, and is clamped as it says.
    public init(
        tapBehavior: TapBehavior = .automatic, minimumHitTargetSize: Size = Size(width: 44, height: 44),
        showsScrubPreview: Bool = false, scrubPreviewBounds: Rect? = nil, focusRingColor: Color? = nil,
        providesHapticFeedback: Bool = true
    ) {
        self.tapBehavior = tapBehavior
        self.minimumHitTargetSize = Self.sanitized(minimumHitTargetSize)
        self.showsScrubPreview = showsScrubPreview
        self.scrubPreviewBounds = scrubPreviewBounds
        self.focusRingColor = focusRingColor
        self.providesHapticFeedback = providesHapticFeedback
    }

    /// A size with negative and non-finite components made 0.
    static func sanitized(_ size: Size) -> Size {
        Size(width: IndicatorMetrics.length(size.width), height: IndicatorMetrics.length(size.height))
    }
}
