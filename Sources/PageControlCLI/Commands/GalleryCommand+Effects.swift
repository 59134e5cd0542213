import PageControlCore
import PageControlRendering

extension GalleryCommand {
    /// The positions of an effect's filmstrip: from page 2 to page 3 in quarters (f = 0, ¼, ½, ¾, 1).
    static let filmstripFrames = 5

    /// Writes each effect's filmstrips (every direction as SVG, left to right also as PNG) and an animated
    /// SVG, and returns the gallery's cards for them.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be written.
    @MainActor
    static func writeEffects(to folder: String, background: Color) throws(CLIError) -> (cards: String, files: Int) {
        var cards = ""
        var files = 0
        for effect in IndicatorEffect.all {
            let name = "effect-" + String(effect.name.map { $0 == ":" ? "-" : $0 })
            var images = ""
            for direction in [PageControlDirection.leftToRight, .rightToLeft, .topToBottom, .bottomToTop] {
                let control = effectControl(effect, direction: direction)
                let frames = RenderCommand.frames(of: control, count: filmstripFrames)
                let way = directionName(direction)
                let file = "\(name)-\(way)"
                let svg = SVGRenderer(scale: 2, background: background).filmstrip(
                    frames, title: "\(effect.name), \(way)", sideBySide: direction.isVertical)
                try AtomicFile.write(svg, to: folder + "/\(file).svg")
                images += "<img src=\"\(file).svg\" alt=\"\(effect.name) \(way), f = 0 to 1\">"
                files += 1
                if direction == .leftToRight {
                    try writePNG(file, to: folder) { () throws(PNGError) in
                        try PNGRenderer(scale: 2, background: background).filmstrip(frames)
                    }
                    images += "<img src=\"\(file).png\" alt=\"PNG: \(effect.name), f = 0 to 1\">"
                    let animated = effectControl(effect, direction: direction)
                    let svg = SVGRenderer(scale: 2, background: background).animation(
                        RenderCommand.frames(of: animated, count: 25), title: "\(effect.name), animated", duration: 1.6)
                    try AtomicFile.write(svg, to: folder + "/\(name)-animated.svg")
                    images += "<img src=\"\(name)-animated.svg\" alt=\"\(effect.name), animated\">"
                    files += 2
                }
            }
            cards += """
                  <figure class="wide">
                    <div class="strip">\(images)</div>
                    <figcaption>indicatorEffect = \(swiftName(effect))<br><small>page 2 → 3 at f = 0, ¼, ½, ¾, 1: left to right (SVG, PNG, animated SVG), right to left, top to bottom, bottom to top</small></figcaption>
                  </figure>

                """
        }
        return (cards, files)
    }

    /// The effects whose seam crossing the gallery shows: two with a mark and none.
    static let seamEffects: [IndicatorEffect] = [.worm, .slide, .none]

    /// Writes a looping row's seam crossing (page 5 of 5 → page 1 in quarters) as a filmstrip for the worm,
    /// the slide and no effect, left to right and right to left, and the same crossing in a looping window
    /// of 10 of 30 pages, and returns the gallery's cards for them.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be written.
    @MainActor
    static func writeSeamCrossings(to folder: String, background: Color) throws(CLIError) -> (cards: String, files: Int)
    {
        var cards = ""
        var files = 0
        for effect in seamEffects {
            let name = "seam-" + effect.name
            var images = ""
            for (pages, direction) in [(5, PageControlDirection.leftToRight), (5, .rightToLeft), (30, .leftToRight)] {
                let control = effectControl(effect, direction: direction, pages: pages)
                control.paging.wrapsAround = true
                control.currentPage = pages - 1
                let frames = RenderCommand.frames(of: control, count: filmstripFrames)
                let way = directionName(direction)
                let file = "\(name)-\(pages)-\(way)"
                let title = "\(effect.name), \(way), \(pages) pages: page \(pages) → 1"
                try AtomicFile.write(
                    SVGRenderer(scale: 2, background: background).filmstrip(frames, title: title),
                    to: folder + "/\(file).svg")
                images += "<img src=\"\(file).svg\" alt=\"\(title), in quarters\">"
                files += 1
                if pages == 5, direction == .leftToRight {
                    try writePNG(file, to: folder) { () throws(PNGError) in
                        try PNGRenderer(scale: 2, background: background).filmstrip(frames)
                    }
                    images += "<img src=\"\(file).png\" alt=\"PNG: \(title)\">"
                    files += 1
                }
            }
            cards += """
                  <figure class="wide">
                    <div class="strip">\(images)</div>
                    <figcaption>indicatorEffect = \(swiftName(effect)), paging.wrapsAround = true<br><small>from the last page to the first at f = 0, ¼, ½, ¾, 1: five pages left to right (SVG, PNG) and right to left, \(effect.hasMark ? "the mark cut at the seam" : "the last and first dots blending as any neighbours"); ten of thirty, the pages on both sides of the seam side by side</small></figcaption>
                  </figure>

                """
        }
        return (cards, files)
    }

    /// The direction as the command line writes it.
    static func directionName(_ direction: PageControlDirection) -> String {
        switch direction {
        case .natural: return "natural"
        case .leftToRight: return "ltr"
        case .rightToLeft: return "rtl"
        case .topToBottom: return "ttb"
        case .bottomToTop: return "btt"
        }
    }

    /// The effect as Swift writes it: `.worm`, `.thinWorm`, `.scale(1.5)`.
    static func swiftName(_ effect: IndicatorEffect) -> String {
        switch effect {
        case .thinWorm: return ".thinWorm"
        case .scale(let s): return ".scale(\(s))"
        default: return "." + effect.name
        }
    }

    /// Five classic dots (or `pages`, ten at a time) with the effect, at page 2 (`currentPage` 1), with room
    /// around them for a jump.
    @MainActor
    static func effectControl(_ effect: IndicatorEffect, direction: PageControlDirection, pages: Int = 5) -> PageControl
    {
        let control = PageControl()
        control.numberOfPages = pages
        control.currentPage = 1
        control.direction = direction
        control.indicatorEffect = effect
        let size = control.intrinsicContentSize
        control.bounds = Rect(x: 0, y: 0, width: size.width + 16, height: size.height + 16)
        return control
    }
}
