import PageControlCore

/// The `--state` option: page states as `PAGE=STATE` pairs separated by commas, such as
/// `3=completed,5=attention`.
///
/// Pages are 0-based, as `--current`; a state is `visited`, `completed`, `attention`, `unavailable`,
/// `normal` or any other name (a custom state, drawn as a normal dot unless a theme styles it). Spaces
/// around the parts are ignored. A later pair for the same page wins.
package struct PageStateList: Sendable, Hashable {
    /// The pairs in the order given.
    package var entries: [(page: Int, state: IndicatorState)]

    /// Parses the option's text for a control of `pages` pages.
    ///
    /// - Throws: ``CLIError`` naming `--state` and the pair that is wrong: no `=`, a page that is not a
    ///   whole number or not within 0…pages − 1, or an empty state name.
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
    /// errors): the 0-based page, the
    /// value and the pair as written (spaces around the parts trimmed), for the value's own checks.
    ///
    /// - Throws: ``CLIError`` naming the option and the pair that is wrong: no `=`, or a page that is not a
    ///   whole number or not within 0…pages − 1.
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
            guard page >= 0, page < pages else {
                throw CLIError.invalidValue(option, pair, "names page \(page), outside 0…\(max(pages - 1, 0))")
            }
            pairs.append((page, value, pair))
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
