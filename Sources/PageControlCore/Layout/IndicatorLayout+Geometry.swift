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
            across = Swift.max(across, line, isVerticalRow ? rowLength : 0)
        }
        return direction.isVertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    /// The distance of a point from the row's leading end along the axis, in row coordinates.
    func rowOffset(of point: Point) -> Double {
        sense * ((isVerticalRow ? point.y : point.x) - axisOrigin)
    }

    /// The offset of a point from the row's centre line, across the axis.
    func crossOffset(of point: Point) -> Double {
        (isVerticalRow ? point.x : point.y) - crossCenter
    }

    /// The position nearest to a slot index: the position itself, or in a wrapping row the copy of it
    /// (plus or minus whole loops) closest to the slot.
    @inlinable func position(near index: Double) -> Double {
        guard wrapsAround, numberOfPages > 0 else { return position }
        let n = Double(numberOfPages)
        return position + n * ((index - position) / n).rounded()
    }

    /// The row coordinate of the centre of a slot's dot, visible or not (continuous in the slot index).
    func rowCenter(ofVirtualIndex index: Double) -> Double {
        if isTrack { return trackShare * (index + 0.5) }
        let m = metrics
        let extra = extraLength
        let p = position(near: index)
        let ahead = index - p
        let emphasis = Swift.max(0, 1 - (ahead < 0 ? -ahead : Swift.max(ahead - spanTail, 0)))
        let lead = (index - windowStart) * m.pitch + extra * currentLengthBefore(slot: index, ahead: ahead)
        return lead + (m.resolvedIndicatorLength + extra * emphasis) / 2
    }

    /// The visible page whose dot centre is nearest to a row offset, and the distance to that centre.
    ///
    /// Dots shrunk below half size at a scrolled end are skipped unless nothing else is visible.
    /// - Complexity: O(visible dots).
    func nearestPage(toRowOffset offset: Double) -> (page: Int, distance: Double)? {
        if isTrack {
            guard numberOfPages > 0, offset.isFinite else { return nil }
            let slot = CoreMath.clamp((offset / trackShare).rounded(.down), 0, Double(numberOfPages - 1))
            let page = CoreMath.nearestIndex(slot, upper: numberOfPages - 1)
            return (page, Swift.abs(offset - rowCenter(ofVirtualIndex: Double(page))))
        }
        var best: (page: Int, distance: Double)?
        for index in 0..<count {
            let virtual = firstVirtualIndex + index
            let indicator = self.indicator(virtualIndex: virtual)
            guard indicator.scale >= 0.5 || count == 1 else { continue }
            let distance = Swift.abs(offset - rowCenter(ofVirtualIndex: Double(virtual)))
            if best.map({ distance < $0.distance }) ?? true { best = (indicator.page, distance) }
        }
        return best
    }

    /// Each page's share of a track's length (``isTrack``).
    var trackShare: Double { rowLength / Double(Swift.max(numberOfPages, 1)) }

    /// The row coordinate of the centre of a page's dot (in a wrapping row, the copy nearest the position),
    /// or of the dot `offset` slots after it.
    func rowCenter(ofPage page: Int, offset: Int = 0) -> Double {
        var index = Double(page)
        if wrapsAround, numberOfPages > 0, !isTrack {
            let n = Double(numberOfPages)
            index += n * ((position - index) / n).rounded()
        }
        return rowCenter(ofVirtualIndex: index + Double(offset))
    }
}
