// Stub of XCTest for Scripts/apple-check/apple-check.py: the declarations PageControlTesting uses, as Xcode 16.3's SDK declares
// them. https://developer.apple.com/documentation/xctest

/// https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) { fatalError() }
