import PageControlCore

/// The `--state` option: page states as `PAGE=STATE` pairs separated by commas, such as
/// `3=completed,5=attention`.
///
/// Pages count from 1, as `--page` (and as a person reads "Page 3 of 8"); a state is `visited`, `completed`,
/// `attention`, `unavailable`, `normal` or any other name (a custom state, drawn as a normal dot unless a theme
/// styles it). Spaces around the parts are ignored. A later pair for the same page wins.
package struct PageStateList: Sendable, Hashable {
    /// The pairs in the order given, with 0-based pages (as `PageControl` counts them).
    package var entries: [(page: Int, state: IndicatorState)]

    /// Parses the option's text for a control of `pages` pages.
    ///
    /// - Throws: ``CLIError`` naming `--state` and the pair that is wrong: no `=`, a page that is not a
    ///   whole number or not within 1…pages, or an empty state name.
    package init(_ text: String, pages: Int) throws(CLIError) {
        entries = []
        for (page, name, pair) in try Self.pairs(
            text, option: "--state", form: "PAGE=STATE", pages: pages, example: "3=completed")
        {
            guard !name.isEmpty else {
                throw CLIError.invalidValue(
                    "--state", pair, "has no state (visited, completed, attention, unavailable or a name)")
            }
            entries.append((page, IndicatorState(name: name)))
        }
    }

    /// Splits a per-page option (`--state`, `--content`) into its `PAGE=VALUE` pairs (`form` names them in
    /// errors): the page (given from 1, returned 0-based), the value and the pair as written (spaces around the
    /// parts trimmed), for the value's own checks.
    ///
    /// - Throws: ``CLIError`` naming the option and the pair that is wrong: no `=`, a page that is not a whole
    ///   number, page 0 or less ("at least 1: pages count from 1"), or a page past the last ("at most 8").
    static func pairs(
        _ text: String, option: String, form: String, pages: Int, example: String
    ) throws(CLIError) -> [(page: Int, value: String, pair: String)] {
        var pairs: [(page: Int, value: String, pair: String)] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = String(part).trimmingSpaces
            guard let equals = pair.firstIndex(of: "=") else {
                throw CLIError.invalidValue(option, pair, "is not \(form) (for example \(example))")
            }
            let pageText = String(pair[..<equals]).trimmingSpaces
            let value = String(pair[pair.index(after: equals)...]).trimmingSpaces
            guard let page = Int(pageText) else {
                throw CLIError.invalidValue(option, pair, "has a page that is not a whole number")
            }
            guard pages > 0 else { throw CLIError.invalidValue(option, pair, "names a page, and there are none") }
            guard page >= 1 else {
                throw CLIError.invalidValue(option, pair, "names page \(page) (at least 1: pages count from 1)")
            }
            guard page <= pages else {
                throw CLIError.invalidValue(option, pair, "names page \(page) (at most \(pages))")
            }
            pairs.append((page - 1, value, pair))
        }
        return pairs
    }

    /// Sets every state on `control`.
    @MainActor
    package func apply(to control: PageControl) {
        for entry in entries { control.indicatorStates[entry.page] = entry.state }
    }

    package static func == (lhs: PageStateList, rhs: PageStateList) -> Bool {
        lhs.entries.map(\.page) == rhs.entries.map(\.page) && lhs.entries.map(\.state) == rhs.entries.map(\.state)
    }

    package func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.page)
            hasher.combine(entry.state)
        }
    }
}
