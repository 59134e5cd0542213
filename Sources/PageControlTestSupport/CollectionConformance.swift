/// Checks that a random-access collection keeps the `Collection` contract, as the standard library's own
/// conformance checkers do: indices and iteration agree, `index(after:)` and `index(before:)` invert each
/// other, `index(_:offsetBy:)` and `distance(from:to:)` agree with stepping, slices and reversed iteration
/// give the same elements, and `count` is the distance from start to end.
///
/// ```swift
/// #expect(CollectionConformance.violations(of: control.layout).isEmpty)
/// ```
package enum CollectionConformance {
    /// The broken rules, one line each; empty when the collection keeps the contract.
    ///
    /// - Complexity: O(n²) in the count (every pair of indices is measured), so keep collections small.
    package static func violations<C: RandomAccessCollection>(of collection: C) -> [String]
    where C.Element: Equatable {
        var problems: [String] = []
        let indices = Array(collection.indices)
        let elements = Array(collection)
        if indices.count != collection.count {
            problems.append("indices.count \(indices.count) != count \(collection.count)")
        }
        if elements.count != collection.count {
            problems.append("iteration gave \(elements.count) of \(collection.count)")
        }
        if collection.distance(from: collection.startIndex, to: collection.endIndex) != collection.count {
            problems.append("distance(start, end) != count")
        }
        if collection.isEmpty != (collection.startIndex == collection.endIndex) {
            problems.append("isEmpty disagrees with startIndex == endIndex")
        }
        for (offset, index) in indices.enumerated() {
            if collection[index] != elements[offset] { problems.append("subscript at offset \(offset) != iteration") }
            let next = collection.index(after: index)
            if collection.index(before: next) != index { problems.append("index(before: index(after:)) at \(offset)") }
            if collection.index(collection.startIndex, offsetBy: offset) != index {
                problems.append("index(startIndex, offsetBy: \(offset)) is not the offset's index")
            }
            for (other, otherIndex) in indices.enumerated()
            where collection.distance(from: index, to: otherIndex) != other - offset {
                problems.append("distance(from: \(offset), to: \(other)) != \(other - offset)")
            }
        }
        if Array(collection.reversed()) != elements.reversed() { problems.append("reversed iteration differs") }
        for start in 0...elements.count {
            for end in start...elements.count {
                let lower = collection.index(collection.startIndex, offsetBy: start)
                let upper = collection.index(collection.startIndex, offsetBy: end)
                let slice = collection[lower..<upper]
                if Array(slice) != Array(elements[start..<end]) { problems.append("slice \(start)..<\(end) differs") }
                if slice.count != end - start { problems.append("slice \(start)..<\(end) has count \(slice.count)") }
            }
        }
        if let last = indices.last, collection.index(after: last) != collection.endIndex {
            problems.append("index(after: last) != endIndex")
        }
        return problems
    }
}
