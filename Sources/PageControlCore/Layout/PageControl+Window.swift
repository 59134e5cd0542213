extension PageControl {
    /// How the window of dots follows the current page when there are more pages than visible dots. The
    /// default is ``WindowFollowing/edges``, UIKit's rule: the row stands still and scrolls only when the
    /// current page comes within two dots of an end.
    ///
    /// Either way the window slides continuously with ``position`` and rests on a whole page. Changing it
    /// moves the window at once.
    public var windowFollowing: WindowFollowing {
        get { storedWindowFollowing }
        set {
            guard newValue != storedWindowFollowing else { return }
            storedWindowFollowing = newValue
            settleWindow()
        }
    }

    /// How many dots ``intrinsicContentSize`` makes room for. The default is 8, as UIKit since iOS 14
    /// (its `preferredNumberOfVisibleIndicators`).
    ///
    /// Values below 1 become 1. The intrinsic size is also limited by the page count and by
    /// ``maximumVisibleIndicators``; the dots shown depend on the bounds, up to
    /// ``maximumVisibleIndicators``.
    public var preferredNumberOfVisibleIndicators: Int {
        get { storedPreferredNumberOfVisibleIndicators }
        set { storedPreferredNumberOfVisibleIndicators = max(1, newValue) }
    }

    /// Whether the dots are at rest: on a whole page (within 10⁻⁹), with no page animation and no scrub.
    var isAtRest: Bool {
        motion.positionAnimation == nil && session.scrub == nil
            // Rounding half to even is one instruction (round() is a libm call); the two roundings differ only
            // at a half, which is not within 10⁻⁹ of a whole page either way.
            && Swift.abs(pages.position - pages.position.rounded(.toNearestOrEven)) <= 1e-9
    }

    /// Whether nothing moves what is drawn: at rest, with no window spring and no page-count animation, so
    /// the layout shows exactly its visible dots from a whole page (an invariant the property test checks).
    package var isDrawnAtRest: Bool {
        isAtRest && motion.windowAnimation == nil && motion.windowOffset == 0 && motion.pageCountAnimation == nil
    }

    /// Records where the window rests, for the edge rule of ``WindowFollowing/edges``: called after every
    /// change that may bring the dots to rest. Between rests the window is a pure function of the position
    /// and this anchor, so it slides continuously and comes back if the position does.
    ///
    /// A start between pages (left by a scrub that began between pages) is rounded to a whole page, as
    /// UIKit rounds it once the row is at rest; when `animated`, the row glides there with the page spring.
    func settleWindow(animated: Bool = true) {
        guard isAtRest else { return }
        let start = makeBaseLayout(position: pages.position).windowStart
        motion.anchorWindow(at: start, animated: animated && !reducesMotion)
    }
}
