import PageControlCore
import Testing

@MainActor
@Suite(.serialized) struct PageControlAppearanceTests {
    @Test("A control's value wins, then the appearance proxy, then the built-in default")
    func fallback() {
        let proxy = PageControl.appearance()
        defer { proxy.reset() }
        let c = PageControl()
        #expect(c.resolvedCurrentPageIndicatorTintColor == .white)
        proxy.currentPageIndicatorTintColor = .black
        proxy.metrics = .modern
        proxy.backgroundStyle = .prominent
        #expect(c.resolvedCurrentPageIndicatorTintColor == .black)
        #expect(c.resolvedMetrics == .modern)
        #expect(c.showsPlatter)
        let red = Color(red: 1, green: 0, blue: 0)
        c.currentPageIndicatorTintColor = red
        c.metrics = .classic
        #expect(c.resolvedCurrentPageIndicatorTintColor == red)
        #expect(c.size(forNumberOfPages: 5) == Size(width: 71, height: 37))
        c.currentPageIndicatorTintColor = nil
        #expect(c.resolvedCurrentPageIndicatorTintColor == .black)
        proxy.reset()
        #expect(c.resolvedCurrentPageIndicatorTintColor == .white)
    }

    @Test("The indicator effect falls back to the proxy's, then none, and reaches the layout")
    func effect() {
        let proxy = PageControl.appearance()
        defer { proxy.reset() }
        let c = PageControl()
        c.numberOfPages = 3
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        #expect(c.indicatorEffect == .none && c.layout.mark == nil)
        proxy.indicatorEffect = .worm
        #expect(c.indicatorEffect == .worm)
        #expect(c.layout.effect == .worm && c.layout.mark != nil)
        c.indicatorEffect = .slide
        #expect(c.layout.effect == .slide)
        proxy.reset()
        #expect(c.indicatorEffect == .slide)
        c.environment.reducesMotion = true
        #expect(c.layout.snapsMark)
    }

    @Test("Shapes resolve in UIKit's order")
    func shapeOrder() {
        let proxy = PageControl.appearance()
        defer { proxy.reset() }
        let c = PageControl()
        c.numberOfPages = 4
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .circle)
        proxy.preferredIndicatorShape = .capsule
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .capsule)
        c.preferredIndicatorShape = .ring(lineWidth: 1)
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .ring(lineWidth: 1))
        c.preferredCurrentPageIndicatorShape = .roundedRectangle(cornerRadius: 2)
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .roundedRectangle(cornerRadius: 2))
        #expect(c.resolvedShape(forPage: 1, isCurrent: false) == .ring(lineWidth: 1))
        c.setIndicatorShape(.path(.star), forPage: 1)
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .path(.star))
        c.setCurrentPageIndicatorShape(.path(.heart), forPage: 1)
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .path(.heart))
        #expect(c.resolvedShape(forPage: 1, isCurrent: false) == .path(.star))
        #expect(c.resolvedShape(forPage: 2, isCurrent: false) == .ring(lineWidth: 1))
        c.setCurrentPageIndicatorShape(nil, forPage: 1)
        #expect(c.resolvedShape(forPage: 1, isCurrent: true) == .path(.star))
    }

    @Test("Per-page shapes are sparse: a billion pages with two overrides store two")
    func sparse() {
        let c = PageControl()
        c.numberOfPages = 1_000_000_000
        c.setIndicatorShape(.capsule, forPage: 999_999_999)
        c.setCurrentPageIndicatorShape(.ring(lineWidth: 2), forPage: 0)
        #expect(c.shapeOverrideCount == 2)
        #expect(c.indicatorShape(forPage: 999_999_999) == .capsule)
        #expect(c.currentPageIndicatorShape(forPage: 0) == .ring(lineWidth: 2))
    }

    @Test("Minimal backgrounds drop the padding")
    func minimal() {
        let c = PageControl()
        c.metrics = .modern
        #expect(c.size(forNumberOfPages: 3) == Size(width: 68, height: 24))
        c.backgroundStyle = .minimal
        #expect(c.size(forNumberOfPages: 3) == Size(width: 40, height: 8))
    }

    @Test(
        "Corner radii and ring widths are limited to the shape",
        arguments: [
            (IndicatorShape.circle, 3.5, nil as Double?), (.capsule, 3.5, nil),
            (.roundedRectangle(cornerRadius: 2), 2, nil),
            (.roundedRectangle(cornerRadius: 99), 3.5, nil), (.roundedRectangle(cornerRadius: -1), 0, nil),
            (.ring(lineWidth: 1.5), 3.5, 1.5), (.ring(lineWidth: 9), 3.5, 3.5), (.ring(lineWidth: .nan), 3.5, 0),
        ])
    func limits(shape: IndicatorShape, radius: Double, stroke: Double?) {
        let size = Size(width: 23, height: 7)
        #expect(shape.cornerRadius(for: size) == radius)
        #expect(shape.strokeWidth(for: size) == stroke)
    }
}
