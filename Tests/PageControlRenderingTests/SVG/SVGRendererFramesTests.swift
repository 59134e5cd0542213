import PageControlCore
import PageControlRendering
import Testing

@MainActor
@Suite struct SVGRendererFramesTests {
    /// Five dots with an effect from page 1 to page 2 at f = 0, ¼, ½, ¾ and 1.
    static func frames(_ effect: IndicatorEffect, direction: PageControlDirection = .leftToRight) -> [DisplayList] {
        let c = PageControl()
        c.numberOfPages = 5
        c.direction = direction
        c.indicatorEffect = effect
        c.bounds = Rect(x: 0, y: 0, width: direction.isVertical ? 53 : 87, height: direction.isVertical ? 87 : 53)
        return (0...4).map { step in
            c.position = 1 + Double(step) / 4
            return DisplayList(c.frame())
        }
    }

    @Test("Each effect's filmstrip matches its snapshot", arguments: IndicatorEffect.all)
    func filmstrip(effect: IndicatorEffect) {
        let svg = SVGRenderer().filmstrip(Self.frames(effect), title: effect.name)
        expectSnapshot(
            svg, named: "filmstrip-" + String(effect.name.map { $0 == ":" ? "-" : $0 }), suite: "SVGRendererTests")
    }

    @Test("A filmstrip stacks frames with a gap, or sets them side by side")
    func layout() {
        let frames = Self.frames(.slide)
        let stacked = SVGRenderer().filmstrip(frames, title: nil)
        #expect(stacked.contains("viewBox=\"0 0 87 281\""))  // 5 × 53 + 4 × 4
        #expect(stacked.contains("<g data-frame=\"4\" transform=\"translate(0 228)\">"))
        let beside = SVGRenderer().filmstrip(Self.frames(.slide, direction: .topToBottom), title: nil, sideBySide: true)
        #expect(beside.contains("viewBox=\"0 0 281 87\""))
        #expect(SVGRenderer().filmstrip([], title: nil).contains("viewBox=\"0 0 0 0\""))
    }

    @Test("An animation shows one frame at a time, in turn, forever")
    func animation() {
        let svg = SVGRenderer().animation(Self.frames(.worm), title: "worm", duration: 1)
        #expect(svg.ranges(of: "<animate ").count == 5)
        #expect(svg.contains("<g data-frame=\"0\" visibility=\"visible\">"))
        #expect(svg.contains("<g data-frame=\"1\" visibility=\"hidden\">"))
        #expect(
            svg.contains(
                "values=\"hidden;visible;hidden;hidden;hidden\" keyTimes=\"0;0.2;0.4;0.6;0.8\" dur=\"1s\""
                    + " calcMode=\"discrete\" repeatCount=\"indefinite\""))
    }

    @Test("A PNG filmstrip is the frames' height times their count plus the gaps")
    func png() throws {
        let bytes = try PNGRenderer(scale: 2).filmstrip(Self.frames(.worm))
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == 174 && image.height == 562)
    }
}
