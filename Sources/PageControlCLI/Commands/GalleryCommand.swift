import PageControlCore
import PageControlDesignSystem
import PageControlRendering

/// `pagecontrol gallery --output DIR`: an HTML page of SVG and PNG renders in every state.
package enum GalleryCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol gallery --output DIR

        Writes DIR/index.html and, beside it, an SVG and a PNG (2x) of the control in many states: page
        counts 1, 2, 5, 10 and many; every direction; classic and modern metrics; positions between pages;
        custom colours; and the look of the hand-written control in Apple's sample (7 pt dots, 7 pt apart,
        black and light gray). Captions count pages from 1, as the controls' own "Page 3 of 5" does. Open
        index.html in a browser from the file system. DIR is created if its parent folder exists.

        OPTIONS:
          --output DIR   The folder to write (required).
          -h, --help     Show this help.
        """

    /// One labelled state of the gallery.
    struct Entry {
        let name: String
        let label: String
        let background: Color
        let configure: @MainActor (PageControl) -> Void
    }

    /// The states shown.
    @MainActor
    static func entries() -> [Entry] {
        let dark = Color(red: 0.11, green: 0.11, blue: 0.12)
        let light = Color(white: 0.96)
        func pages(_ n: Int, _ current: Int) -> @MainActor (PageControl) -> Void {
            { c in
                c.numberOfPages = n
                c.currentPage = current
            }
        }
        var list: [Entry] = [
            Entry(name: "pages-1", label: "1 page", background: dark, configure: pages(1, 0)),
            Entry(name: "pages-2", label: "2 pages, second current", background: dark, configure: pages(2, 1)),
            Entry(
                name: "pages-5", label: "5 pages, third current (71×37 pt)", background: dark, configure: pages(5, 2)),
            Entry(name: "pages-10", label: "10 pages", background: dark, configure: pages(10, 0)),
            Entry(
                name: "pages-1000",
                label: "1,000 pages, stepped to page 501: UIKit's window of 10 stops two dots from its end",
                background: dark, configure: pages(1000, 500)),
            Entry(
                name: "window-edges-back",
                label: "30 pages, stepped to page 9 and back to 8: the row stands still (UIKit's edge rule)",
                background: dark,
                configure: { c in
                    c.numberOfPages = 30
                    for page in 0...8 { c.currentPage = page }
                    c.currentPage = 7
                }),
            Entry(
                name: "window-centered", label: "30 pages at page 16 with windowFollowing = .centered",
                background: dark,
                configure: { c in
                    c.numberOfPages = 30
                    c.window.following = .centered
                    c.currentPage = 15
                }),
            Entry(
                name: "window-sliding",
                label: "30 pages between pages 10 and 11: the window slides, one more dot shows",
                background: dark,
                configure: { c in
                    c.numberOfPages = 30
                    for page in 0...9 { c.currentPage = page }
                    c.position = 9.5
                }),
            Entry(
                name: "position-2.5", label: "Position 2.5: halfway between pages 3 and 4", background: dark,
                configure: { c in
                    c.numberOfPages = 5
                    c.position = 2.5
                }),
        ]
        let directions: [(String, PageControlDirection)] = [
            ("rtl", .rightToLeft), ("ttb", .topToBottom), ("btt", .bottomToTop),
        ]
        for (name, direction) in directions {
            list.append(
                Entry(
                    name: "direction-\(name)", label: "Direction \(name), page 2 of 5", background: dark,
                    configure: { c in
                        c.numberOfPages = 5
                        c.currentPage = 1
                        c.direction = direction
                    }))
        }
        list += [
            Entry(
                name: "natural-rtl", label: "Natural direction in a right-to-left interface", background: dark,
                configure: { c in
                    c.numberOfPages = 5
                    c.currentPage = 1
                    c.environment.layoutDirection = .rightToLeft
                }),
            Entry(
                name: "modern", label: "Modern metrics (iOS 14+), prominent platter", background: dark,
                configure: { c in
                    c.numberOfPages = 6
                    c.currentPage = 2
                    c.metrics = .modern
                    c.backgroundStyle = .prominent
                }),
            Entry(
                name: "custom-colors", label: "Custom colours: blue current, translucent red others",
                background: light,
                configure: { c in
                    c.numberOfPages = 5
                    c.currentPage = 3
                    c.currentPageIndicatorTintColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
                    c.pageIndicatorTintColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
                }),
            Entry(
                name: "seed-004", label: "The hand-written control: 7 pt dots 7 pt apart, black and light gray",
                background: .white,
                configure: { c in
                    c.numberOfPages = 10
                    c.currentPage = 5
                    c.metrics = IndicatorMetrics(diameter: 7, spacing: 7, verticalPadding: 6.5, minimumHeight: 20)
                    c.currentPageIndicatorTintColor = .black
                    c.pageIndicatorTintColor = .lightGray
                }),
            Entry(
                name: "shapes", label: "Shapes: capsule current dot, rings, a star", background: dark,
                configure: { c in
                    c.numberOfPages = 5
                    c.currentPage = 1
                    var m = IndicatorMetrics.classic
                    m.currentIndicatorLength = 18
                    c.metrics = m
                    c.preferredIndicatorShape = .ring(lineWidth: 1.5)
                    c.preferredCurrentPageIndicatorShape = .capsule
                    c.setIndicatorShape(.path(.star), forPage: 4)
                }),
            Entry(
                name: "timer", label: "Timer progress: the current dot is a filling pill", background: dark,
                configure: { c in
                    c.numberOfPages = 5
                    c.currentPage = 1
                    let timer = PageControlTimerProgress(preferredDuration: 4)
                    c.progress = timer
                    timer.resumeTimer()
                    c.advanceAnimation(to: 0)
                    c.advanceAnimation(to: 2.4)
                }),
        ]
        list += [
            Entry(
                name: "overflow-label", label: "120 pages as a label", background: dark,
                configure: { c in
                    c.numberOfPages = 120
                    c.currentPage = 6
                    c.window.overflowStyle = .label(threshold: 20)
                }),
            Entry(
                name: "overflow-dots-and-label", label: "120 pages: dots and a label", background: dark,
                configure: { c in
                    c.numberOfPages = 120
                    c.currentPage = 6
                    c.window.overflowStyle = .dotsAndLabel(threshold: 20)
                }),
            Entry(
                name: "wrap-seam", label: "A looping row at the seam: halfway from page 6 of 6 back to page 1",
                background: dark,
                configure: { c in
                    c.numberOfPages = 6
                    c.paging.wrapsAround = true
                    c.position = 5.5
                }),
        ]
        list += styleEntries() + shapeEntries() + stepButtonEntries(dark: dark, light: light)
        return list
    }

    /// The step buttons (`showsStepButtons`) on a light and a dark page, right to left and on a vertical row, each
    /// at an end where one button is dimmed or hidden.
    @MainActor
    static func stepButtonEntries(dark: Color, light: Color) -> [Entry] {
        func buttons(
            page: Int, direction: PageControlDirection = .leftToRight, atEnds: StepButtonsAtEnds = .disabled,
            lightPage: Bool = false
        ) -> @MainActor (PageControl) -> Void {
            { c in
                c.numberOfPages = 6
                c.currentPage = page
                c.direction = direction
                c.showsStepButtons = true
                c.stepButtonsAtEnds = atEnds
                if lightPage {
                    c.currentPageIndicatorTintColor = Color(white: 0.1)
                    c.pageIndicatorTintColor = Color(white: 0.1, alpha: 0.35)
                }
            }
        }
        return [
            Entry(
                name: "step-buttons-dark", label: "Step buttons, page 1 of 6: previous dimmed at the start",
                background: dark, configure: buttons(page: 0)),
            Entry(
                name: "step-buttons-light", label: "Step buttons on a light page, page 3 of 6",
                background: light, configure: buttons(page: 2, lightPage: true)),
            Entry(
                name: "step-buttons-rtl", label: "Step buttons right to left, page 6 of 6: next hidden at the end",
                background: dark, configure: buttons(page: 5, direction: .rightToLeft, atEnds: .hidden)),
            Entry(
                name: "step-buttons-vertical", label: "Step buttons on a vertical row, page 2 of 6",
                background: dark, configure: buttons(page: 1, direction: .topToBottom)),
        ]
    }

    /// The design-system styles, light and dark, each on its intended background.
    @MainActor
    static func styleEntries() -> [Entry] {
        var list: [Entry] = []
        for scheme in [Theme.Appearance.light, .dark] {
            let styles = PageControlStyles(theme: .default, scheme: scheme)
            for (name, style) in [("primary", styles.primary), ("secondary", styles.secondary)] {
                list.append(
                    Entry(
                        name: "style-\(name)-\(scheme)", label: "\(name.capitalized) style, \(scheme) theme",
                        background: style.intendedBackground ?? .white,
                        configure: { c in
                            c.numberOfPages = 5
                            c.currentPage = 1
                            style.apply(to: c)
                        }))
            }
        }
        return list
    }

    /// Every shape, current and not, on a light and a dark background.
    @MainActor
    static func shapeEntries() -> [Entry] {
        var list: [Entry] = []
        let backgrounds: [(String, Color, Color, Color)] = [
            ("light", Color(white: 0.96), .black, Color(white: 0, alpha: 0.3)),
            ("dark", Color(red: 0.11, green: 0.11, blue: 0.12), .white, Color(white: 1, alpha: 0.35)),
        ]
        for (backgroundName, background, current, other) in backgrounds {
            for (shapeName, shape) in StyleOptions.shapes {
                list.append(
                    Entry(
                        name: "shape-\(shapeName)-\(backgroundName)", label: "Shape \(shapeName) on \(backgroundName)",
                        background: background,
                        configure: { c in
                            c.numberOfPages = 5
                            c.currentPage = 2
                            c.metrics = IndicatorMetrics(diameter: 9, spacing: 7)
                            c.preferredIndicatorShape = shape
                            c.currentPageIndicatorTintColor = current
                            c.pageIndicatorTintColor = other
                        }))
            }
        }
        return list
    }

    /// Writes the gallery.
    ///
    /// - Throws: ``CLIError`` naming the folder or file that could not be written.
    @MainActor
    package static func run(_ args: ParsedArguments) throws(CLIError) -> String {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'gallery'")
        }
        guard let folder = args.values["--output"] else { throw CLIError("gallery needs --output DIR") }
        try FileSystem.makeFolder(folder)
        var cards = ""
        for entry in entries() {
            let control = PageControl()
            entry.configure(control)
            control.window.preferredNumberOfVisibleIndicators =
                control.window.maximumVisibleIndicators ?? control.numberOfPages
            let size = control.intrinsicContentSize
            control.bounds = Rect(x: 0, y: 0, width: size.width + 16, height: size.height + 16)
            let list = DisplayList(control.frame())
            let value = list.frame.accessibilityElement.value
            try writeImages(list, title: value, name: entry.name, background: entry.background, to: folder)
            cards += card(name: entry.name, label: entry.label, value: value)
        }
        let effects = try writeEffects(to: folder, background: Color(red: 0.11, green: 0.11, blue: 0.12))
        let states = try writeStates(to: folder, background: Color(red: 0.11, green: 0.11, blue: 0.12))
        let seams = try writeSeamCrossings(to: folder, background: Color(red: 0.11, green: 0.11, blue: 0.12))
        let presentations = try writePresentations(to: folder, background: Color(red: 0.11, green: 0.11, blue: 0.12))
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>PageControlKit gallery</title>
            <style>
            body { font: 15px system-ui, sans-serif; margin: 2rem; background: #fafafa; color: #222; }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(22rem, 100%), 1fr)); gap: 1.5rem; }
            @media (max-width: 480px) { body { margin: 1rem; } figure { padding: 0.75rem; } }
            figure { margin: 0; padding: 1rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
            .pair { display: flex; gap: 1rem; align-items: center; justify-content: center; min-height: 6rem; }
            figcaption { margin-top: 0.75rem; }
            .pair > img { min-width: 0; max-width: calc(50% - 0.5rem); height: auto; }
            figure.wide { grid-column: 1 / -1; }
            .strip { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; justify-content: center; }
            .strip > img { min-width: 0; max-width: 100%; max-height: 16rem; width: auto; height: auto; }
            </style>
            </head>
            <body>
            <h1>PageControlKit gallery</h1>
            <p>Every state drawn twice from the same display list: as SVG and as PNG from the package's own rasteriser.</p>
            <p>The platter here is the display list's primitive, a flat translucent capsule, as every renderer without system materials draws it. On Apple platforms the UIKit view and the SwiftUI indicator put Liquid Glass behind the dots instead (iOS 26 and later; the thin material before), and an opaque platter under Increase Contrast or Reduce Transparency.</p>
            <main>
            \(cards)</main>
            <h2>Indicator effects</h2>
            <p>Each effect is a pure function of the position: the same frames follow a scroll view, a scrub or a spring.</p>
            <main>
            \(effects.cards)</main>
            <h2>Looping rows: the seam</h2>
            <p>In a looping row the last page is followed by the first: the dots cross the seam one step on, never back along the row. Where every page shows, the mark is cut at the seam, one piece leaving the trailing end as the other comes in at the leading end; in a window the pages on both sides of the seam stand side by side.</p>
            <main>
            \(seams.cards)</main>
            <h2>Lines, segments, the number and content on the dots</h2>
            <p>What stands for the pages: libadwaita's lines, a story bar, "3 / 12", and numbers, badges and letters on the dots, drawn by every renderer from the same display list.</p>
            <main>
            \(presentations.cards)</main>
            <h2>Page states, spans and the scrub preview</h2>
            <p>States colour a page's dot (and shape it: unavailable is a ring) wherever it is, under every effect; a span emphasises every page on screen; a scrub shows where it will land.</p>
            <main>
            \(states.cards)</main>
            </body>
            </html>

            """
        try AtomicFile.write(html, to: folder + "/index.html")
        return
            "wrote \(folder)/index.html and \(entries().count * 2 + effects.files + states.files + seams.files + presentations.files) images"
    }
}
