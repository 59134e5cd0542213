import PageControlCore
import Testing

@testable import PageControlHostSupport

/// The pager bindings' maths: a page view controller's three-page scroll view, a paging collection view, an
/// orthogonal section and a SwiftUI scroll view's geometry.
@Suite struct PageViewControllerPagingTests {
    // A 390-point page view controller with a 10-point interPageSpacing: its scroll view is 400 wide.
    let bounds = Size(width: 400, height: 844)

    @Test(
        "The inner scroll view's offset from its middle page moves the current page, mirrored right to left",
        arguments: [
            // (right to left, offset, fractional page around page 2)
            (false, 400.0, 2.0), (false, 600, 2.5), (false, 100, 1.25), (false, 800, 3), (false, 1200, 3),
            (true, 400, 2), (true, 600, 1.5), (true, 100, 2.75), (true, 0, 3), (true, -300, 3),
        ])
    func horizontal(isRightToLeft: Bool, offset: Double, page: Double) {
        let paging = PageViewControllerPaging(numberOfPages: 5, isVertical: false, isRightToLeft: isRightToLeft)
        #expect(
            paging.fractionalPage(currentPage: 2, contentOffset: Point(x: offset, y: 0), boundsSize: bounds) == page)
    }

    @Test("Vertical pages use the height and have no direction")
    func vertical() {
        let paging = PageViewControllerPaging(numberOfPages: 5, isVertical: true, isRightToLeft: true)
        #expect(!paging.isRightToLeft)
        #expect(paging.fractionalPage(currentPage: 1, contentOffset: Point(x: 0, y: 1266), boundsSize: bounds) == 1.5)
        #expect(paging.restingOffset(boundsSize: bounds) == 844)
        #expect(paging.turn(from: 1, to: 3) == .forward)
    }

    @Test("The first and last pages hold the fraction within the pages; no pages or no size give a whole page")
    func ends() {
        let paging = PageViewControllerPaging(numberOfPages: 3, isVertical: false, isRightToLeft: false)
        #expect(paging.fractionalPage(currentPage: 0, contentOffset: Point(x: 200, y: 0), boundsSize: bounds) == 0)
        #expect(paging.fractionalPage(currentPage: 2, contentOffset: Point(x: 700, y: 0), boundsSize: bounds) == 2)
        #expect(paging.fractionalPage(currentPage: 9, contentOffset: Point(x: 400, y: 0), boundsSize: bounds) == 2)
        #expect(paging.fractionalPage(currentPage: 1, contentOffset: Point(x: 700, y: 0), boundsSize: Size()) == 1)
        let none = PageViewControllerPaging(numberOfPages: -2, isVertical: false, isRightToLeft: false)
        #expect(none.fractionalPage(currentPage: 1, contentOffset: Point(x: 600, y: 0), boundsSize: bounds) == 0)
        #expect(paging.restingOffset(boundsSize: bounds) == 400)
    }

    @Test(
        "A turn to a later page goes forward, to an earlier one in reverse, mirrored right to left",
        arguments: [
            (false, 1, 3, PageViewControllerPaging.Turn?.some(.forward)), (false, 3, 0, .reverse),
            (true, 1, 3, .reverse), (true, 3, 0, .forward), (false, 2, 2, nil), (true, 2, 2, nil),
        ])
    func turn(isRightToLeft: Bool, from: Int, to: Int, turn: PageViewControllerPaging.Turn?) {
        let paging = PageViewControllerPaging(numberOfPages: 5, isVertical: false, isRightToLeft: isRightToLeft)
        #expect(paging.turn(from: from, to: to) == turn)
    }

    @Test("The data source's neighbours stop at the ends")
    func neighbours() {
        let paging = PageViewControllerPaging(numberOfPages: 3, isVertical: false, isRightToLeft: true)
        #expect(paging.neighbour(of: 0, after: true) == 1)
        #expect(paging.neighbour(of: 0, after: false) == nil)
        #expect(paging.neighbour(of: 2, after: true) == nil)
        #expect(paging.neighbour(of: 2, after: false) == 1)
    }
}

@Suite struct CollectionViewPagingTests {
    /// 335-point items 10 apart with 20-point section insets in a 375-point collection view, six items.
    func paging(vertical: Bool = false, rightToLeft: Bool = false) -> CollectionViewPaging {
        CollectionViewPaging(
            boundsSize: vertical ? Size(width: 320, height: 375) : Size(width: 375, height: 600),
            itemSize: vertical ? Size(width: 320, height: 335) : Size(width: 335, height: 600), spacing: 10,
            leadingInset: 20, trailingInset: 20, numberOfPages: 6, isVertical: vertical,
            contentDirection: rightToLeft ? .rightToLeft : .leftToRight)
    }

    @Test("Left to right: pages every item and gap (345 points), from the adjusted inset")
    func leftToRight() {
        let paging = paging()
        #expect(paging.fractionalPage(contentOffset: Point(x: 517.5, y: -50), inset: Point(x: 0, y: 50)) == 1.5)
        #expect(paging.fractionalPage(contentOffset: Point(x: 1725, y: 0), inset: Point()) == 5)
        #expect(
            paging.contentOffset(forPage: 4, from: Point(x: 0, y: -50), inset: Point(x: 8, y: 50))
                == Point(x: 1372, y: -50))
        for page in 0..<6 {
            let offset = paging.contentOffset(forPage: page, from: Point(), inset: Point())
            #expect(paging.fractionalPage(contentOffset: offset, inset: Point()) == Double(page))
        }
    }

    @Test("Right to left: item 0 at the largest offset")
    func rightToLeft() {
        let paging = paging(rightToLeft: true)
        #expect(paging.contentOffset(forPage: 0, from: Point(), inset: Point()) == Point(x: 1725, y: 0))
        #expect(paging.fractionalPage(contentOffset: Point(x: 1207.5, y: 0), inset: Point()) == 1.5)
        #expect(paging.fractionalPage(contentOffset: Point(x: -40, y: 0), inset: Point()) == 5)
    }

    @Test("Vertical: the heights and the top inset, no direction")
    func vertical() {
        let paging = paging(vertical: true, rightToLeft: true)
        #expect(paging.paging.layoutDirection == .leftToRight)
        #expect(paging.fractionalPage(contentOffset: Point(x: 3, y: 429.5), inset: Point(x: 0, y: 88)) == 1.5)
        #expect(
            paging.contentOffset(forPage: 2, from: Point(x: 3, y: 0), inset: Point(x: 0, y: 88)) == Point(x: 3, y: 602))
    }

    @Test(
        "6. Right to left item 0 sits at the largest offset unless the layout flips; contentDirection overrides both",
        arguments: [
            // (override, the collection view is right to left, its layout flips, item 0's side)
            (LayoutDirection?.none, false, false, LayoutDirection.leftToRight), (nil, false, true, .leftToRight),
            (nil, true, false, .rightToLeft), (nil, true, true, .leftToRight),
            (.leftToRight, true, false, .leftToRight),
            (.rightToLeft, false, true, .rightToLeft), (.rightToLeft, true, true, .rightToLeft),
        ])
    func contentDirection(
        override: LayoutDirection?, isRightToLeft: Bool, flips: Bool, expected: LayoutDirection
    ) {
        #expect(
            CollectionViewPaging.contentDirection(
                override, isRightToLeft: isRightToLeft, layoutFlipsHorizontally: flips)
                == expected)
    }

    @Test(
        "6. Either origin convention: the matching contentDirection gives the dots and taps, the other mirrors them",
        arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func bothConventions(convention: LayoutDirection) {
        // Where item k sits: from the leading edge (`.leftToRight`: offsets count from it), or mirrored.
        let offset = { (k: Int) in convention == .leftToRight ? Double(k) * 345 : 1725 - Double(k) * 345 }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let paging = paging(rightToLeft: direction == .rightToLeft)
            for k in 0..<6 {
                let dots = paging.fractionalPage(contentOffset: Point(x: offset(k), y: 0), inset: Point())
                let tap = paging.contentOffset(forPage: k, from: Point(), inset: Point()).x
                #expect(dots == Double(direction == convention ? k : 5 - k))
                #expect(tap == offset(direction == convention ? k : 5 - k))
            }
        }
    }

    @Test("Without an item size, items are the bounds")
    func boundsItems() {
        let paging = CollectionViewPaging(
            boundsSize: Size(width: 390, height: 600), itemSize: nil, spacing: 0, leadingInset: 0, trailingInset: 0,
            numberOfPages: 3, isVertical: false, contentDirection: .leftToRight)
        #expect(paging.fractionalPage(contentOffset: Point(x: 585, y: 0), inset: Point()) == 1.5)
    }
}

@Suite struct OrthogonalSectionPagingTests {
    func section(_ behavior: OrthogonalSectionPaging.Behavior, rightToLeft: Bool = false, vertical: Bool = false)
        -> OrthogonalSectionPaging
    {
        // 300-point groups 10 apart, 45-point insets, a 390-point container, five groups.
        OrthogonalSectionPaging(
            behavior: behavior, groupLength: 300, interGroupSpacing: 10, leadingInset: 45, trailingInset: 45,
            containerLength: 390, numberOfPages: 5, isVertical: vertical,
            contentDirection: rightToLeft ? .rightToLeft : .leftToRight)
    }

    @Test(
        "Each scrolling behaviour's page offsets and fractional pages",
        arguments: [
            // (behaviour, right to left, offset, fractional page)
            (OrthogonalSectionPaging.Behavior.groupPagingCentered, false, 775.0, 2.5),
            (.groupPagingCentered, false, 1240, 4), (.groupPagingCentered, true, 465, 2.5),
            (.groupPagingCentered, true, 1240, 0),
            // Held at the leading inset: the content is 1630 long, so the last group is held at 1240.
            (.groupPaging, false, 465, 1.5), (.groupPaging, false, 1085, 3.5), (.groupPaging, true, 155, 3.5),
            // By the container: 390-point pages.
            (.paging, false, 585, 1.5), (.paging, true, 975, 1.5),
        ])
    func behaviours(behavior: OrthogonalSectionPaging.Behavior, isRightToLeft: Bool, offset: Double, page: Double) {
        #expect(
            section(behavior, rightToLeft: isRightToLeft).fractionalPage(contentOffset: Point(x: offset, y: 9)) == page)
    }

    @Test(
        "Round trips for each behaviour and direction",
        arguments: [
            OrthogonalSectionPaging.Behavior.paging, .groupPaging, .groupPagingCentered,
        ], [false, true])
    func roundTrips(behavior: OrthogonalSectionPaging.Behavior, isRightToLeft: Bool) {
        let paging = section(behavior, rightToLeft: isRightToLeft)
        for page in 0..<5 {
            let offset = paging.paging.contentOffset(forPage: page)
            #expect(paging.fractionalPage(contentOffset: Point(x: offset, y: 0)) == Double(page))
        }
    }

    @Test(
        "A vertical section reads the y offset and has no direction",
        arguments: [
            (OrthogonalSectionPaging.Behavior.groupPagingCentered, 775.0, 2.5), (.groupPagingCentered, 155, 0.5),
            (.groupPaging, 465, 1.5), (.groupPaging, 1085, 3.5), (.paging, 585, 1.5),
        ])
    func vertical(behavior: OrthogonalSectionPaging.Behavior, offset: Double, page: Double) {
        let paging = section(behavior, rightToLeft: true, vertical: true)
        #expect(paging.fractionalPage(contentOffset: Point(x: 9999, y: offset)) == page)
    }

    @Test("The group's length comes from neighbouring items, less the gap, else the first item")
    func groupLength() {
        let items = [
            OrthogonalSectionPaging.VisibleItem(item: 3, start: 975, length: 290),
            OrthogonalSectionPaging.VisibleItem(item: 2, start: 665, length: 290),
        ]
        #expect(OrthogonalSectionPaging.groupLength(of: items, interGroupSpacing: 10) == 300)
        #expect(OrthogonalSectionPaging.groupLength(of: [items[0]], interGroupSpacing: 10) == 290)
        #expect(OrthogonalSectionPaging.groupLength(of: [], interGroupSpacing: 10) == nil)
    }
}

@Suite struct ScrollGeometryPagingTests {
    let paging = ScrollGeometryPaging(numberOfPages: 4, isVertical: false)

    @Test(
        "The scroll geometry's offset over the container's width, from the leading inset",
        arguments: [
            (0.0, 0.0, 0.0), (585, 0, 1.5), (1170, 0, 3), (5000, 0, 3), (-100, 0, 0), (-16, 16, 0), (179, 16, 0.5),
        ])
    func horizontal(offset: Double, inset: Double, page: Double) {
        let fractional = paging.fractionalPage(
            contentOffset: Point(x: offset, y: 0), containerSize: Size(width: 390, height: 300),
            contentSize: Size(width: 1560, height: 300), leadingInset: inset)
        #expect(fractional == page)
    }

    @Test("Vertical paging reads the heights")
    func vertical() {
        let vertical = ScrollGeometryPaging(numberOfPages: 4, isVertical: true)
        let fractional = vertical.fractionalPage(
            contentOffset: Point(x: 0, y: 1266), containerSize: Size(width: 390, height: 844),
            contentSize: Size(width: 390, height: 3376), leadingInset: 0)
        #expect(fractional == 1.5)
    }

    @Test("Content past the pages holds the last page")
    func footer() {
        let fractional = paging.fractionalPage(
            contentOffset: Point(x: 1300, y: 0), containerSize: Size(width: 390, height: 300),
            contentSize: Size(width: 1700, height: 300), leadingInset: 0)
        #expect(fractional == 3)
    }

    @Test("Pages and scroll target ids map one to one, within the pages")
    func ids() {
        #expect(paging.scrollTargetID(forPage: 2) == 2)
        #expect(paging.scrollTargetID(forPage: 9) == 3)
        #expect(paging.scrollTargetID(forPage: -1) == 0)
        #expect(paging.page(forScrollTargetID: 7) == 3)
        #expect(paging.page(forScrollTargetID: nil) == nil)
        #expect(ScrollGeometryPaging(numberOfPages: 0, isVertical: false).scrollTargetID(forPage: 0) == nil)
    }
}
