extension PageControl {
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
        motion.anchorWindow(at: start, animated: animated && !environment.reducesMotion)
    }
}
