import PageControlCore

extension DisplayList {
    /// The primitive of one dot: its shape (the current shape from half emphasis up) and its colour
    /// blended from the other-dot colour to the current colour by emphasis. Under a timer, the current
    /// dot is a capsule in the other dots' colour, which the progress fill covers.
    ///
    func indicatorPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        // Under a mark no dot is current: the mark is (and a segment is current by its fill).
        let emphasis = mutesEmphasis ? 0 : indicator.emphasis
        let isTimerPill = frame.progress != nil && indicator.page == frame.currentPage
        // The web element sets no states and no shapes (Guides/Web.md): its dots are all round and normal.
        #if !hasFeature(Embedded)
            if !frame.states.isEmpty, case let state = frame.states[indicator.page], state != .normal {
                let style = frame.look.style(for: state, diameter: frame.layout.metrics.diameter)
                return statePrimitive(indicator, style: style, isTimerPill: isTimerPill)
            }
            let kind = isTimerPill ? .round : emphasis >= 0.5 ? currentKind : otherKind
            guard case .round = kind else { return shapedPrimitive(indicator) }
        #endif
        if fills, !isTimerPill {
            return roundFillPrimitive(indicator, color: dotColor(emphasis: emphasis, isTimerPill: false))
        }
        // The common case, built in place: a circle or capsule. A layout's frames are finite and never
        // negative, so half the shorter side needs none of ``capsuleRadius(_:)``'s checks.
        let dot = indicator.frame
        return DisplayPrimitive(
            role: .indicator, geometry: .roundedRectangle(dot, cornerRadius: Self.capsuleRadius(dot)),
            color: dotColor(emphasis: emphasis, isTimerPill: isTimerPill), page: indicator.page,
            isCurrent: emphasis >= 0.5)
    }

    /// A dot's colour: the other dots' colour (or its state's, `base`) blended towards the current one by
    /// emphasis; a timer's pill keeps the other dots' colour (its fill is the current colour).
    func dotColor(emphasis: Double, isTimerPill: Bool, base: Color? = nil) -> Color {
        if isTimerPill { return frame.look.otherColor }
        let from = base ?? frame.look.otherColor
        if emphasis == 0 { return from }
        return from.blended(towards: frame.look.currentColor, by: emphasis)
    }

    /// The dot of a page with a state: the state's colour where the other dots' colour would be (the
    /// current colour still wins with emphasis) and the state's shape while not current, unless the page
    /// has its own shape. It works under every effect: under a mark the dot keeps its state's look.
    func statePrimitive(
        _ indicator: IndicatorLayout.Indicator, style: IndicatorStateStyle, isTimerPill: Bool
    ) -> DisplayPrimitive {
        let emphasis = mutesEmphasis ? 0 : indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let shapes = frame.look.shapes
        let shape: IndicatorShape
        if isTimerPill {
            shape = .capsule
        } else if shapes.hasOverrides, shapes.hasOwnShape(forPage: indicator.page) || isCurrent {
            shape = shapes.shape(forPage: indicator.page, isCurrent: isCurrent)
        } else {
            shape = isCurrent ? shapes.preferredCurrent : style.shape ?? shapes.preferred
        }
        var geometry = Self.geometry(shape, in: indicator.frame)
        if fills, !isTimerPill { geometry = filling(geometry, emphasis: emphasis) }
        return DisplayPrimitive(
            role: .indicator, geometry: geometry,
            color: dotColor(emphasis: emphasis, isTimerPill: isTimerPill, base: style.color), page: indicator.page,
            isCurrent: isCurrent)
    }

    /// A round dot of ``IndicatorEffect/fill``: its ring (see ``filling(_:emphasis:)``), without looking up
    /// its shape.
    func roundFillPrimitive(_ indicator: IndicatorLayout.Indicator, color: Color) -> DisplayPrimitive {
        let dot = indicator.frame
        let round = DisplayPrimitive.Geometry.roundedRectangle(dot, cornerRadius: Self.capsuleRadius(dot))
        return DisplayPrimitive(
            role: .indicator, geometry: filling(round, emphasis: indicator.emphasis), color: color,
            page: indicator.page, isCurrent: indicator.emphasis >= 0.5)
    }

    /// A dot of any other shape (per-page shapes, rounded rectangles, rings and custom paths), a dot under
    /// a mark (in the other dots' colour: the mark is the current page) and a ``IndicatorEffect/fill`` ring.
    func shapedPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let isTimerPill = frame.progress != nil && indicator.page == frame.currentPage
        let emphasis = mutesEmphasis ? 0 : indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let shape = isTimerPill ? .capsule : frame.look.shapes.shape(forPage: indicator.page, isCurrent: isCurrent)
        let fill = dotColor(emphasis: emphasis, isTimerPill: isTimerPill)
        var geometry = Self.geometry(shape, in: indicator.frame)
        if fills, !isTimerPill {
            geometry = filling(geometry, emphasis: emphasis)
        }
        return DisplayPrimitive(
            role: .indicator, geometry: geometry, color: fill, page: indicator.page, isCurrent: isCurrent)
    }

    /// A dot of ``IndicatorEffect/fill``: a ring whose line goes from its own width (a ring shape's, else the
    /// outline width) at emphasis 0 to half the shorter side, a filled shape, at emphasis 1. Custom paths
    /// stay as they are.
    func filling(_ geometry: DisplayPrimitive.Geometry, emphasis: Double) -> DisplayPrimitive.Geometry {
        let rect: Rect
        let radius: Double
        let base: Double
        switch geometry {
        case .roundedRectangle(let r, let cornerRadius):
            (rect, radius, base) = (r, cornerRadius, outlineWidth(r))
        case .ring(let r, let cornerRadius, let lineWidth):
            (rect, radius, base) = (r, cornerRadius, lineWidth)
        case .path, .text:
            return geometry
        }
        let half = Self.capsuleRadius(rect)
        let start = Swift.min(base, half)
        return Self.ring(rect, cornerRadius: radius, lineWidth: start + (half - start) * emphasis)
    }

    /// A dot of the open end (``IndicatorLayout/openEndIndicator(at:)``): in the other dots' colour, as tapered
    /// as the window's end; a segment of the open end, which does not taper, at half opacity.
    func openEndPrimitive(_ index: Int) -> DisplayPrimitive {
        let dot = frame.layout.openEndIndicator(at: index).frame
        return DisplayPrimitive(
            role: .openEnd, geometry: .roundedRectangle(dot, cornerRadius: Self.capsuleRadius(dot)),
            color: frame.look.otherColor, opacity: frame.layout.presentation == .segments ? 0.5 : 1)
    }
}
