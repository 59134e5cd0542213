/// Where a step button is drawn and takes taps, and whether it steps now: part of a frame
/// (``PageControlFrame/stepButton(_:)``) and of hit testing (``HitTesting/frame(forStepButton:)``).
///
/// A button sits just outside the dots at its end of the row, in a slot as thick as the row and as long as its
/// chevron plus a gap (``slotLength(for:)``); its chevron points away from the dots, so it follows the row's
/// direction (mirrored right to left, up and down on a vertical row). Its hit frame grows the slot outwards, away
/// from the dots, and across the row, to at least the minimum hit target, so small dots still leave a button a
/// finger can take.
public struct StepButtonFrame: Sendable, Equatable {
    /// Where a chevron points.
    public enum Pointing: Sendable, Hashable {
        case left, right, up, down
    }

    /// Which button this is.
    public let button: PageControlStepButton
    /// The button's slot in the control's coordinates.
    public let frame: Rect
    /// The chevron's box, centred in ``frame``: ``glyphLength(for:)`` across the row and half as long along it.
    public let glyphFrame: Rect
    /// Where a tap chooses the button: the slot grown outwards and across to at least the minimum hit target.
    public let hitFrame: Rect
    /// Whether a tap steps: false at the end of the row the button steps towards (dimmed, with
    /// ``StepButtonsAtEnds/disabled``); always true in a looping row.
    public let isEnabled: Bool
    /// Where the chevron points: away from the dots.
    public let pointing: Pointing

    /// Creates a button's frame from its parts, as a control computes them.
    public init(
        button: PageControlStepButton, frame: Rect, glyphFrame: Rect, hitFrame: Rect, isEnabled: Bool,
        pointing: Pointing
    ) {
        self.button = button
        self.frame = frame
        self.glyphFrame = glyphFrame
        self.hitFrame = hitFrame
        self.isEnabled = isEnabled
        self.pointing = pointing
    }

    /// The chevron's length across the row for dots of `metrics`: 1.5 dot diameters, at least 8 points (10.5 for
    /// UIKit's 7-point dots).
    public static func glyphLength(for metrics: IndicatorMetrics) -> Double {
        Swift.max(8, metrics.diameter * 1.5)
    }

    /// The length of a button's slot along the row: its chevron's length and a gap of the dots' spacing (19.5
    /// points for UIKit's classic metrics). The control's intrinsic size grows by two of them.
    public static func slotLength(for metrics: IndicatorMetrics) -> Double {
        glyphLength(for: metrics) + metrics.spacing
    }

    /// The buttons of a layout, at the ends of its dots (its content frame), or nil where a button is not shown.
    ///
    /// - Parameters:
    ///   - layout: The dots; no buttons when it is empty.
    ///   - enabled: Whether each button steps now (previous, next).
    ///   - atEnds: What a button that does not step does.
    ///   - minimumTarget: The smallest area a tap needs.
    static func frames(
        in layout: IndicatorLayout, enabled: (previous: Bool, next: Bool), atEnds: StepButtonsAtEnds,
        minimumTarget: Size
    ) -> (previous: StepButtonFrame?, next: StepButtonFrame?) {
        guard !layout.isEmpty else { return (nil, nil) }
        let content = layout.contentFrame
        let metrics = layout.metrics
        let slot = slotLength(for: metrics)
        let glyph = glyphLength(for: metrics)
        let vertical = layout.direction.isVertical
        let (targetAlong, targetAcross) =
            vertical ? (minimumTarget.height, minimumTarget.width) : (minimumTarget.width, minimumTarget.height)
        let reach = Swift.max(slot, targetAlong)
        // One button per end of the axis: `atStart` at the left or top, pointing there.
        func button(_ which: PageControlStepButton, atStart: Bool, isEnabled: Bool) -> StepButtonFrame? {
            guard isEnabled || atEnds == .disabled else { return nil }
            let frame: Rect
            let hitFrame: Rect
            let pointing: Pointing
            if vertical {
                frame = Rect(
                    x: content.minX, y: atStart ? content.minY - slot : content.maxY, width: content.width,
                    height: slot)
                let across = Swift.max(content.width, targetAcross)
                hitFrame = Rect(
                    x: content.midX - across / 2, y: atStart ? frame.maxY - reach : frame.minY, width: across,
                    height: reach)
                pointing = atStart ? .up : .down
            } else {
                frame = Rect(
                    x: atStart ? content.minX - slot : content.maxX, y: content.minY, width: slot,
                    height: content.height)
                let across = Swift.max(content.height, targetAcross)
                hitFrame = Rect(
                    x: atStart ? frame.maxX - reach : frame.minX, y: content.midY - across / 2, width: reach,
                    height: across)
                pointing = atStart ? .left : .right
            }
            let (width, height) = vertical ? (glyph, glyph / 2) : (glyph / 2, glyph)
            let glyphFrame = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
            return StepButtonFrame(
                button: which, frame: frame, glyphFrame: glyphFrame, hitFrame: hitFrame, isEnabled: isEnabled,
                pointing: pointing)
        }
        let reversed = layout.direction.isReversed
        return (
            button(.previous, atStart: !reversed, isEnabled: enabled.previous),
            button(.next, atStart: reversed, isEnabled: enabled.next)
        )
    }
}
