import PageControlCore

/// Makes random ``RandomOperation``s from a seed: every public operation of ``PageControl``, with values
/// biased towards the edges (0, 1, negative and huge page counts, out-of-range pages, empty, negative, NaN
/// and infinite sizes, NaN and ±infinity positions, clock steps backwards and forwards).
///
/// The generator looks at the control to aim: taps and scrubs mostly land on or near the dots (and past
/// the row's ends, to jog), scrub moves follow a scrub that is under way, and per-page shapes name pages
/// that exist (the control asserts that, as UIKit does). The same seed and the same control give the same
/// operations.
///
/// ```swift
/// var generator = RandomOperationGenerator(seed: 42)
/// let operation = generator.next(for: control)
/// operation.apply(to: control)
/// ```
package struct RandomOperationGenerator: Sendable {
    /// Inputs the generator can leave out because they break an invariant in a way that is known and not
    /// fixed yet (see Guides/Reliability.md). Each has a regression test that turns red once it is fixed,
    /// so the exclusion can go.
    package struct Exclusions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        package let rawValue: Int

        /// Creates a set from raw bits.
        package init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Finite lengths and coordinates beyond ±``RandomOperationGenerator/largestFiniteLength`` in
        /// metrics, bounds and the minimum hit target: values such as `Double.greatestFiniteMagnitude` are
        /// kept as they are, and sums of them overflow to infinity in indicator frames, the content frame,
        /// the hit region and the intrinsic size.
        package static let hugeGeometry = Exclusions(rawValue: 1 << 0)
        /// Page counts above ``RandomOperationGenerator/largestExactPageCount``: far beyond 2^53 the window's
        /// ends round to different whole pages, and the layout shows more dots than it has slots.
        package static let pageCountsBeyondDoublePrecision = Exclusions(rawValue: 1 << 1)

        /// Frame times more than ``RandomOperationGenerator/longestJogPause`` past the latest one while a scrub
        /// is under way: a jog takes every page step the pause is worth in one call, sending one
        /// `.valueChanged` each, and never stops in a wrapping row (an infinite pause hangs).
        package static let longPausesWhileJogging = Exclusions(rawValue: 1 << 2)

        /// Every known issue: what CI leaves out.
        package static let knownIssues: Exclusions = [.pageCountsBeyondDoublePrecision]
    }

    /// The largest magnitude of a finite length or coordinate made while ``Exclusions/hugeGeometry`` is
    /// excluded: 10^12 points.
    package static let largestFiniteLength = 1e12
    /// The largest page count made while ``Exclusions/pageCountsBeyondDoublePrecision`` is excluded: 2^50.
    package static let largestExactPageCount = 1 << 50
    /// The longest pause between frames while scrubbing when ``Exclusions/longPausesWhileJogging`` is
    /// excluded: 10 seconds (at most 300 jog steps).
    package static let longestJogPause = 10.0

    /// The random source.
    package var random: SplitMix64
    /// The frame clock, in seconds, that ``RandomOperation/advanceAnimation(to:)`` steps mostly move forward.
    package private(set) var clock: Double
    /// The latest finite frame time made so far.
    package private(set) var latestTime = -Double.infinity
    /// The inputs left out; the default is ``Exclusions/knownIssues``.
    package var exclusions: Exclusions

    /// Creates a generator; the same seed (and exclusions) give the same operations for the same control.
    package init(seed: UInt64, excluding exclusions: Exclusions = .knownIssues) {
        random = SplitMix64(seed: seed)
        clock = 0
        self.exclusions = exclusions
    }

    /// The next operation for `control`, which the generator reads (never changes) to aim taps and scrubs.
    @MainActor
    package mutating func next(for control: PageControl) -> RandomOperation {
        if control.isScrubbing {
            // Mostly keep the gesture going: moves, frame ticks (jogging), then a release.
            switch roll(100) {
            case 0..<45: return .moveScrub(scrubPoint(control))
            case 45..<70: return .advanceAnimation(to: nextTime(scrubbing: true))
            case 70..<78: return .endScrub(velocity: velocity())
            default: break
            }
        }
        switch roll(1000) {
        case 0..<130: return .tap(tapPoint(control))
        case 130..<200: return .key(pick(PageControlKey.allCases))
        case 200..<250: return .beginScrub(scrubPoint(control))
        case 250..<275: return .moveScrub(scrubPoint(control))
        case 275..<290: return .endScrub(velocity: velocity())
        case 290..<310: return .accessibilityIncrement
        case 310..<325: return .accessibilityDecrement
        case 325..<335: return .accessibilityActivate
        case 335..<355: return .accessibilityAction(pick(AccessibilityCustomAction.Kind.allCases))
        case 355..<520: return .advanceAnimation(to: nextTime(scrubbing: control.isScrubbing))
        case 520..<545: return .setNumberOfPages(pageCount(for: control))
        case 545..<562: return .setNumberOfPagesAnimated(pageCount(for: control), animated: roll(4) != 0)
        case 562..<570: return .setWrapsAround(roll(3) == 0)
        case 570..<600: return .setCurrentPage(page(for: control))
        case 600..<630: return .setCurrentPageAnimated(page(for: control), animated: roll(4) != 0)
        case 630..<670: return .setPosition(position(for: control))
        case 670..<685: return .setDefersCurrentPageDisplay(roll(3) == 0)
        case 685..<700: return .updateCurrentPageDisplay
        case 700..<710: return .setHidesForSinglePage(roll(2) == 0)
        case 710..<720: return .setEnabled(roll(5) != 0)
        case 720..<728: return .setAllowsContinuousInteraction(roll(4) != 0)
        case 728..<735: return .finishAnimations
        case 735..<770: return .setBounds(bounds())
        case 770..<785: return .setDirection(pick(PageControlDirection.allCases))
        case 785..<792: return .setLayoutDirection(pick(LayoutDirection.allCases))
        case 792..<800: return .setTapBehavior(pick(TapBehavior.allCases))
        case 800..<825: return .setMaximumVisibleIndicators(maximumVisible(for: control))
        case 825..<830: return .setMinimumHitTargetSize(Size(width: metricLength(), height: metricLength()))
        case 830..<835: return .setOverflowStyle(overflowStyle())
        case 835..<865: return .setMetrics(metrics())
        case 865..<875: return .setTints(current: color(), other: color(), platter: color())
        case 875..<885: return .setBackgroundStyle(roll(4) == 0 ? nil : pick(BackgroundStyle.allCases))
        case 885..<889: return .setPreferredShapes(shape(), current: shape())
        case 889..<893:
            return .setIndicatorEffect(
                roll(4) == 0
                    ? .scale(interesting(or: Double.random(in: 0...4, using: &random))) : pick(IndicatorEffect.all))
        case 893..<903:
            guard control.numberOfPages > 0 else { return .setPreferredShapes(shape(), current: nil) }
            return .setPageShape(
                shape(), page: Int.random(in: 0..<control.numberOfPages, using: &random),
                current: roll(2) == 0)
        case 903..<910: return .setReducesMotion(roll(3) == 0)
        case 910..<912: return .setTracksVisitedPages(roll(2) == 0)
        case 912..<915:
            switch roll(6) {
            case 0: return .setVisiblePageCount(pick([1, 1, 2, 3, 0, -4, 50, Int.max]))
            case 1: return .setStepsBySpan(roll(2) == 0)
            case 2: return .setShowsScrubPreview(roll(3) != 0)
            default:
                let states: [IndicatorState] = IndicatorState.builtIn + [.normal, .custom("x"), .custom("")]
                return .setIndicatorState(pick(states), page: page(for: control))
            }
        case 915..<922: return .setAccessibilityLanguage(pick([nil, "en", "ru", "ar-EG", "zh-Hant-TW", "xx", ""]))
        case 922..<930:
            return .setAccessibilityTitle(pick([nil, "Welcome", "", "Ünïcødé 🎉"]), page: page(for: control))
        case 930..<935: return .setAnnouncementInterval(interesting(or: Double.random(in: 0...2, using: &random)))
        case 935..<955:
            return .attachTimer(duration: timerDuration(), resetsToStart: roll(2) == 0, running: roll(4) != 0)
        case 955..<965: return .detachTimer
        case 965..<973: return .setTimerRunning(roll(3) != 0)
        case 973..<985:
            switch roll(8) {
            case 0, 1:
                let reasons: [AutoplayPauseReasons] = [
                    .keyboardFocus, .pointer, .accessibilityFocus, .contentKeyboardFocus, .contentPointer,
                    .contentAccessibilityFocus, .reduceMotion,
                ]
                return .setAttention(pick(reasons), roll(2) == 0)
            case 2: return .setAssistiveTechnologyRunning(roll(3) == 0)
            case 3:
                return .setFadesWhenIdle(
                    roll(2) == 0, delay: interesting(or: Double.random(in: 0...3, using: &random)),
                    duration: interesting(or: Double.random(in: 0...1, using: &random)))
            case 4: return .setPageReady(roll(3) != 0)
            case 5: return .stopAutoplay
            default: return .startAutoplay
            }
        default: return .setTimerDuration(interesting(or: timerDuration()), page: page(for: control))
        }
    }

    // MARK: Values

    /// A number below `bound`, uniformly.
    mutating func roll(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &random)
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[roll(values.count)]
    }

    /// The edge values of `Double`.
    static let specialDoubles: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e300, -1e300, 1e-300, 0.5, -0.5, 1e18, -1e18,
    ]

    /// One time in eight an edge value of `Double`, else `typical`.
    mutating func interesting(or typical: Double) -> Double {
        roll(8) == 0 ? pick(Self.specialDoubles) : typical
    }

    /// The most pages a control gets while its cap on dots (`maximumVisibleIndicators`) is nil or above
    /// this: without a cap every page is a dot, and hit-testing and drawing are O(dots) by design.
    package static let uncappedPageLimit = 10_000

    @MainActor
    mutating func pageCount(for control: PageControl) -> Int {
        let count: Int
        switch roll(20) {
        case 0..<3: count = roll(3)
        case 3..<12: count = 3 + roll(38)
        case 12..<15: count = 41 + roll(2000)
        case 15..<17: count = pick([Int.max, Int.max - 1, 1 << 40, 1_000_000_000, 1 << 53, (1 << 53) + 1])
        default: count = pick([-1, -2, Int.min, -1_000_000, 10, 11])
        }
        let cap = control.maximumVisibleIndicators ?? Int.max
        if cap > Self.uncappedPageLimit, count > Self.uncappedPageLimit { return Self.uncappedPageLimit }
        if exclusions.contains(.pageCountsBeyondDoublePrecision), count > Self.largestExactPageCount {
            return Self.largestExactPageCount - roll(2)
        }
        return count
    }

    @MainActor
    mutating func page(for control: PageControl) -> Int {
        let n = control.numberOfPages
        switch roll(10) {
        case 0..<7: return n > 0 ? Int.random(in: 0..<n, using: &random) : 0
        default:
            return pick([-1, n, n &+ 1, n &- 1, Int.min, Int.max, n / 2, -n])
        }
    }

    @MainActor
    mutating func position(for control: PageControl) -> Double {
        let last = Double(max(control.numberOfPages - 1, 0))
        switch roll(10) {
        case 0..<6: return Double.random(in: 0...max(last, 0), using: &random)
        case 6..<8: return (Double.random(in: 0...max(last, 0), using: &random)).rounded()
        case 8: return Double.random(in: -3...(last + 3), using: &random)
        default: return pick(Self.specialDoubles)
        }
    }

    /// A length for sizes and metrics: mostly ordinary, sometimes 0, negative, huge or not finite.
    mutating func length() -> Double {
        switch roll(10) {
        case 0..<7: return Double.random(in: 0...60, using: &random)
        case 7: return -Double.random(in: 0...60, using: &random)
        default: return pick(Self.specialDoubles)
        }
    }

    mutating func bounds() -> Rect {
        switch roll(12) {
        case 0..<4:
            let width = Double(pick([320, 375, 200, 100, 48, 1000]))
            return Rect(x: 0, y: 0, width: width, height: 37)
        case 4..<6:
            return Rect(x: 0, y: 0, width: 37, height: Double(pick([320, 200, 100, 1000])))
        case 6:
            return Rect(
                x: Double.random(in: -500...500, using: &random), y: Double.random(in: -500...500, using: &random),
                width: Double.random(in: 0...800, using: &random), height: Double.random(in: 0...800, using: &random))
        case 7: return .zero
        case 8: return Rect(x: 0, y: 0, width: -100, height: -37)
        default:
            return Rect(
                x: geometry(interesting(or: 0)), y: geometry(interesting(or: 0)),
                width: geometry(interesting(or: length())), height: geometry(interesting(or: length())))
        }
    }

    @MainActor
    mutating func maximumVisible(for control: PageControl) -> Int? {
        switch roll(10) {
        case 0..<2: return control.numberOfPages > Self.uncappedPageLimit ? 10 : nil
        case 2..<6: return pick([10, 5, 3, 1, 2, 7])
        case 6..<8: return roll(30)
        default:
            let cap = pick([0, -1, Int.min, Int.max, 1000])
            return control.numberOfPages > Self.uncappedPageLimit && cap > Self.uncappedPageLimit ? 1000 : cap
        }
    }

    mutating func metrics() -> IndicatorMetrics? {
        switch roll(10) {
        case 0..<3: return nil
        case 3: return .classic
        case 4: return .modern
        case 5..<8:
            return IndicatorMetrics(
                diameter: Double.random(in: 0...20, using: &random), spacing: Double.random(in: 0...20, using: &random),
                horizontalPadding: Double.random(in: 0...20, using: &random),
                verticalPadding: Double.random(in: 0...20, using: &random),
                minimumHeight: Double.random(in: 0...50, using: &random),
                currentIndicatorLength: roll(2) == 0 ? nil : Double.random(in: 0...40, using: &random))
        default:
            return IndicatorMetrics(
                diameter: metricLength(), spacing: metricLength(), horizontalPadding: metricLength(),
                verticalPadding: metricLength(), minimumHeight: metricLength(),
                currentIndicatorLength: roll(2) == 0 ? nil : metricLength())
        }
    }

    /// A ``length()`` that keeps within ±``largestFiniteLength`` while ``Exclusions/hugeGeometry`` is
    /// excluded.
    mutating func metricLength() -> Double {
        geometry(length())
    }

    /// `value`, brought within ±``largestFiniteLength`` when finite and ``Exclusions/hugeGeometry`` is
    /// excluded.
    func geometry(_ value: Double) -> Double {
        guard exclusions.contains(.hugeGeometry), value.isFinite else { return value }
        return min(max(value, -Self.largestFiniteLength), Self.largestFiniteLength)
    }

    mutating func overflowStyle() -> OverflowStyle {
        let threshold = roll(4) == 0 ? pick([0, -1, Int.min, Int.max]) : roll(40)
        switch roll(3) {
        case 0: return .dots
        case 1: return .label(threshold: threshold)
        default: return .dotsAndLabel(threshold: threshold)
        }
    }

    mutating func color() -> Color? {
        guard roll(4) != 0 else { return nil }
        return Color(
            red: interesting(or: Double.random(in: 0...1, using: &random)),
            green: interesting(or: Double.random(in: 0...1, using: &random)),
            blue: interesting(or: Double.random(in: 0...1, using: &random)),
            alpha: interesting(or: Double.random(in: 0...1, using: &random)))
    }

    mutating func shape() -> IndicatorShape? {
        switch roll(7) {
        case 0: return nil
        case 1: return .circle
        case 2: return .capsule
        case 3: return .roundedRectangle(cornerRadius: interesting(or: Double.random(in: 0...10, using: &random)))
        case 4: return .ring(lineWidth: interesting(or: Double.random(in: 0...5, using: &random)))
        case 5: return .path(.star)
        default:
            return .path(
                VectorPath().move(to: Point(x: interesting(or: 0.5), y: 0)).line(to: Point(x: 1, y: 1)).close())
        }
    }

    mutating func timerDuration() -> Double {
        switch roll(10) {
        case 0..<6: return Double.random(in: 0.01...2, using: &random)
        default: return pick([1e-9, .leastNonzeroMagnitude, 5, .infinity, .greatestFiniteMagnitude, 0.016])
        }
    }

    /// The next frame time: mostly a frame or a few forward, sometimes a long pause, sometimes backwards,
    /// sometimes not finite.
    mutating func nextTime(scrubbing: Bool = false) -> Double {
        var time = rawNextTime()
        if scrubbing, exclusions.contains(.longPausesWhileJogging), time.isFinite, latestTime.isFinite,
            time > latestTime + Self.longestJogPause
        {
            time = latestTime + 1.0 / 60
            clock = time
        }
        if time.isFinite { latestTime = max(latestTime, time) }
        return time
    }

    mutating func rawNextTime() -> Double {
        switch roll(40) {
        case 0..<24: clock += pick([1.0 / 60, 1.0 / 120, 1.0 / 30, 0.001])
        case 24..<32: clock += Double.random(in: 0...0.5, using: &random)
        case 32..<34: clock += pick([0, 2, 10, 100])
        case 34..<36: return clock - Double.random(in: 0...5, using: &random)  // backwards, not kept
        case 36: clock -= Double.random(in: 0...1, using: &random)  // backwards, kept
        case 37: return pick([.nan, .infinity, -.infinity])
        case 38: return pick([-1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        default: clock = pick([0, -50, clock + 1e6])
        }
        return clock
    }

    mutating func velocity() -> Point {
        switch roll(6) {
        case 0..<2: return .zero
        case 2..<5:
            return Point(
                x: Double.random(in: -3000...3000, using: &random), y: Double.random(in: -3000...3000, using: &random))
        default: return Point(x: interesting(or: 900), y: interesting(or: -900))
        }
    }

    /// A point on, near or between the dots, past the row's ends, anywhere in the bounds, or absurd.
    @MainActor
    mutating func tapPoint(_ control: PageControl) -> Point {
        let layout = control.layout
        switch roll(10) {
        case 0..<5 where !layout.isEmpty:
            let frame = layout[roll(layout.count)].frame
            return Point(
                x: frame.midX + Double.random(in: -12...12, using: &random),
                y: frame.midY + Double.random(in: -12...12, using: &random))
        case 5..<7:
            let region = control.hitRegion
            guard region.isFinite else { return Point(x: 0, y: 0) }
            return Point(
                x: region.minX + Double.random(in: -0.1...1.1, using: &random) * region.width,
                y: region.minY + Double.random(in: -0.1...1.1, using: &random) * region.height)
        case 7..<9:
            let b = control.bounds
            guard b.isFinite else { return Point(x: 160, y: 18) }
            return Point(
                x: b.minX + Double.random(in: -0.2...1.2, using: &random) * b.width,
                y: b.minY + Double.random(in: -0.2...1.2, using: &random) * b.height)
        default:
            return Point(x: interesting(or: Double.random(in: -1000...1000, using: &random)), y: interesting(or: 18))
        }
    }

    /// A point for a scrub: on a dot, or along the row up to five pitches past either end (to jog).
    @MainActor
    mutating func scrubPoint(_ control: PageControl) -> Point {
        let layout = control.layout
        guard !layout.isEmpty, roll(8) != 0 else { return tapPoint(control) }
        let first = layout[0].frame
        let last = layout[layout.count - 1].frame
        let pitch = max(layout.metrics.pitch, 1)
        let t = Double.random(in: -0.3...1.3, using: &random)
        let vertical = layout.direction.isVertical
        let from = vertical ? first.midY : first.midX
        let to = vertical ? last.midY : last.midX
        var along = from + (to - from) * t
        if roll(4) == 0 { along += Double.random(in: -5...5, using: &random) * pitch }
        let across = (vertical ? first.midX : first.midY) + Double.random(in: -10...10, using: &random)
        return vertical ? Point(x: across, y: along) : Point(x: along, y: across)
    }
}
