extension IndicatorLayout {
    /// ``contentSize``, except that no pages give a zero length and the usual thickness, as
    /// ``PageControl/size(forNumberOfPages:)`` answers.
    var sizeIncludingEmpty: Size {
        guard numberOfPages == 0 else { return contentSize }
        let across = Swift.max(metrics.diameter + 2 * metrics.verticalPadding, metrics.minimumHeight)
        return direction.isVertical ? Size(width: across, height: 0) : Size(width: 0, height: across)
    }

    /// The frame of the content: the visible row plus padding, centred in the bounds.
    ///
    /// The platter is drawn as a capsule in this frame. Its size is the control's size for the window.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    public var contentFrame: Rect {
        let size = contentSize
        return Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The size of the visible row plus padding: what the control needs to show the window.
    ///
    /// Along the row, the row and the padding at each end, or the effect's reach where it is larger (a scale
    /// effect's current dot grows past the first and last dot); across it, the dot and the padding on each side,
    /// at least the minimum height, the dot as the scale effect grows it, and for
    /// ``IndicatorPresentation/numeric`` the number's line (in a vertical row, the number's width: it is written
    /// across the row).
    public var contentSize: Size {
        guard numberOfPages > 0 else { return .zero }
        let reach = effectReach
        let along = rowLength + 2 * Swift.max(metrics.horizontalPadding, reach.along)
        var across = Swift.max(
            metrics.diameter + 2 * metrics.verticalPadding, metrics.minimumHeight, metrics.diameter + 2 * reach.across)
        if presentation == .numeric {
            // The number is written across a vertical row, as wide as its track is long.
            let line = OverflowLabel.lineHeight * OverflowLabel.fontSize(forDiameter: metrics.diameter)
            across = Swift.max(across, line, direction.isVertical ? rowLength : 0)
        }
        return direction.isVertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// The distance of a point from the row's leading end along the axis, in row coordinates.
    func rowOffset(of point: Point) -> Double {
        sense * ((direction.isVertical ? point.y : point.x) - axisOrigin)
    }

    /// The offset of a point from the row's centre line, across the axis.
    func crossOffset(of point: Point) -> Double {
        (direction.isVertical ? point.x : point.y) - crossCenter
    }

    /// The row coordinate of the centre of a slot's dot (counted from ``origin``), visible or not (continuous
    /// in the slot).
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    func rowCenter(ofSlot index: Double) -> Double {
        if isTrack { return trackShare * (index + Double(origin) + 0.5) }
        let extra = extraLength
        let ahead = index - offset(near: index)
        let emphasis = Swift.max(0, 1 - (ahead < 0 ? -ahead : Swift.max(ahead - Double(visiblePageCount - 1), 0)))
        let lead = (index - windowOffset) * metrics.pitch + extra * currentLengthBefore(slot: index, ahead: ahead)
        return lead + (metrics.resolvedIndicatorLength + extra * emphasis) / 2
    }

    /// The visible page whose dot centre is nearest to a row offset, and the distance to that centre.
    ///
    /// Dots shrunk below half size at a scrolled end are skipped unless nothing else is visible.
    /// - Complexity: O(visible dots).
    func nearestPage(toRowOffset offset: Double) -> (page: Int, distance: Double)? {
        if isTrack {
            guard numberOfPages > 0, offset.isFinite else { return nil }
            let share = CoreMath.clamp((offset / trackShare).rounded(.down), 0, Double(numberOfPages - 1))
            let page = CoreMath.nearestIndex(share, upper: numberOfPages - 1)
            return (page, Swift.abs(offset - rowCenter(ofPage: page)))
        }
        var best: (page: Int, distance: Double)?
        for index in 0..<count {
            let slot = firstSlot + index
            let indicator = self.indicator(slot: slot)
            guard indicator.scale >= 0.5 || count == 1 else { continue }
            let distance = Swift.abs(offset - rowCenter(ofSlot: Double(slot)))
            if best.map({ distance < $0.distance }) ?? true { best = (indicator.page, distance) }
        }
        return best
    }

    /// Each page's share of a track's length (``isTrack``).
    var trackShare: Double { rowLength / Double(Swift.max(numberOfPages, 1)) }

    /// The row coordinate of the centre of a page's dot (in a wrapping row, the copy nearest the position),
    /// or of the dot `offset` slots after it.
    func rowCenter(ofPage page: Int, offset extra: Int = 0) -> Double {
        if isTrack { return trackShare * (Double(page) + Double(extra) + 0.5) }
        var slot = Double(page - origin)
        if wrapsAround, numberOfPages > 0 {
            let n = Double(numberOfPages)
            slot += n * ((offset - slot) / n).rounded()
        }
        return rowCenter(ofSlot: slot + Double(extra))
    }
}
