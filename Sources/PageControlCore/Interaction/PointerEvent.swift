/// One raw pointer event that a host forwards to ``PageControl/handlePointer(_:)``: a finger, pen, mouse
/// or trackpad going down, moving, going up, or being cancelled, at a point and a time.
///
/// Hosts forward events as their toolkit delivers them and keep no gesture logic of their own: the core
/// decides taps, quick repeats, when a press becomes a scrub, the scrub's steps, flicks and announcements.
public struct PointerEvent: Sendable, Hashable {
    /// What happened.
    public enum Phase: Int, Sendable, Hashable, CaseIterable {
        /// The pointer went down (a touch began, a button was pressed).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer went up (the touch ended, the button was released).
        case up
        /// The toolkit took the pointer away (another gesture won, the window lost it).
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Where, in the control's bounds coordinates.
    public var point: Point
    /// When, in seconds on any clock that only moves forward; only differences between events count.
    /// Non-finite times count as the previous event's time.
    public var time: Double
    /// What kind of pointer. The default is ``PointerKind/touch``.
    public var kind: PointerKind

    /// Creates an event.
    public init(_ phase: Phase, at point: Point, time: Double, kind: PointerKind = .touch) {
        self.phase = phase
        self.point = point
        self.time = time
        self.kind = kind
    }
}

/// What the core tells a host after a ``PointerEvent``.
public struct PointerResponse: Sendable, Hashable {
    /// Whether the event belongs to the control: a down inside its ``HitTesting/region`` on a control
    /// that accepts input, and every later event of that press. A host lets other events go to the views
    /// behind or around the control.
    public var isHandled: Bool
    /// Whether the host should claim the pointer now, taking it from an enclosing scroll view or carousel
    /// and from other gestures: true from the moment the press became a scrub until it ends.
    public var claimsPointer: Bool

    /// Creates a response.
    public init(isHandled: Bool, claimsPointer: Bool) {
        self.isHandled = isHandled
        self.claimsPointer = claimsPointer
    }

    /// An event that is not the control's.
    public static let ignored = PointerResponse(isHandled: false, claimsPointer: false)
}
