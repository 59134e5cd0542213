/// The "did you mean --loop?" of an unknown option: the known option nearest to what was typed, if it is near
/// enough to be a slip of the keyboard.
package enum OptionSuggestion {
    /// The known option closest to `option`, or nil when none is close.
    ///
    /// Names are compared without their leading dashes. A name is close when its edit distance (insertions,
    /// deletions, substitutions and swaps of neighbours) is at most a third of the typed name's length, and at most
    /// 2; or when the typed name (three letters or more) begins exactly one known name (`--page-num` for
    /// `--page-numbers`). Of equally close names, the first in alphabetical order wins.
    ///
    /// - Complexity: O(k · m · n) for k known names of length m and a typed name of length n.
    package static func nearest(to option: String, among known: Set<String>) -> String? {
        let typed = Array(bare(option))
        guard !typed.isEmpty else { return nil }
        let limit = min(2, max(1, typed.count / 3))
        var best: (distance: Int, name: String)?
        for name in known.sorted() {
            let distance = editDistance(typed, Array(bare(name)))
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (distance, name) }
        }
        if let best { return best.name }
        guard typed.count >= 3 else { return nil }
        let starting = known.filter { bare($0).hasPrefix(String(typed)) }
        return starting.count == 1 ? starting.first : nil
    }

    /// The name without its leading dashes.
    static func bare(_ name: String) -> Substring {
        name.drop { $0 == "-" }
    }

    /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions, deletions, substitutions
    /// and swaps of two neighbours that turn one into the other.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
