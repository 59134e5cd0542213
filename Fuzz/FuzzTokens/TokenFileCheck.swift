import Foundation
import PageControlCore
import PageControlDesignSystem

/// What `FuzzTokens` checks on each input: the design-token JSON loader (`DesignTokenDocument`,
/// `Theme(jsonData:)`, alias resolution).
///
/// Beyond "no trap, no leak, no hang", a document that loads answers every token path it lists, `Theme(tokens:)`
/// and `Theme(jsonData:)` agree, and every error has a message. The fuzzer runs it on every input it makes;
/// `FuzzRegressionTests` on the named `regression-*` inputs of `Fuzz/seeds/FuzzTokens.seeds`.
package enum TokenFileCheck {
    /// A rule the input broke: what the fuzzer reports as a crash, and a regression test as a failure.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the value that shows it.
        package let description: String
    }

    /// Fails with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
        guard condition else { throw Failure(description: message()) }
    }

    /// Loads one input as a token file and resolves every token in it (the first 512).
    ///
    /// - Parameter input: The file's bytes.
    /// - Throws: ``Failure`` when a listed path is missing, the two ways of loading a theme disagree, or an error
    ///   has no message.
    package static func check(_ input: [UInt8]) throws(Failure) {
        let json = Data(input)
        let document: DesignTokenDocument
        do {
            document = try DesignTokenDocument(jsonData: json)
        } catch {
            try require(!error.description.isEmpty, "an empty message for a document error")
            try require(
                (try? Theme(jsonData: json)) == nil,
                "Theme(jsonData:) loaded a document that DesignTokenDocument refused")
            return
        }
        for path in document.tokenPaths.prefix(512) {
            try require(document.containsToken(at: path), "tokenPaths lists \(path) but containsToken says no")
            do {
                _ = try document.color(at: path)
            } catch {
                try require(!error.description.isEmpty, "an empty message for a token error")
            }
        }
        let theme: Theme
        let direct: Theme
        do {
            theme = try Theme(tokens: document)
            direct = try Theme(jsonData: json)
        } catch {
            try require(!error.description.isEmpty, "an empty message for a theme error")
            return
        }
        try require(direct == theme, "Theme(jsonData:) and Theme(tokens:) disagree")
    }
}
