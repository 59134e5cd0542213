import Foundation
import PageControlCore
import PageControlDesignSystem

/// Shared helpers for the design-system tests (not a test of any one source file).
enum Fixtures {
    /// `Examples/tokens` in the package, found from this file's location.
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PageControlDesignSystemTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Examples/tokens")

    /// The example token file `name` in `Examples/tokens`.
    static func example(_ name: String) -> URL {
        examples.appendingPathComponent(name)
    }

    /// UTF-8 bytes of a JSON text.
    static func data(_ json: String) -> Data {
        Data(json.utf8)
    }

    /// An opaque colour from a hex literal known to be valid.
    static func hex(_ text: String) -> Color {
        try! Color(hex: text)
    }

    /// The thrown `TokenError`, or `nil` when `body` succeeds.
    static func tokenError<T>(_ body: () throws(TokenError) -> T) -> TokenError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}

extension Fixtures {
    /// `colors` with its state colours (`colors.state`, `colors.onBackground.state`) removed, as a
    /// palette loaded from a file without state tokens has them.
    static func withoutStates(_ colors: Theme.Colors) -> Theme.Colors {
        var colors = colors
        colors.state = [:]
        colors.onBackground.state = [:]
        return colors
    }

    /// The problems of the `invalidTokens` error building a theme from `json`, one description per
    /// problem; `nil` when it loads or fails otherwise.
    static func problems(_ json: String) -> [String]? {
        let error = tokenError { () throws(TokenError) in try Theme(jsonData: data(json)) }
        guard case .invalidTokens(let problems)? = error else { return nil }
        return problems.map(\.description)
    }
}
