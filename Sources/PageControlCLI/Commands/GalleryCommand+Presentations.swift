import PageControlCore
import PageControlRendering

extension GalleryCommand {
    /// One presentation card of the gallery: its file name, code, note and control.
    struct PresentationCase {
        var name: String
        var code: String
        var note: String
        var setUp: @MainActor (PageControl) -> Void
    }

    /// Lines, segments (and too many to draw), the number and content on the dots.
    static let presentationCases: [PresentationCase] = [
        PresentationCase(
            name: "lines", code: "presentation.kind = .lines",
            note: "libadwaita's 35 × 3 pt lines; the current line slides between them"
        ) { $0.presentation.kind = .lines },
        PresentationCase(
            name: "lines-worm-rtl", code: "presentation.kind = .lines, indicatorEffect = .worm",
            note: "a worm of lines, right to left"
        ) {
            $0.presentation.kind = .lines
            $0.indicatorEffect = .worm
            $0.direction = .rightToLeft
        },
        PresentationCase(
            name: "segments", code: "presentation.kind = .segments",
            note: "a story bar: the pages before are full, the next fills with the position"
        ) { $0.presentation.kind = .segments },
        PresentationCase(
            name: "segments-track", code: "presentation.kind = .segments, 1,000 pages",
            note: "segments shorter than 4 pt become one track"
        ) {
            $0.presentation.kind = .segments
            $0.numberOfPages = 1000
            $0.currentPage = 400
        },
        PresentationCase(
            name: "numeric-ar", code: "presentation.kind = .numeric, Arabic",
            note: "\"3 / 12\" in the language's digits; taps and scrubs go along its length"
        ) {
            $0.presentation.kind = .numeric
            $0.numberOfPages = 12
            $0.environment.language = "ar"
        },
        PresentationCase(
            name: "content", code: "setIndicatorContent(_:forPage:)",
            note: ".text(\"A\"), .badge(3), .badge(0) and .badge(120) on pages 1, 3, 4 and 6"
        ) {
            $0.presentation.setContent(.text("A"), forPage: 0)
            $0.presentation.setContent(.badge(3), forPage: 2)
            $0.presentation.setContent(.badge(0), forPage: 3)
            $0.presentation.setContent(.badge(120), forPage: 5)
        },
        PresentationCase(
            name: "page-numbers", code: "showsPageNumbers = true, 12 pages",
            note: "every dot grows to fit the longest number"
        ) {
            $0.numberOfPages = 12
            $0.presentation.showsPageNumbers = true
        },
    ]

    /// Writes every presentation case at page 3 (position 2.4) as SVG and PNG and returns the gallery's cards.
    ///
    /// - Throws: ``CLIError`` naming the file that could not be written.
    @MainActor
    static func writePresentations(to folder: String, background: Color) throws(CLIError) -> (cards: String, files: Int)
    {
        var cards = ""
        for entry in presentationCases {
            let control = PageControl()
            control.numberOfPages = 6
            entry.setUp(control)
            if control.currentPage == 0 { control.position = 2.4 }
            let size = control.intrinsicContentSize
            control.bounds = Rect(x: 0, y: 0, width: max(size.width, 240) + 16, height: size.height + 16)
            let file = "presentation-" + entry.name
            let list = DisplayList(control.frame())
            let value = list.frame.accessibilityElement.value
            try writeImages(list, title: value, name: file, background: background, to: folder)
            cards += """
                  <figure>
                    <div class="pair"><img src="\(file).svg" alt="SVG: \(entry.name)"><img src="\(file).png" alt="PNG: \(entry.name)"></div>
                    <figcaption>\(entry.code)<br><small>\(entry.note): \(value ?? "")</small></figcaption>
                  </figure>

                """
        }
        return (cards, presentationCases.count * 2)
    }
}
