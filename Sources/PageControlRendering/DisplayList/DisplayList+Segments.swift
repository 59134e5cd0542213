import PageControlCore

extension DisplayList {
    /// Whether no indicator takes the current colour by its emphasis: under a mark (the mark is the current
    /// page) and in ``IndicatorPresentation/segments`` (the fill is).
    @inline(__always)
    var mutesEmphasis: Bool { hasMark || frame.layout.presentation == .segments }

    /// How much of a page's segment is filled, 0…1, for the layout's position `p`, its span `s` and the
    /// current page `k`: with a progress `t`, pages before `k` are full, the span's pages filled to `t` and
    /// the rest empty; without, `clamp(p + s − page, 0, 1)`, so the current segment is full at rest and the
    /// next fills as the position moves towards it. In a loop, while the span's end crosses the seam (by
    /// `e = p + s − n`), the first pages fill by `e` and the others empty by the same amount, so the bar
    /// starts again without a jump.
    static func segmentFill(ofPage page: Int, layout: IndicatorLayout, progress: Double?, currentPage: Int) -> Double {
        let span = layout.visiblePageCount
        if let progress {
            if page < currentPage { return 1 }
            return page < currentPage + span ? progress : 0
        }
        let p = layout.position
        let reach = p + Double(span)
        let n = Double(layout.numberOfPages)
        let wrapped = layout.wrapsAround ? reach - n : 0
        let page = Double(page)
        guard wrapped > 0 else { return Swift.min(Swift.max(reach - page, 0), 1) }
        if page < wrapped.rounded(.up) { return Swift.min(wrapped - page, 1) }
        return 1 - Swift.min(wrapped, 1)
    }

    /// The number of segments with a fill, which are the first ones: see ``segmentFill(ofPage:layout:progress:currentPage:)``.
    /// A track (``IndicatorLayout/isTrack``) has one fill.
    static func segmentFillCount(layout: IndicatorLayout, progress: Double?, currentPage: Int) -> Int {
        let n = layout.numberOfPages
        guard n > 0, !layout.isEmpty else { return 0 }
        if layout.isTrack { return 1 }
        let span = layout.visiblePageCount
        if let progress { return Swift.min(progress > 0 ? currentPage + span : currentPage, n) }
        let reach = layout.position + Double(span)
        if layout.wrapsAround, reach > Double(n) { return n }
        let ceiling = reach.rounded(.up)
        return ceiling >= Double(n) ? n : Swift.max(Int(ceiling), 0)
    }

    /// The fill of the `index`th segment (or the track's one fill): the leading part of the segment in the
    /// current colour, as long as its fill; a track fills to its share of every page up to the current
    /// one's fill.
    func segmentFillPrimitive(_ index: Int) -> DisplayPrimitive {
        let rect: Rect
        let page: Int
        if frame.layout.isTrack {
            let track = frame.layout[0]
            page = track.page
            let n = Double(frame.layout.numberOfPages)
            let fraction: Double
            if let progress = frame.progress {
                fraction = (Double(frame.currentPage) + progress) / n
            } else {
                let reach = frame.layout.position + Double(frame.layout.visiblePageCount)
                fraction = (reach > n ? reach - n : reach) / n
            }
            rect = Self.leadingPart(of: track.frame, fraction: fraction, direction: frame.layout.direction)
        } else {
            let segment = frame.layout[index]
            page = segment.page
            let fill = Self.segmentFill(
                ofPage: segment.page, layout: frame.layout, progress: frame.progress, currentPage: frame.currentPage)
            rect = Self.leadingPart(of: segment.frame, fraction: fill, direction: frame.layout.direction)
        }
        return DisplayPrimitive(
            role: .progress, geometry: .roundedRectangle(rect, cornerRadius: Self.capsuleRadius(rect)),
            color: frame.look.currentColor, page: page, isCurrent: page == frame.currentPage)
    }

    /// The part of `frame` from the row's leading end, `fraction` (clamped to 0…1) of its length along the
    /// row.
    static func leadingPart(of frame: Rect, fraction: Double, direction: PageControlDirection) -> Rect {
        let f = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        var part = frame
        switch direction {
        case .topToBottom:
            part.size.height = frame.height * f
        case .bottomToTop:
            part.size.height = frame.height * f
            part.origin.y = frame.maxY - part.size.height
        case .rightToLeft:
            part.size.width = frame.width * f
            part.origin.x = frame.maxX - part.size.width
        case .leftToRight, .natural:
            part.size.width = frame.width * f
        }
        return part
    }
}
