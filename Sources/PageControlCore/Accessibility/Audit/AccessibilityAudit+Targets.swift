#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// WCAG 2.5.8 Target Size (Minimum), and on iOS Apple's 44 × 44 pt: the targets a person really has, not
        /// the drawn dots. None while the control takes no input (disabled, hidden, no pages).
        ///
        /// - iOS, where a finger steps (``TapBehavior/automatic``, the default, or ``TapBehavior/step``): UIKit's
        ///   touch rule makes the part of the control on each side of the current dot a step target. The control's
        ///   touch area (``HitTesting/region``: its bounds, grown to ``InteractionOptions/minimumHitTargetSize``)
        ///   must be at least 44 × 44 pt, as Apple's Human Interface Guidelines ask of a control; and with each
        ///   visible page current in turn, each side must be at least 24 × 24 pt or far enough from the other
        ///   (WCAG 2.5.8's spacing: a 24-point circle centred on it touches neither the other side nor its circle).
        ///   The current dot between them is no target, so UIKit's 7-point dots pass.
        /// - iOS with ``TapBehavior/jump``: each visible page's hit frame (``PageControlFrame/Page/hitFrame``), or on
        ///   a track each page's share of it, must be at least 44 × 44 pt.
        /// - Web: the `<page-control>` element's tabs, each page's hit frame along the row and the drawing's
        ///   thickness across it, scaled and widened as ``WebTargetSizing`` says, must be at least 24 × 24 CSS px or
        ///   spaced as WCAG 2.5.8 allows; where the element has no tabs, its one slider must be 24 × 24.
        /// - iOS, the step buttons (``PageControl/showsStepButtons``): each shown button's hit frame must be at
        ///   least 44 × 44 pt. (The web element has no step buttons yet.)
        var targetFindings: [Finding] {
            guard control.isEnabled, isShown else { return [] }
            switch platform {
            case .iOS: return touchFindings + stepButtonFindings
            case .web: return elementFindings
            }
        }

        /// The step buttons under 44 × 44 pt on iOS; see ``targetFindings``.
        var stepButtonFindings: [Finding] {
            PageControlStepButton.allCases.compactMap { button in
                guard let hitFrame = frame.stepButton(button)?.hitFrame else { return nil }
                let hit = along(hitFrame)
                let target = Target(part: .stepButton(button), low: hit.low, high: hit.high, across: hit.across)
                return Self.isLarge(target, minimum: 44) ? nil : finding(for: target)
            }
        }

        /// Something a person taps or clicks: an interval along the row and a thickness across it, in points on
        /// iOS and CSS pixels on the web.
        struct Target: Sendable, Hashable {
            /// What the target is.
            enum Part: Sendable, Hashable {
                /// The whole control: its touch area, or the element's slider.
                case control
                /// One page's dot or tab.
                case page(Int)
                /// A share of the number (``IndicatorPresentation/numeric``) or of a track, one per page.
                case share
                /// The part of the control on one side of the current dot, with that page current.
                case stepSide(current: Int)
                /// A step button (``PageControl/showsStepButtons``), by its hit frame.
                case stepButton(PageControlStepButton)
            }
            /// What the target is.
            let part: Part
            /// Where it starts and ends along the row.
            let low: Double
            let high: Double
            /// Its thickness across the row.
            let across: Double

            /// Its length along the row.
            var length: Double { high - low }
            /// Its centre along the row.
            var center: Double { (low + high) / 2 }
        }

        /// Whether targets run down the screen.
        var isVertical: Bool { frame.layout.direction.isVertical }

        /// A target's size, width first.
        func size(of target: Target) -> Size {
            isVertical
                ? Size(width: target.across, height: target.length) : Size(width: target.length, height: target.across)
        }

        /// Whether a target is at least `minimum` along and across the row (to a nanometre's rounding).
        static func isLarge(_ target: Target, minimum: Double) -> Bool {
            target.length >= minimum - 1e-9 && target.across >= minimum - 1e-9
        }

        /// Whether a target passes WCAG 2.5.8 beside its neighbours along the row (the targets next to it, the
        /// row's targets being in order and apart): at least 24 × 24, or a 24-point circle centred on it that reaches
        /// neither neighbour nor a small neighbour's circle. Farther targets lie beyond the neighbours, so they
        /// cannot be reached first.
        static func passesTargetSize(_ target: Target, besides neighbours: [Target]) -> Bool {
            let minimum = WebTargetSizing.minimumTarget
            if isLarge(target, minimum: minimum) { return true }
            let radius = minimum / 2
            return neighbours.allSatisfy { other in
                let reaches =
                    target.center + radius > other.low + 1e-9 && target.center - radius < other.high - 1e-9
                let circlesMeet =
                    !isLarge(other, minimum: minimum) && Swift.abs(other.center - target.center) < minimum - 1e-9
                return !reaches && !circlesMeet
            }
        }

        /// The targets of a row, in order, that fail WCAG 2.5.8 beside their neighbours.
        ///
        /// - Complexity: O(n) for n targets.
        static func crowded(_ row: [Target]) -> [Target] {
            row.indices.compactMap { index in
                let neighbours = [index - 1, index + 1].filter(row.indices.contains).map { row[$0] }
                return passesTargetSize(row[index], besides: neighbours) ? nil : row[index]
            }
        }

        /// The interval a rectangle covers along the row, and its thickness.
        func along(_ rect: Rect) -> (low: Double, high: Double, across: Double) {
            isVertical ? (rect.minY, rect.maxY, rect.width) : (rect.minX, rect.maxX, rect.height)
        }

        /// The iOS findings; see ``targetFindings``.
        var touchFindings: [Finding] {
            guard control.numberOfPages > 1 else { return [] }
            let layout = frame.layout
            let region = along(control.hitTesting.region)
            guard !control.interaction.tapBehavior.steps(for: .touch) else {
                let area = Target(part: .control, low: region.low, high: region.high, across: region.across)
                var findings = Self.isLarge(area, minimum: 44) ? [] : [finding(for: area)]
                if let side = firstCrowdedStepSide { findings.append(finding(for: side)) }
                return findings
            }
            let targets: [Target]
            if layout.isTrack {
                targets = [
                    Target(part: .share, low: region.low, high: region.low + layout.trackShare, across: region.across)
                ]
            } else {
                targets = frame.pages.map { page in
                    let hit = along(page.hitFrame)
                    return Target(part: .page(page.page), low: hit.low, high: hit.high, across: hit.across)
                }
            }
            return targets.filter { !Self.isLarge($0, minimum: 44) }.map(finding(for:))
        }

        /// The first step target, with each page on a full visible dot current in turn (the row's slots are the
        /// same wherever the window stands), that is under 24 × 24 pt and too close to the other side (see
        /// ``targetFindings``), or nil when every one passes. A row of two pages toggles with any
        /// tap, and a track has no dot between the sides: neither has step targets to judge.
        var firstCrowdedStepSide: Target? {
            let layout = frame.layout
            let pages = control.numberOfPages
            guard pages > 2, !layout.isTrack, layout.count > 0 else { return nil }
            let region = along(control.hitTesting.region)
            let span = Swift.max(layout.visiblePageCount, 1)
            let loops = layout.wrapsAround
            // A page is current only on a full dot: the window scrolls before the current page reaches a dot that
            // shrinks at a scrolled end.
            for index in 0..<layout.count where layout[index].scale >= 1 - 1e-9 {
                let page = layout[index].page
                let first = along(layout[index].frame)
                let last = along(layout[Swift.min(index + span - 1, layout.count - 1)].frame)
                let (low, high) = (Swift.min(first.low, last.low), Swift.max(first.high, last.high))
                // The sides towards earlier and later pages, in the row's own sense.
                let towardsStart = loops || page > 0
                let towardsEnd = loops || page + span < pages
                let reversed = layout.direction.isReversed
                var sides: [Target] = []
                if reversed ? towardsEnd : towardsStart, low > region.low {
                    sides.append(
                        Target(part: .stepSide(current: page), low: region.low, high: low, across: region.across))
                }
                if reversed ? towardsStart : towardsEnd, region.high > high {
                    sides.append(
                        Target(part: .stepSide(current: page), low: high, high: region.high, across: region.across))
                }
                if let crowded = Self.crowded(sides).first { return crowded }
            }
            return nil
        }

        /// The web findings; see ``targetFindings``. The element's drawing is the control's intrinsic size, and its
        /// frame is laid out in the bounds it gives the control (``WebTargetSizing/bounds(_:size:)``), where its tabs
        /// end.
        var elementFindings: [Finding] {
            let drawing = control.intrinsicContentSize
            let frame = control.frame(bounds: WebTargetSizing.bounds(self.frame.layout, size: drawing))
            let layout = frame.layout
            let scale = WebTargetSizing.scale(layout)
            let across =
                (isVertical ? drawing.width : drawing.height) * scale
                + 2 * WebTargetSizing.inset(layout, size: drawing, scale: scale)
            guard WebTargetSizing.hasTabs(layout, scale: scale) else {
                let slider = Target(
                    part: .control, low: 0, high: (isVertical ? drawing.height : drawing.width) * scale, across: across)
                return Self.isLarge(slider, minimum: WebTargetSizing.minimumTarget) ? [] : [finding(for: slider)]
            }
            let tabs = frame.pages.map { page in
                let hit = along(page.hitFrame)
                return Target(part: .page(page.page), low: hit.low * scale, high: hit.high * scale, across: across)
            }
            return Self.crowded(tabs).map(finding(for:))
        }

        /// The sentence for a target that fails, on its page for a dot or a tab, else on the whole control.
        func finding(for target: Target) -> Finding {
            let size = Self.size(size(of: target), unit: platform == .iOS ? "pt" : "CSS px")
            let guideline = "Apple's Human Interface Guidelines ask"
            let (page, message): (Int?, String)
            switch (platform, target.part) {
            case (.iOS, .control):
                (page, message) = (
                    nil,
                    "Make the control's touch area at least 44 × 44 pt, as \(guideline) (it is \(size)): keep "
                        + "interaction.minimumHitTargetSize at 44 × 44 or give the control larger bounds."
                )
            case (.iOS, .stepSide(let current)):
                (page, message) = (
                    nil,
                    "Space the dots so that a finger's step targets, the parts of the control on either side of the "
                        + "current dot, are at least 24 × 24 pt or 24 pt apart (WCAG 2.5.8): with "
                        + "\(Self.pageName(current)) current one is \(size), crowding the other; widen metrics.spacing "
                        + "or the control's bounds."
                )
            case (.iOS, .stepButton(let button)):
                (page, message) = (
                    nil,
                    "Give the \(button == .previous ? "previous" : "next") button a target of at least 44 × 44 pt, as "
                        + "\(guideline) (it is \(size)): keep interaction.minimumHitTargetSize at 44 × 44."
                )
            case (.iOS, .page(let dot)):
                (page, message) = (
                    dot,
                    "Give \(Self.pageName(dot))'s dot a target of at least 44 × 44 pt, as \(guideline) (it is \(size) "
                        + "with tapBehavior .jump): use .automatic, where a finger steps from either side of the "
                        + "current dot, or space the dots 44 pt apart."
                )
            case (.iOS, _):
                (page, message) = (
                    nil,
                    "Give each page a target of at least 44 × 44 pt, as \(guideline) (each has a \(size) share of the "
                        + "row with tapBehavior .jump): use .automatic, where a finger steps from either side."
                )
            case (.web, .page(let tab)):
                (page, message) = (
                    tab,
                    "Give \(Self.pageName(tab))'s tab at least 24 × 24 CSS px or room around it (WCAG 2.5.8): it is "
                        + "\(size) beside the next tab; pad the row's ends (metrics.horizontalPadding) or lengthen its "
                        + "pitch (metrics.spacing)."
                )
            case (.web, _):
                (page, message) = (
                    nil,
                    "Make the control's slider at least 24 × 24 CSS px (WCAG 2.5.8): it is \(size); show longer dots, "
                        + "lines or segments."
                )
            }
            return Finding(criterion: "2.5.8", page: page, message: message)
        }
    }
#endif
