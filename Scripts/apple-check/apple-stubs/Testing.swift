// Stub of Swift Testing (the Testing module) for Scripts/apple-check/apple-check.py: the declarations PageControlTesting uses, as
// Xcode 16.3's toolchain (swift-testing 6.1) declares them. Macros (`@Test`, `#expect`, `#_sourceLocation`) cannot be
// stubbed, so the Apple-side code that is checked calls only these. https://developer.apple.com/documentation/testing

/// https://developer.apple.com/documentation/testing/sourcelocation
public struct SourceLocation: Sendable, Hashable {
    public init(fileID: String, filePath: String, line: Int, column: Int) { fatalError() }
    public var fileID: String { fatalError() }
    public var line: Int { fatalError() }
    public var column: Int { fatalError() }
}

/// https://developer.apple.com/documentation/testing/comment
public struct Comment: RawRepresentable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// https://developer.apple.com/documentation/testing/issue
public struct Issue: Sendable {
    /// https://developer.apple.com/documentation/testing/issue/record(_:sourcelocation:)
    /// (its default, `#_sourceLocation`, is a macro: callers here pass the location).
    @discardableResult
    public static func record(_ comment: Comment? = nil, sourceLocation: SourceLocation) -> Issue { fatalError() }
}
