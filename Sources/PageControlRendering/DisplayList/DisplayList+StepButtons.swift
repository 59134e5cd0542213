import PageControlCore

// The web element has no step buttons yet, so its Embedded build leaves their chevrons out (Guides/Web.md).
#if !hasFeature(Embedded)
    extension DisplayList {
        /// The `index`th step button's chevron (the previous button first when both show): a filled chevron in its
        /// glyph frame, pointing away from the dots, in the current dot's colour, or the other dots' while it does not
        /// step.
        func stepButtonPrimitive(_ index: Int) -> DisplayPrimitive {
            let buttons = frame.stepButtonFrames
            let button = (index == 0 ? buttons.previous ?? buttons.next : buttons.next)!
            return DisplayPrimitive(
                role: .stepButton(button.button),
                geometry: .path(DisplayPath(Self.chevron(pointing: button.pointing), in: button.glyphFrame)),
                color: button.isEnabled ? frame.look.currentColor : frame.look.otherColor)
        }

        /// A chevron filling the unit square, pointing `pointing`: a bent bar about a fifth of the box thick.
        static func chevron(pointing: StepButtonFrame.Pointing) -> VectorPath {
            switch pointing {
            case .right: return chevronRight
            case .left: return chevronLeft
            case .down: return chevronDown
            case .up: return chevronUp
            }
        }

        /// The chevron's outline pointing right, in unit coordinates; the others are it mirrored and turned.
        static let chevronPoints: [Point] = [
            Point(x: 0, y: 0.12), Point(x: 0.26, y: 0), Point(x: 1, y: 0.5), Point(x: 0.26, y: 1), Point(x: 0, y: 0.88),
            Point(x: 0.62, y: 0.5),
        ]
        static let chevronRight = polygon(chevronPoints)
        static let chevronLeft = polygon(chevronPoints.map { Point(x: 1 - $0.x, y: $0.y) })
        static let chevronDown = polygon(chevronPoints.map { Point(x: $0.y, y: $0.x) })
        static let chevronUp = polygon(chevronPoints.map { Point(x: $0.y, y: 1 - $0.x) })

        /// A closed polygon through `points`.
        static func polygon(_ points: [Point]) -> VectorPath {
            VectorPath(elements: [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) } + [.close])
        }
    }
#endif
