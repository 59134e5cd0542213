import Foundation
import Testing

@testable import PageControlDesignSystem

@Suite struct DesignTokenDocumentTests {
    /// Parses `json`, failing the test on error.
    private func document(_ json: String) throws -> DesignTokenDocument {
        try DesignTokenDocument(jsonData: Fixtures.data(json))
    }

    /// The error parsing `json` throws, or `nil`.
    private func parseError(_ json: String) -> TokenError? {
        Fixtures.tokenError { () throws(TokenError) in try DesignTokenDocument(jsonData: Fixtures.data(json)) }
    }

    @Test("nested groups flatten into dotted token paths; groups are not tokens")
    func flattensPaths() throws {
        let tokens = try document(
            ##"{"color": {"brand": {"500": {"$value": "#1A56DB"}, "600": {"$value": "#1C64F2"}}, "white": {"$value": "#FFF"}}}"##
        )
        #expect(tokens.tokenPaths == ["color.brand.500", "color.brand.600", "color.white"])
        #expect(tokens.containsToken(at: "color.brand.500"))
        #expect(!tokens.containsToken(at: "color.brand"))
        #expect(tokens.groups == ["color", "color.brand"])
    }

    @Test("a token takes its own $type, else the nearest enclosing group's")
    func typeInheritance() throws {
        let tokens = try document(
            ##"""
            {"$type": "color",
             "a": {"$type": "dimension", "b": {"c": {"$value": "8px"}, "d": {"$type": "color", "$value": "#000"}}},
             "e": {"$value": "#FFF"},
             "f": {"$type": "fontFamily", "g": {"$value": "Inter", "$type": "fontFamily"}}}
            """##
        )
        #expect(tokens.tokens["a.b.c"]?.type == "dimension")
        #expect(tokens.tokens["a.b.c"]?.typeGroup == "a")
        #expect(tokens.tokens["a.b.d"]?.type == "color")
        #expect(tokens.tokens["a.b.d"]?.typeGroup == nil)
        #expect(tokens.tokens["e"]?.type == "color")
        #expect(tokens.tokens["e"]?.typeGroup == "")
        #expect(tokens.tokens["f.g"]?.typeGroup == nil)
    }

    @Test("a token with no $type anywhere has type nil")
    func untyped() throws {
        #expect(try document(##"{"a": {"$value": "#000"}}"##).tokens["a"]?.type == nil)
    }

    @Test("$ members are ignored and names DTCG forbids are skipped")
    func ignoresReservedAndInvalidNames() throws {
        let tokens = try document(
            ##"""
            {"$description": "file", "$extensions": {"x": 1}, "a": {"$description": "g", "$deprecated": true,
             "b": {"$value": "#000", "$extensions": {"y": {"z": 2}}},
             "c.d": {"$value": "#111"}, "{e}": {"$value": "#222"}, "": {"$value": "#333"}}}
            """##
        )
        #expect(tokens.tokenPaths == ["a.b"])
    }

    @Test(
        "members of the wrong shape are reported with their path",
        arguments: [
            (##"[1, 2]"##, "the top level of a token file must be an object, found an array"),
            (#""text""#, "the top level of a token file must be an object, found a string"),
            (
                ##"{"colors": {"background": {"brand": "#1A56DB"}}}"##,
                "colors.background.brand: expected a group or a token (an object), found a string"
            ),
            (##"{"a": 5}"##, "a: expected a group or a token (an object), found a number"),
            (##"{"a": null}"##, "a: expected a group or a token (an object), found null"),
            (##"{"color": {"$type": 7, "a": {"$value": "#000"}}}"##, "color.$type: must be a string, found a number"),
            (##"{"$type": ["color"]}"##, "$type: must be a string, found an array"),
            (##"{"a": {"$type": true, "$value": "#000"}}"##, "a.$type: must be a string, found a boolean"),
        ]
    )
    func malformed(json: String, message: String) {
        #expect(parseError(json)?.description == message)
    }

    @Test("10 000 levels of nesting become a TokenError instead of a crash")
    func deeplyNestedJSON() {
        let json = String(repeating: ##"{"a":"##, count: 10_000) + "{}" + String(repeating: "}", count: 10_000)
        let error = parseError(json)
        guard case .invalidJSON(let reason)? = error else {
            Issue.record("expected invalidJSON, got \(String(describing: error))")
            return
        }
        #if os(Linux)
            #expect(reason.hasPrefix("Too many nested arrays or dictionaries"))
        #endif
    }

    @Test("groups nested deeper than maximumDepth are refused with the path where it happened")
    func nestingLimit() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: ##"{"g":"##, count: levels) + ##"{"t": {"$value": "#000"}}"##
                + String(repeating: "}", count: levels)
        }
        let limit = DesignTokenDocument.maximumDepth
        let deepest = try document(nested(limit))
        #expect(deepest.tokenPaths == [Array(repeating: "g", count: limit).joined(separator: ".") + ".t"])
        let error = parseError(nested(limit + 1))
        let path = Array(repeating: "g", count: limit + 1).joined(separator: ".")
        #expect(error == .nestingTooDeep(path: path, limit: limit))
    }

    @Test("a file with 100 000 tokens loads")
    func largeDocument() throws {
        let members = (0..<100_000).map { ##""t\##($0)": {"$value": "#000000"}"## }.joined(separator: ",")
        let tokens = try document(##"{"big": {"$type": "color", \##(members)}}"##)
        #expect(tokens.tokenPaths.count == 100_000)
        #expect(try tokens.color(at: "big.t99999") == .black)
    }

    @Test("a missing file is reported with its path")
    func missingFile() {
        let url = Fixtures.example("does-not-exist.tokens.json")
        let error = Fixtures.tokenError { () throws(TokenError) in try DesignTokenDocument(contentsOf: url) }
        #expect(error == .unreadableFile(path: url.path, reason: "no such file"))
        #expect(error?.description == "cannot read \(url.path): no such file")
    }

    @Test("a directory is reported as unreadable")
    func directory() {
        let error = Fixtures.tokenError { () throws(TokenError) in
            try DesignTokenDocument(contentsOf: Fixtures.examples)
        }
        #expect(error == .unreadableFile(path: Fixtures.examples.path, reason: "is a directory"))
    }

    @Test("a non-file URL is refused without touching the network")
    func remoteURL() {
        let url = URL(string: "https://example.com/brand.tokens.json")!
        let error = Fixtures.tokenError { () throws(TokenError) in try DesignTokenDocument(contentsOf: url) }
        #expect(error == .unreadableFile(path: "https://example.com/brand.tokens.json", reason: "not a file URL"))
    }

    @Test("the example token file parses")
    func exampleFile() throws {
        let tokens = try DesignTokenDocument(contentsOf: Fixtures.example("brand.tokens.json"))
        #expect(tokens.tokenPaths.count == 9 + 11 + 6 + 6 + 1)
    }
}
