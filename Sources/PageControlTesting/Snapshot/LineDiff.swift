/// A readable line diff of two texts: the lines only in the reference marked `-`, the lines only in the
/// actual text marked `+`, and up to two unchanged lines around each change marked with two spaces, each
/// with its line number in the reference or the actual text; unchanged runs between changes are cut to
/// `…`.
///
/// ```
/// - reference, + actual:
///   1   ○ ● ○ ○ ○
/// - 2   Page 2 of 5
/// + 2   Page 3 of 5
/// ```
///
/// - Complexity: O(n × m) for texts of n and m lines, through their longest common subsequence; texts whose
///   product of line counts is over 4,000,000 are compared line by line at the same positions instead.
package struct LineDiff: CustomStringConvertible, Sendable {
    /// One line of the diff.
    enum Line: Equatable {
        case same(String, Int)
        case removed(String, Int)
        case added(String, Int)
    }

    /// The diff's lines, in order.
    let lines: [Line]

    /// The most unchanged lines shown before and after a change.
    static let context = 2
    /// The largest product of line counts compared through the longest common subsequence.
    static let largestTable = 4_000_000

    /// Compares `reference` with `actual`.
    package init(reference: String, actual: String) {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = old.count * new.count <= Self.largestTable ? Self.lcsDiff(old, new) : Self.positionalDiff(old, new)
    }

    /// The diff through the longest common subsequence of the lines.
    static func lcsDiff(_ old: [String], _ new: [String]) -> [Line] {
        let (n, m) = (old.count, new.count)
        // suffix[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var suffix = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                suffix[i][j] =
                    old[i] == new[j] ? suffix[i + 1][j + 1] + 1 : Swift.max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var lines: [Line] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                lines.append(.same(old[i], i + 1))
                (i, j) = (i + 1, j + 1)
            } else if i < n, j == m || suffix[i + 1][j] >= suffix[i][j + 1] {
                // A removal before an addition, as diff tools show a changed line.
                lines.append(.removed(old[i], i + 1))
                i += 1
            } else {
                lines.append(.added(new[j], j + 1))
                j += 1
            }
        }
        return lines
    }

    /// The diff of lines at the same positions, for texts too long to compare otherwise.
    static func positionalDiff(_ old: [String], _ new: [String]) -> [Line] {
        (0..<Swift.max(old.count, new.count)).flatMap { index -> [Line] in
            let left = index < old.count ? old[index] : nil
            let right = index < new.count ? new[index] : nil
            if let left, left == right { return [.same(left, index + 1)] }
            return (left.map { [Line.removed($0, index + 1)] } ?? [])
                + (right.map { [Line.added($0, index + 1)] } ?? [])
        }
    }

    /// The diff as text: a header, then the changes with their context.
    package var description: String {
        var output = ["- reference, + actual:"]
        let changed = lines.indices.filter { !lines[$0].isSame }
        var shown = Set<Int>()
        for index in changed {
            for near in Swift.max(index - Self.context, 0)...Swift.min(index + Self.context, lines.count - 1) {
                shown.insert(near)
            }
        }
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index > previous + 1 { output.append("  …") }
            output.append(lines[index].text)
            previous = index
        }
        return output.joined(separator: "\n")
    }
}

extension LineDiff.Line {
    /// Whether the line is in both texts.
    var isSame: Bool {
        if case .same = self { return true }
        return false
    }

    /// The line as the diff prints it: its mark, its number and its text.
    var text: String {
        switch self {
        case .same(let line, let number): "  \(number)\t\(line)"
        case .removed(let line, let number): "- \(number)\t\(line)"
        case .added(let line, let number): "+ \(number)\t\(line)"
        }
    }
}
