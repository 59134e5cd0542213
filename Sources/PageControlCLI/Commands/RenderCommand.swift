import PageControlCore
import PageControlRendering
import PageControlWeb

/// `pagecontrol render`: draws the control in one state to SVG, PNG or ANSI, or writes the `<page-control>`
/// element with its first frame (HTML).
package enum RenderCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol render [options]

        Draws the page control in one state. The image is the control's size for its window of dots
        (size(forNumberOfPages:) for up to --max-visible pages) times --scale, with the dots centred:
        71×37 points for 5 classic pages.

        OPTIONS:
          --pages N            Number of pages, 0…1000000000 (default 5).
          --page N             Current page, counted from 1: 1…the page count (default 1).
          --position P         Fractional position between pages, counted from 0 (2.5 is halfway between
                               pages 3 and 4); overrides --page.
          --output FILE        Write to FILE (atomically, never over a file you may not write); without it,
                               write to standard output.
          --format F           svg, png, ansi or html. By default FILE's extension (.svg, .png, .ans, .html)
                               decides, and svg without one; another extension (.jpg) needs --format, and a
                               --format that contradicts the extension is refused. html writes the <page-control>
                               element with a declarative shadow root holding its first frame (server-side
                               rendering, Guides/Web.md); it takes --pages, --page, --effect, --presentation,
                               --direction (not btt), --language, --max-visible, --loop, --color, --current-color,
                               --diameter, --spacing, and --background (the page behind it).
          --scale S            Pixels per point, 0.1…16 (default 1).
          --metrics M          classic (7 pt dots, 16 pt pitch, 37 pt tall; default) or modern (iOS 14+).
          --diameter D         Dot diameter in points, 0.5…200.
          --spacing S          Gap between dots in points, 0…200.
          --direction D        natural (default: follows --language), ltr, rtl, ttb or btt.
          --current-color HEX  Current dot colour: #RGB, #RRGGBB or #RRGGBBAA (default white).
          --color HEX          Other dots' colour (default translucent gray).
          --background HEX     Fill the image first (default transparent).
          --max-visible N      Most dots shown at once; 0 for no cap (default 10).
          --style S            default, primary or secondary (design-system colours; --color options win).
          --theme FILE.json    Design tokens for --style (default: the built-in theme); alone, it draws
                               --style primary.
          --shape S            Dot shape: circle, capsule, ring, rounded, star or heart.
          --current-shape S    Current dot's shape (capsule makes it an elongated pill).
          --background-style B automatic (default), prominent (platter) or minimal (no padding).
          --overflow O         dots (default), label ("7 / 120" instead of dots) or dots-and-label.
          --overflow-threshold N  Pages past which the label shows (default 20).
          --loop               A looping row: --position past the last page runs onto the first.
          --more-pages         More pages may follow the --pages counted so far (an endless feed): the row's
                               end stays open and the value says "of at least".
          --step-buttons       Previous and next buttons at the row's ends (chevrons; SVG marks them
                               data-step="previous" and data-step="next").
          --step-buttons-at-ends A  disabled (default: dimmed at the end they step towards) or hidden.
          --window W           How a scrolling window follows the page: edges (default, UIKit's: the row
                               scrolls only within two dots of an end, as if stepped from page 0) or
                               centered (the current dot stays in the middle).
          --effect E           How the current page moves between pages (use --position for a frame):
                               none (default), worm, thin-worm, slide, jump, swap, fill, or scale:S
                               (S in 0.25…3; scale alone is scale:1.5).
          --presentation P     What stands for the pages: dots (default), lines (libadwaita's: 35 × 3 pt
                               lines, the current one moving between them), segments (a story bar,
                               filled up to the current page) or numeric ("3 / 12").
          --filmstrip N        N frames, 2…60, from the position to the next page, one below the other
                               (SVG, PNG or ANSI); with --animate SECONDS (0.1…60), an SVG that plays them.
          --state LIST         Page states, PAGE=STATE pairs with pages counted from 1, for example
                               3=completed,5=attention: visited, completed, attention, unavailable, normal
                               or a name of your own (drawn as a normal dot unless a theme styles it).
          --content LIST       What pages' dots carry, PAGE=CONTENT pairs with pages counted from 1, for
                               example 1=number,3=badge:3,5=text:AB: number, badge (a plain badge dot), badge:N
                               (a count, 99+ above 99), text:XY (one or two characters) or none.
          --page-numbers       A number on every dot (the dots grow to fit it).
          --visible-pages N    Pages on screen at once, 1…100 (default 1): the dots of --page and the
                               N − 1 after it are all current, and the title reads "Pages 3 to 4 of 8".
          --scrub-preview N    Draw a scrub under way on page N (counted from 1) with its preview callout
                               "N / pages" above the dots; the image grows to make room for it.
          --language TAG       Language of the title and label, e.g. ru or ar (default en); right-to-left
                               languages mirror a natural-direction row. A language without strings warns
                               and uses English.
          --increase-contrast  Other dots at 3:1 against the current one, outlined when that is impossible.
          --no-color           ANSI without colour escapes (also when NO_COLOR is set).
          -h, --help           Show this help.
        """

    /// Runs the command and returns the bytes to write (to the output file or standard output).
    ///
    /// - Throws: ``CLIError`` for bad arguments or an image that cannot be encoded.
    @MainActor
    package static func render(_ options: RenderOptions, environment: [String: String]) throws(CLIError) -> [UInt8] {
        let control = options.makeControl()
        if let element = options.element {
            guard let html = WebMarkup.element(element) else { throw CLIError("cannot write the element's HTML") }
            return Array((html + "\n").utf8)
        }
        if let count = options.filmstrip { return try filmstrip(control, frames: count, options, environment) }
        let list = DisplayList(control.frame())
        switch options.resolvedFormat {
        case .svg:
            return Array(
                SVGRenderer(scale: options.scale, background: options.background)
                    .render(list, title: list.frame.accessibilityElement.value).utf8)
        case .png:
            let renderer = PNGRenderer(scale: options.scale, background: options.background)
            try checkSize(renderer.pixelSize(for: list.size), of: "PNG", lower: "--scale, --pages or --max-visible")
            return try encoded { () throws(PNGError) in try renderer.render(list) }
        case .ansi:
            return Array((ansiRenderer(options, environment).render(list).text + "\n").utf8)
        case .html:
            preconditionFailure("--format html is written from RenderOptions.element")
        }
    }

    /// Refuses a PNG of more than ``RenderOptions/maximumPixels`` pixels.
    static func checkSize(_ size: (width: Int, height: Int), of what: String, lower options: String) throws(CLIError) {
        guard size.width * size.height <= RenderOptions.maximumPixels else {
            throw CLIError(
                "a \(size.width)×\(size.height) \(what) is too large (at most \(RenderOptions.maximumPixels) pixels); "
                    + "lower \(options)")
        }
    }

    /// PNG bytes, or the encoder's error as a command-line error.
    static func encoded(_ encode: () throws(PNGError) -> [UInt8]) throws(CLIError) -> [UInt8] {
        do {
            return try encode()
        } catch {
            throw CLIError("cannot encode PNG: \(error) (use --pages 1 or more for a PNG)")
        }
    }

    /// The terminal renderer the options and the environment ask for.
    static func ansiRenderer(_ options: RenderOptions, _ environment: [String: String]) -> ANSIRenderer {
        var mode = ANSIRenderer.colorMode(environment: environment)
        if options.noColor { mode = .none }
        return ANSIRenderer(colorMode: mode, terminalBackground: options.background ?? .black)
    }

    /// The frames of a filmstrip: the control at `count` positions from its position to the next page.
    @MainActor
    package static func frames(of control: PageControl, count: Int) -> [DisplayList] {
        let start = control.position
        let steps = max(count - 1, 1)
        return (0..<max(count, 1)).map { index in
            control.position = start + Double(index) / Double(steps)
            return DisplayList(control.frame())
        }
    }

    /// `--filmstrip`: the frames one below the other, or played by an animated SVG.
    @MainActor
    static func filmstrip(
        _ control: PageControl, frames count: Int, _ options: RenderOptions, _ environment: [String: String]
    ) throws(CLIError) -> [UInt8] {
        let title = "\(control.indicatorEffect.name): \(control.frame().accessibilityElement.value ?? "")"
        let lists = frames(of: control, count: count)
        switch options.resolvedFormat {
        case .svg:
            let svg = SVGRenderer(scale: options.scale, background: options.background)
            if let seconds = options.animate {
                return Array(svg.animation(lists, title: title, duration: seconds).utf8)
            }
            return Array(svg.filmstrip(lists, title: title).utf8)
        case .png:
            let renderer = PNGRenderer(scale: options.scale, background: options.background)
            try checkSize(
                renderer.filmstripPixelSize(frame: lists[0].size, count: lists.count), of: "filmstrip",
                lower: "--scale, --filmstrip or --max-visible")
            return try encoded { () throws(PNGError) in try renderer.filmstrip(lists) }
        case .ansi:
            let renderer = ansiRenderer(options, environment)
            return Array(lists.map { renderer.render($0).text + "\n" }.joined().utf8)
        case .html:
            preconditionFailure("--format html refuses --filmstrip")
        }
    }
}
