import PageControlCore

/// One thing to draw, with its geometry already resolved: a renderer draws exactly this and decides nothing.
///
/// The geometry is one of four kinds (see ``Geometry``), in the control's bounds coordinates (points, y
/// down): a rounded rectangle (dots, pills, the platter, the timer's fill), a ring (outlines, ring-shaped
/// dots, the focus ring), a custom path already placed over its dot, and a line of text (the overflow
/// label). Every radius, line width and text position is final: a ring as wide as half its shorter side
/// has already become a filled rounded rectangle, a corner radius is already within half the shorter side.
///
/// ```swift
/// for primitive in DisplayList(control.frame()) {
///     switch primitive.geometry {
///     case .roundedRectangle(let rect, let radius): fill(rect, radius, primitive.paint)
///     case .ring(let rect, let radius, let width): stroke(rect, radius, width, primitive.paint)
///     case .path(let path): fill(path.elements, primitive.paint)
///     case .text(let text): draw(text.string, at: text.origin, primitive.paint)
///     }
/// }
/// ```
public struct DisplayPrimitive: Sendable, Hashable {
    /// What the primitive stands for. Renderers draw every role the same way; the role is there for
    /// tests, accessibility trees and renderers that cannot draw everything (a terminal has no platter).
    public enum Role: Sendable, Hashable {
        /// The background capsule behind the dots.
        case platter
        /// A page's dot.
        case indicator
        /// A dot of a row's open end: a slot past the last page that stands for the pages to come while more
        /// pages may follow (`PageControl.hasMorePages`), tapering as the window's end does. It has no page.
        case openEnd
        /// The outline around a dot under Increase Contrast (a ring in the current dot's colour).
        case outline
        /// The timer's fill on the current dot.
        case progress
        /// The compact overflow label ("7 / 120"), a ``Geometry/text(_:)`` primitive.
        case label
        /// The keyboard focus ring around the current dot, drawn last.
        case focusRing
        /// The moving current-page mark of an effect (`IndicatorEffect`), drawn over the
        /// dots; while there is one, the dots are all in the other dots' colour and none is current.
        case mark
        /// The scrub preview (`ScrubPreview`), drawn last: its callout, a rounded rectangle, then its
        /// text, a ``Geometry/text(_:)`` primitive.
        case preview
        /// A page's number or text inside its dot (`IndicatorContent`), a ``Geometry/text(_:)`` primitive
        /// centred on the dot, drawn after the dots and the mark.
        case content
        /// A page's badge (`IndicatorContent.badge(_:)`) on its dot's top trailing corner: its disc, a
        /// rounded rectangle in the badge colour, and (for a count above 0) its count, a
        /// ``Geometry/text(_:)`` primitive.
        case badge
        /// A step button's chevron (`PageControl.showsStepButtons`), a ``Geometry/path(_:)`` primitive in the
        /// current dot's colour, or in the other dots' while the button does not step. It has no page.
        case stepButton(PageControlStepButton)
    }

    /// The resolved shape of a primitive, in the control's bounds coordinates.
    public enum Geometry: Sendable, Hashable {
        /// A filled rectangle with circular corners. The radius is within `0…min(width, height) / 2`, so
        /// the full radius gives a capsule, or a circle for a square.
        case roundedRectangle(Rect, cornerRadius: Double)
        /// A stroke inside a rounded rectangle: the area between the rectangle and the same one inset by
        /// `lineWidth` (concentric corners of radius `max(cornerRadius − lineWidth, 0)`). The radius is
        /// within half the shorter side and `0 ≤ lineWidth < min(width, height) / 2` (a width of 0 draws nothing).
        case ring(Rect, cornerRadius: Double, lineWidth: Double)
        /// A custom outline already placed in the control's coordinates, filled with the non-zero rule.
        case path(DisplayPath)
        /// A line of text.
        case text(DisplayText)
    }

    /// The geometry to draw.
    public var geometry: Geometry
    /// The rectangle the geometry covers: the rounded rectangle or ring's rectangle, the path's frame, or
    /// the text's box (see ``DisplayText/frame``).
    public var frame: Rect { Self.frame(of: geometry) }
    /// The colour (straight alpha, sRGB): the fill, or the stroke of a ring.
    public var color: Color
    /// An opacity multiplied into the colour's alpha, 0…1. The default is 1; values outside are clamped
    /// when read through ``paint`` (NaN counts as 1).
    public var opacity: Double
    /// The page of a dot, its outline, the timer's fill, a segment's fill or a dot's content or badge; nil for
    /// the platter, the label and the focus ring.
    public var page: Int? {
        get { storedPage < 0 ? nil : storedPage }
        set { storedPage = newValue.map { Swift.max($0, 0) } ?? -1 }
    }
    /// The page, or −1 for none (a plain integer, so the primitive has no optional to unwrap).
    @usableFromInline var storedPage: Int
    /// What the primitive stands for.
    public var role: Role
    /// Whether this belongs to the current page's dot (emphasis of one half or more).
    public var isCurrent: Bool

    /// Creates a primitive.
    ///
    /// - Parameters:
    ///   - role: What it stands for.
    ///   - geometry: What to draw.
    ///   - color: Its colour.
    ///   - opacity: Multiplied into the colour's alpha. The default is 1.
    ///   - page: The page it belongs to, or nil (the default). Negative pages become 0.
    ///   - isCurrent: Whether it belongs to the current dot. The default is false.
    public init(
        role: Role, geometry: Geometry, color: Color, opacity: Double = 1, page: Int? = nil, isCurrent: Bool = false
    ) {
        self.geometry = geometry
        self.color = color
        self.opacity = opacity
        self.storedPage = page.map { Swift.max($0, 0) } ?? -1
        self.role = role
        self.isCurrent = isCurrent
    }

    /// The colour to paint with: ``color`` with its alpha multiplied by ``opacity``.
    @inlinable public var paint: Color {
        guard opacity != 1 else { return color }
        let o = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        return color.withAlphaComponent(color.alpha * o)
    }

    /// The rectangle a geometry covers.
    @inlinable static func frame(of geometry: Geometry) -> Rect {
        switch geometry {
        case .roundedRectangle(let rect, _), .ring(let rect, _, _): return rect
        case .path(let path): return path.frame
        case .text(let text): return text.frame
        }
    }
}
