import PageControlCore
import Testing

@testable import PageControlHostSupport

/// The scroll-view binding's maths: offsets counted from the adjusted content inset, the paging axis and the
/// content's direction.
@MainActor
@Suite struct ScrollViewPagingTests {
    let size = Size(width: 320, height: 480)

    func paging(
        vertical: Bool = false, contentDirection: LayoutDirection? = nil, rightToLeft: Bool = false
    ) -> ScrollViewPaging {
        ScrollViewPaging(
            boundsSize: size, numberOfPages: 4, isVertical: vertical, contentDirection: contentDirection,
            scrollViewIsRightToLeft: rightToLeft)
    }

    @Test("Horizontal paging: pages are the width long, and the offset counts from the inset's left edge")
    func horizontal() {
        let paging = paging()
        #expect(paging.paging.pageLength == 320)
        #expect(paging.paging.layoutDirection == .leftToRight)
        #expect(paging.fractionalPage(contentOffset: Point(x: 460, y: -88), inset: Point(x: 20, y: 88)) == 1.5)
        #expect(
            paging.contentOffset(forPage: 2, from: Point(x: 0, y: -88), inset: Point(x: 20, y: 88))
                == Point(x: 620, y: -88))
    }

    @Test("Vertical paging: pages are the height long, the offset counts from the inset's top, no direction")
    func vertical() {
        let paging = paging(vertical: true, contentDirection: .rightToLeft, rightToLeft: true)
        #expect(paging.paging.pageLength == 480)
        #expect(paging.paging.layoutDirection == .leftToRight)
        #expect(paging.fractionalPage(contentOffset: Point(x: 5, y: 632), inset: Point(x: 0, y: 88)) == 1.5)
        #expect(
            paging.contentOffset(forPage: 3, from: Point(x: 5, y: 0), inset: Point(x: 0, y: 88))
                == Point(x: 5, y: 1352))
    }

    @Test("The content's direction is the given one, else the scroll view's")
    func direction() {
        #expect(paging(rightToLeft: true).paging.layoutDirection == .rightToLeft)
        #expect(paging(contentDirection: .leftToRight, rightToLeft: true).paging.layoutDirection == .leftToRight)
        #expect(paging(contentDirection: .rightToLeft).paging.layoutDirection == .rightToLeft)
        let rightToLeft = paging(rightToLeft: true)
        #expect(rightToLeft.fractionalPage(contentOffset: Point(x: 960, y: 0), inset: Point()) == 0)
        #expect(rightToLeft.contentOffset(forPage: 0, from: Point(), inset: Point()) == Point(x: 960, y: 0))
    }

    @Test("A control's paging takes its page count and its axis")
    func forControl() {
        let control = PageControl()
        control.numberOfPages = 6
        control.direction = .topToBottom
        let paging = ScrollViewPaging(
            for: control, boundsSize: size, contentDirection: nil, scrollViewIsRightToLeft: false)
        #expect(paging.isVertical)
        #expect(paging.paging.numberOfPages == 6)
        #expect(paging.paging.pageLength == 480)
    }

    @Test("A zero-size scroll view and a NaN offset give page 0")
    func degenerate() {
        let paging = ScrollViewPaging(
            boundsSize: Size(), numberOfPages: 4, isVertical: false, contentDirection: nil,
            scrollViewIsRightToLeft: false)
        #expect(paging.fractionalPage(contentOffset: Point(x: 300, y: 0), inset: Point()) == 0)
        #expect(self.paging().fractionalPage(contentOffset: Point(x: .nan, y: 0), inset: Point()) == 0)
    }
}
