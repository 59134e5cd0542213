import Foundation
import Testing

@testable import PageControlDesignSystem

@Suite struct JSONValueTests {
    @Test("parses every JSON kind, telling booleans from numbers")
    func parsesKinds() throws {
        let value = try JSONValue(
            parsing: Fixtures.data(##"{"s": "x", "n": 1, "d": 1.5, "t": true, "f": false, "z": null, "a": [0]}"##))
        #expect(
            value
                == .object([
                    "s": .string("x"), "n": .number(1), "d": .number(1.5), "t": .bool(true), "f": .bool(false),
                    "z": .null, "a": .array([.number(0)]),
                ])
        )
    }

    @Test("a bare string at the top level is accepted as a fragment")
    func fragments() throws {
        #expect(try JSONValue(parsing: Fixtures.data(#""hi""#)) == .string("hi"))
    }

    @Test("invalid JSON becomes TokenError.invalidJSON with JSONSerialization's explanation")
    func invalidJSON() {
        let error = Fixtures.tokenError { () throws(TokenError) in try JSONValue(parsing: Fixtures.data(##"{"a": x}"##))
        }
        guard case .invalidJSON(let reason)? = error else {
            Issue.record("expected invalidJSON, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        #if os(Linux)
            #expect(reason == "Invalid value around character 6.")
        #endif
    }

    @Test(
        "kind names the value with its article",
        arguments: [
            (JSONValue.object([:]), "an object"), (.array([]), "an array"), (.string(""), "a string"),
            (.number(0), "a number"), (.bool(true), "a boolean"), (.null, "null"),
        ])
    func kinds(value: JSONValue, kind: String) {
        #expect(value.kind == kind)
    }
}
