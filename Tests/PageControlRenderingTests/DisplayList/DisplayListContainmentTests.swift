import PageControlCore
import PageControlRendering
import Testing

/// Every effect stays inside the control: in bounds of the control's own size (``PageControl/intrinsicContentSize``
/// and ``PageControl/size(forNumberOfPages:)``), every primitive the display list draws lies within the bounds,
/// for every effect and presentation, at both ends and between pages, in every direction, with and without
/// padding, with the progress pill and with page numbers in the dots. The keyboard focus ring is not drawn here: it
/// stands outside the dot it surrounds, as every platform's focus ring stands outside its view.
@MainActor
@Suite struct DisplayListContainmentTests {
    /// The effects, with the scale at a gentle, a strong and the largest factor.
    nonisolated static let effects: [IndicatorEffect] = [
        .none, .worm, .thinWorm, .slide, .jump, .swap, .fill, .scale(1.4), .scale(2), .scale(3),
    ]
    nonisolated static let directions: [PageControlDirection] = [
        .leftToRight, .rightToLeft, .topToBottom, .bottomToTop,
    ]
    nonisolated static let cases: [(IndicatorEffect, IndicatorPresentation)] = effects.flatMap { effect in
        IndicatorPresentation.allCases.map { (effect, $0) }
    }

    /// What a control carries besides its effect and presentation.
    enum Extra: CaseIterable {
        case plain, minimal, prominent, pill, numbers
    }

    /// The control of one case, its bounds not yet set.
    func control(
        _ effect: IndicatorEffect, _ presentation: IndicatorPresentation, _ direction: PageControlDirection,
        pages: Int, extra: Extra
    ) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.indicatorEffect = effect
        c.presentation.kind = presentation
        c.direction = direction
        switch extra {
        case .plain: break
        case .minimal: c.backgroundStyle = .minimal
        case .prominent: c.backgroundStyle = .prominent
        case .pill: c.progress = PageControlProgress()
        case .numbers: c.presentation.showsPageNumbers = true
        }
        return c
    }

    /// The primitives of `control` at `position` that reach outside its bounds, described.
    func escapes(_ control: PageControl, at position: Double) -> [String] {
        control.position = position
        let bounds = Rect(origin: .zero, size: control.bounds.size)
        let slack = 1e-9
        return DisplayList(control.frame()).compactMap { primitive in
            let f = primitive.frame
            let inside =
                f.minX >= bounds.minX - slack && f.minY >= bounds.minY - slack && f.maxX <= bounds.maxX + slack
                && f.maxY <= bounds.maxY + slack
            return inside ? nil : "at \(position): \(primitive.role) \(f) outside \(bounds.size)"
        }
    }

    /// The positions to look at: both ends and a quarter and a half past the first page and before the last, and
    /// every half page between when the row shows every page (`windows` false). A scrolling window is left out in
    /// the middle: there the dot sliding in at an end grows from nothing just outside the row
    /// (`IndicatorLayout.endScale(ofSlot:)`), which is the window's doing, not an effect's.
    func positions(pages: Int, windows: Bool) -> [Double] {
        let last = Double(pages - 1)
        let ends = [0, 0.25, 0.5, 1, last - 1, last - 0.5, last - 0.25, last].filter { $0 >= 0 }
        return windows ? ends : ends + stride(from: 0, through: last, by: 0.5)
    }

    @Test("In its intrinsic size, nothing a control draws leaves its bounds", arguments: cases)
    func intrinsicSize(effect: IndicatorEffect, presentation: IndicatorPresentation) {
        var failures: [String] = []
        for direction in Self.directions {
            for extra in Extra.allCases {
                for pages in [1, 3, 8, 12] {
                    let c = control(effect, presentation, direction, pages: pages, extra: extra)
                    c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
                    for position in positions(pages: pages, windows: pages > 8) {
                        failures += escapes(c, at: position).map { "\(direction) \(extra) \(pages) pages \($0)" }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(effect) \(presentation): \(failures.count) escapes, \(failures.prefix(3))")
    }

    @Test("In size(forNumberOfPages:), nothing a control draws leaves its bounds", arguments: cases)
    func sizeForPages(effect: IndicatorEffect, presentation: IndicatorPresentation) {
        var failures: [String] = []
        for direction in Self.directions {
            for extra in Extra.allCases {
                for pages in [1, 2, 5, 10] {
                    let c = control(effect, presentation, direction, pages: pages, extra: extra)
                    c.bounds = Rect(origin: .zero, size: c.size(forNumberOfPages: pages))
                    for position in positions(pages: pages, windows: false) {
                        failures += escapes(c, at: position).map { "\(direction) \(extra) \(pages) pages \($0)" }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(effect) \(presentation): \(failures.count) escapes, \(failures.prefix(3))")
    }
}
