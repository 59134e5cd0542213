import Foundation
import Testing

@testable import PageControlTesting

/// The line diff shows what changed with two lines of context, numbered in each text.
@Suite struct LineDiffTests {
    @Test("A changed line among many: two lines of context each side, the rest cut to …")
    func context() {
        let reference = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = reference.replacingOccurrences(of: "line 6", with: "LINE 6")
        #expect(
            LineDiff(reference: reference, actual: actual).description == """
                - reference, + actual:
                  4\tline 4
                  5\tline 5
                - 6\tline 6
                + 6\tLINE 6
                  7\tline 7
                  8\tline 8
                """)
    }

    @Test("Inserted and removed lines are found as such, not as every later line changed")
    func insertion() {
        #expect(
            LineDiff(reference: "a\nb\nc\nd", actual: "a\nx\nb\nc").description == """
                - reference, + actual:
                  1\ta
                + 2\tx
                  2\tb
                  3\tc
                - 4\td
                """)
    }

    @Test("Texts too long to compare whole are compared at the same positions")
    func positional() {
        let reference = (1...2001).map(String.init).joined(separator: "\n")
        let actual = (1...2001).map { $0 == 1000 ? "x" : String($0) }.joined(separator: "\n")
        #expect(LineDiff(reference: reference, actual: actual).lines.filter { !$0.isSame }.count == 2)
    }
}
