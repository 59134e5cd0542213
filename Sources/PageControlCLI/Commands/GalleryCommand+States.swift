import PageControlCore
import PageControlRendering

extension GalleryCommand {
    /// One state of the "Page states, spans and the scrub preview" section.
    struct StateEntry {
        let name: String
        let label: String
        /// Whether the image has room above the dots for the scrub preview.
        let showsPreview: Bool
        let configure: @MainActor (PageControl) -> Void
    }

    /// Page states (with the visited trail and under effects), spans of several pages, and scrub previews at
    /// both ends, right to left and in a vertical row.
    @MainActor
    static func stateEntries() -> [StateEntry] {
        func states(_ c: PageControl) {
            c.numberOfPages = 8
            c.indicatorStates.tracksVisitedPages = true
            c.indicatorStates[0] = .completed
            c.indicatorStates[1] = .completed
            c.indicatorStates[5] = .attention
            c.indicatorStates[7] = .unavailable
            c.currentPage = 2
            c.handleKey(.right)  // a person leaves page 2: it becomes visited
            c.finishAnimations()  // the dots where the key sent them, not where the spring starts
        }
        func scrub(_ c: PageControl, to page: Int) {
            c.interaction.showsScrubPreview = true
            c.currentPage = page
            if let dot = c.hitTesting.frame(forPage: page) { c.beginScrubbing(at: dot.center, pointerKind: .mouse) }
        }
        return [
            StateEntry(
                name: "states", label: "Completed, visited (left by a key), attention and unavailable pages",
                showsPreview: false, configure: states),
            StateEntry(
                name: "states-worm", label: "The same states under the worm effect, mid-slide", showsPreview: false
            ) { c in
                states(c)
                c.indicatorEffect = .worm
                c.position = 3.5
            },
            StateEntry(
                name: "states-window", label: "40 pages: the window's shrunk edge dots keep their states",
                showsPreview: false
            ) { c in
                c.numberOfPages = 40
                for page in [8, 9, 11] { c.indicatorStates[page] = .attention }
                c.indicatorStates[0] = .completed
            },
            StateEntry(name: "span-2", label: "Two pages on screen, pages 3 and 4 of 8", showsPreview: false) { c in
                c.numberOfPages = 8
                c.paging.visiblePageCount = 2
                c.currentPage = 2
            },
            StateEntry(
                name: "span-3-slide", label: "Three on screen, sliding from pages 3 to 5 towards 4 to 6",
                showsPreview: false
            ) {
                c in
                c.numberOfPages = 8
                c.paging.visiblePageCount = 3
                c.position = 2.4
            },
            StateEntry(
                name: "span-2-worm", label: "Two on screen under the worm, halfway from pages 5 and 6 to 6 and 7",
                showsPreview: false
            ) {
                c in
                c.numberOfPages = 8
                c.paging.visiblePageCount = 2
                c.indicatorEffect = .worm
                c.position = 4.5
            },
            StateEntry(name: "preview", label: "Scrubbing 200 pages: the preview over page 57", showsPreview: true) {
                c in
                c.numberOfPages = 200
                c.accessibility.pageTitles[56] = "Lisbon"
                scrub(c, to: 56)
            },
            StateEntry(name: "preview-start", label: "At the first page the callout stays inside", showsPreview: true) {
                c in
                c.numberOfPages = 8
                scrub(c, to: 0)
            },
            StateEntry(name: "preview-rtl", label: "Right to left, in Arabic digits", showsPreview: true) { c in
                c.numberOfPages = 8
                c.environment.language = "ar"
                c.environment.layoutDirectionFollowsLanguage = true
                scrub(c, to: 7)
            },
            StateEntry(name: "preview-vertical", label: "A vertical row: the callout stands left", showsPreview: true) {
                c in
                c.numberOfPages = 6
                c.direction = .topToBottom
                scrub(c, to: 3)
            },
        ]
    }

    /// Writes the section's images and returns its cards.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be written.
    @MainActor
    static func writeStates(to folder: String, background: Color) throws(CLIError) -> (cards: String, files: Int) {
        var cards = ""
        for entry in stateEntries() {
            let control = PageControl()
            control.bounds = Rect(x: 0, y: 0, width: 320, height: 160)  // room while configuring (scrubs)
            entry.configure(control)
            control.window.preferredNumberOfVisibleIndicators =
                control.window.maximumVisibleIndicators ?? control.numberOfPages
            let size = control.intrinsicContentSize
            let room = entry.showsPreview ? 64.0 : 16.0
            let vertical = control.resolvedDirection.isVertical
            control.bounds = Rect(
                x: 0, y: 0, width: size.width + (vertical ? 2 * room + 60 : 40),
                height: size.height + (vertical ? 16 : 2 * room))
            let list = DisplayList(control.frame())
            let value = list.frame.accessibilityElement.value
            try writeImages(list, title: value, name: entry.name, background: background, to: folder)
            cards += card(name: entry.name, label: entry.label, value: value)
        }
        return (cards, 2 * stateEntries().count)
    }

    /// Writes a display list as `name`.svg and `name`.png (2x) on a background.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be written or encoded.
    static func writeImages(
        _ list: DisplayList, title: String?, name: String, background: Color, to folder: String
    ) throws(CLIError) {
        let svg = SVGRenderer(scale: 2, background: background).render(list, title: title)
        try AtomicFile.write(svg, to: folder + "/\(name).svg")
        try writePNG(name, to: folder) { () throws(PNGError) in
            try PNGRenderer(scale: 2, background: background).render(list)
        }
    }

    /// Encodes a PNG and writes it as `name`.png.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be encoded or written.
    static func writePNG(_ name: String, to folder: String, _ encode: () throws(PNGError) -> [UInt8]) throws(CLIError) {
        let png: [UInt8]
        do {
            png = try encode()
        } catch {
            throw CLIError("cannot encode \(name).png: \(error)")
        }
        try AtomicFile.write(png, to: folder + "/\(name).png")
    }

    /// The gallery card of an SVG and PNG pair.
    static func card(name: String, label: String, value: String?) -> String {
        """
          <figure>
            <div class="pair"><img src="\(name).svg" alt="SVG: \(label)"><img src="\(name).png" alt="PNG: \(label)"></div>
            <figcaption>\(label)<br><small>\(value ?? "no pages") · SVG left, PNG right</small></figcaption>
          </figure>

        """
    }
}
