import PageControlCore

/// The `--content` option: what pages' dots carry, as `PAGE=CONTENT` pairs separated by commas, such as
/// `1=number,3=badge:3,5=text:AB`.
///
/// Pages count from 1, as `--page` and `--state`; content is `number` (the page's number), `badge:N` (a
/// badge with a count, 0…1000000; `badge` alone is a plain badge dot), `text:XY` (one or two characters) or
/// `none`. Spaces around the parts are ignored. A later pair for the same page wins.
package struct PageContentList: Sendable, Hashable {
    /// The pairs in the order given.
    package var entries: [Entry]

    /// One page's content.
    package struct Entry: Sendable, Hashable {
        /// The page, 0-based (as `PageControl` counts them; the command line's page minus 1).
        package var page: Int
        /// Its content.
        package var content: IndicatorContent
    }

    /// Parses the option's text for a control of `pages` pages.
    ///
    /// - Throws: ``CLIError`` naming `--content` and the pair that is wrong: no `=`, a page that is not a
    ///   whole number or not within 1…pages, a badge count that is not a whole number in 0…1000000,
    ///   text that is empty or longer than two characters, or an unknown kind.
    package init(_ text: String, pages: Int) throws(CLIError) {
        entries = []
        let pairs = try PageStateList.pairs(
            text, option: "--content", form: "PAGE=CONTENT", pages: pages, example: "3=badge:3")
        for (page, value, pair) in pairs {
            entries.append(Entry(page: page, content: try Self.content(value, pair: pair)))
        }
    }

    /// One content value: `number`, `none`, `badge`, `badge:N` or `text:XY` (see `IndicatorContent(name:)`).
    static func content(_ value: String, pair: String) throws(CLIError) -> IndicatorContent {
        guard let content = IndicatorContent(name: value) else {
            throw CLIError.invalidValue(
                "--content", pair, "is not number, badge, badge:N (N in 0…1000000), text:XY (1 or 2 characters) or none"
            )
        }
        return content
    }

    /// Sets every page's content on `control`.
    @MainActor
    package func apply(to control: PageControl) {
        for entry in entries { control.presentation.setContent(entry.content, forPage: entry.page) }
    }
}
