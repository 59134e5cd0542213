import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlHostSupport

/// Where the system material goes behind the dots, and when none shows.
@MainActor
@Suite struct PlatterPlacementTests {
    /// Five 10-point dots 10 points apart in 200 × 40 with a prominent platter.
    func control(style: BackgroundStyle = .prominent) -> PageControl {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 10, spacing: 10)
        control.numberOfPages = 5
        control.backgroundStyle = style
        control.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
        return control
    }

    @Test("A prominent platter under glass sits at the content frame, a capsule at full opacity")
    func glass() throws {
        let control = control()
        let placement = try #require(PlatterPlacement(control, material: .glass))
        #expect(placement.frame == control.layout.contentFrame)
        #expect(placement.frame == Rect(x: 55, y: 0, width: 90, height: 40))
        #expect(placement.cornerRadius == 20)
        #expect(placement.opacity == 1)
        #expect(PlatterPlacement(control, material: .thinMaterial) == placement)
    }

    @Test("No placement when the display list draws the platter", arguments: [PlatterMaterial.drawn, .opaque])
    func drawnByList(material: PlatterMaterial) {
        #expect(PlatterPlacement(control(), material: material) == nil)
    }

    @Test("No placement with no pages, or while the background style hides the platter")
    func hidden() {
        let empty = control()
        empty.numberOfPages = 0
        #expect(PlatterPlacement(empty, material: .glass) == nil)
        #expect(PlatterPlacement(control(style: .automatic), material: .glass) == nil)
        #expect(PlatterPlacement(control(style: .minimal), material: .glass) == nil)
    }

    @Test("The material fades with the dots")
    func fades() throws {
        let control = control()
        control.autoplay.fadesWhenIdle = true
        control.autoplay.idleFadeDelay = 1
        control.autoplay.idleFadeDuration = 0.25
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 1.125)
        #expect(try #require(PlatterPlacement(control, material: .glass)).opacity == 0.5)
    }
}
