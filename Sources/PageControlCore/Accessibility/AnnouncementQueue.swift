/// The announcement throttle: while a person scrubs, at most one announcement per interval, the last page
/// winning; otherwise every announcement at once.
///
/// It holds the text waiting for its turn and when the last one went out, and decides from explicit times,
/// so `AnnouncementQueueTests` steps it exactly.
struct AnnouncementQueue: Sendable, Hashable {
    /// The shortest time between throttled announcements, in seconds (0.5 by default). Negative and NaN
    /// values become 0.
    private(set) var interval = 0.5

    /// Sets the shortest time between throttled announcements; negative and NaN values become 0.
    mutating func setInterval(_ seconds: Double) {
        interval = IndicatorMetrics.length(seconds)
    }
    /// The text waiting for the throttle.
    private(set) var pending: String?
    /// When the last announcement went out, on the control's animation clock.
    private(set) var lastTime: Double?

    /// Offers a new text at clock time `now` (nil before any frame).
    ///
    /// - Returns: The text to speak now, or nil while `throttled` and the interval since the last one has not
    ///   passed (the text then waits, replacing any older one).
    mutating func offer(_ text: String, throttled: Bool, now: Double?) -> String? {
        pending = text
        return flush(force: !throttled, now: now)
    }

    /// The waiting text, when its interval has passed at `now` or when `force`; nil otherwise.
    mutating func flush(force: Bool, now: Double?) -> String? {
        guard let text = pending else { return nil }
        if !force, let now, let last = lastTime, now - last < interval { return nil }
        pending = nil
        lastTime = now
        return text
    }
}
