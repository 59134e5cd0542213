import PageControlCore
import Testing

@MainActor
@Suite struct PageControlPageCountTests {
    func control(pages: Int) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return c
    }

    @Test("An added dot grows in while the others glide apart, without jumping")
    func growIn() {
        let c = control(pages: 5)
        c.advanceAnimation(to: 0)
        c.setNumberOfPages(6, animated: true)
        #expect(c.numberOfPages == 6)
        #expect(c.isAnimating)
        // At the start the new dot has no size and the row is where it was.
        #expect(c.layout.count == 6)
        #expect(c.layout.indicator(forPage: 5)?.scale == 0)
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 124.5)
        // The first frame after the change starts the spring; 50 ms later the dot is part-grown.
        c.advanceAnimation(to: 0.01)
        c.advanceAnimation(to: 0.06)
        let middle = c.layout
        let growing = middle.indicator(forPage: 5)!.scale
        #expect(growing > 0.2 && growing < 0.9)
        #expect(middle.indicator(forPage: 0)!.frame.minX < 124.5)
        #expect(middle.indicator(forPage: 0)!.frame.minX > 116.5)
        c.advanceAnimation(to: 1)
        #expect(!c.isAnimating)
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 116.5)
        #expect(c.layout.indicator(forPage: 5)?.scale == 1)
    }

    @Test("A removed dot shrinks out, then leaves the layout")
    func shrinkOut() {
        let c = control(pages: 6)
        c.advanceAnimation(to: 0)
        c.setNumberOfPages(5, animated: true)
        #expect(c.numberOfPages == 5)
        #expect(c.layout.count == 6)
        #expect(c.layout.indicator(forPage: 5)?.scale == 1)
        c.advanceAnimation(to: 0.01)
        c.advanceAnimation(to: 0.06)
        let shrinking = c.layout.indicator(forPage: 5)!.scale
        #expect(shrinking > 0.1 && shrinking < 0.8)
        c.advanceAnimation(to: 1)
        #expect(c.layout.count == 5)
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 124.5)
    }

    @Test("Without animation, with reduced motion, or beyond the window the change is immediate")
    func immediate() {
        let c = control(pages: 5)
        c.setNumberOfPages(7, animated: false)
        #expect(!c.isAnimating && c.layout.count == 7)
        c.environment.reducesMotion = true
        c.setNumberOfPages(3, animated: true)
        #expect(!c.isAnimating && c.layout.count == 3)
        c.environment.reducesMotion = false
        c.setNumberOfPages(40, animated: true)
        #expect(!c.isAnimating && c.layout.count == 10)
        c.setNumberOfPages(-2, animated: true)
        #expect(c.numberOfPages == 0 && c.layout.isEmpty)
    }
}

@MainActor
@Suite struct PageControlWrappingTests {
    func control(pages: Int) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.paging.wrapsAround = true
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return c
    }

    @Test("A position past the last page maps onto the first, smoothly at the seam")
    func seam() {
        let c = control(pages: 5)
        c.position = 4.25
        #expect(c.currentPage == 4)
        #expect(c.layout.indicator(forPage: 4)?.emphasis == 0.75)
        #expect(c.layout.indicator(forPage: 0)?.emphasis == 0.25)
        c.position = 4.75
        #expect(c.currentPage == 0)
        c.position = 5.5
        #expect(c.position == 0.5)
        c.position = -0.5
        #expect(c.position == 4.5)
        c.position = .infinity
        #expect(c.position == 0)
    }

    @Test("Keys, steps and increments go round")
    func goesRound() {
        let c = control(pages: 5)
        c.environment.reducesMotion = true
        c.currentPage = 4
        var events: [Int] = []
        c.addAction(for: .valueChanged) { events.append($0.currentPage) }
        c.handleKey(.right)
        c.performAccessibilityAction(.decrement)
        c.performAccessibilityAction(.increment)
        c.handleTap(at: Point(x: 10, y: 18))
        #expect(events == [0, 4, 0, 4])
    }

    @Test("The animation takes the short way round")
    func shortWay() {
        let c = control(pages: 5)
        c.currentPage = 4
        c.advanceAnimation(to: 0)
        c.handleKey(.right)
        c.advanceAnimation(to: 0.01)
        c.advanceAnimation(to: 0.06)
        // From 4 towards 5 (= page 0), not back through 3, 2, 1.
        #expect(c.position > 4 && c.position < 5)
        c.advanceAnimation(to: 1)
        #expect(c.position == 0)
        #expect(c.currentPage == 0)
    }

    @Test("A windowed row scrolls endlessly with both ends shrunk")
    func endlessWindow() {
        let c = control(pages: 30)
        c.position = 0
        let layout = c.layout
        // A new loop centres page 0 in slot 4 of ten: pages 26…29 before it, 1…5 after, both ends shrunk.
        #expect(layout.count == 10)
        #expect(layout.windowStart == -4)
        #expect(layout.map(\.page) == [26, 27, 28, 29, 0, 1, 2, 3, 4, 5])
        let atSeam = { (p: Double) in
            c.position = p
            return c.layout
        }
        let before = atSeam(29.99).indicator(forPage: 0)!.frame.midX
        let after = atSeam(0.01).indicator(forPage: 0)!.frame.midX
        #expect(abs(before - after) < 0.5)
        #expect(c.layout.first!.scale < 0.5 && c.layout.last!.scale < 0.5)
    }

    @Test("A billion looping pages cost what ten do")
    func hugeLoop() {
        let c = control(pages: 1_000_000_000)
        c.position = 999_999_999.5
        // The window rests where the new loop centred it, one lap on: page 999 999 999.5 is in slot 3.5.
        #expect(c.layout.windowStart == 999_999_996)
        #expect(c.layout.count == 10)
        #expect(c.layout.allSatisfy { $0.frame.isFinite })
        #expect(c.layout.contains { $0.page == 0 } && c.layout.contains { $0.page == 999_999_999 })
    }
}
