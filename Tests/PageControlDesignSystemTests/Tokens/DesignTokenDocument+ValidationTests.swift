import Foundation
import Testing

@testable import PageControlDesignSystem

@Suite struct DesignTokenDocumentValidationTests {
    /// The problems of `json`, one description each.
    private func problems(_ json: String) throws -> [String] {
        try DesignTokenDocument(jsonData: Fixtures.data(json)).problems.map(\.description)
    }

    @Test("a sound document has no problems, and the example file is sound")
    func sound() throws {
        #expect(try problems(##"{"a": {"$type": "color", "$value": "#000"}, "b": {"$value": "{a}"}}"##).isEmpty)
        #expect(try DesignTokenDocument(contentsOf: Fixtures.example("brand.tokens.json")).problems.isEmpty)
    }

    @Test("every alias is checked, whatever its type: unknown targets, groups and cycles")
    func aliases() throws {
        let json = ##"""
            {"size": {"$type": "dimension", "a": {"$value": "{size.nope}"}, "b": {"$value": "{size}"},
                      "c": {"$value": "{size.c}"}}}
            """##
        #expect(
            try problems(json) == [
                "size.a: unknown alias {size.nope}",
                "size.b: alias {size} names a group, not a token",
                "size.c: alias cycle: size.c → size.c",
            ])
    }

    @Test("colour values are checked when the type is color, declared, inherited or through an alias")
    func colourValues() throws {
        let json = ##"""
            {"declared": {"$type": "color", "$value": "#GG0000"},
             "group": {"$type": "color", "inherited": {"$value": "red"}},
             "aliased": {"$value": "{group.inherited}"},
             "untyped": {"$value": "#12"}, "spacing": {"$type": "dimension", "$value": "#12"}}
            """##
        #expect(
            try problems(json) == [
                "declared: '#GG0000' is not a colour: 'G' is not a hexadecimal digit",
                "group.inherited: 'red' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA",
            ])
    }

    @Test("a colour alias to a token of another type is reported on that token")
    func wrongType() throws {
        let json =
            ##"{"size": {"$type": "dimension", "dot": {"$value": "7px"}}, "c": {"$type": "color", "$value": "{size.dot}"}}"##
        #expect(try problems(json) == ["size.dot: $type is dimension (inherited from group 'size'), expected color"])
    }

    @Test("a chain of 20 000 aliases is checked in linear time, and a loop closing it is found")
    func longChain() throws {
        let count = 20_000  // Quadratic checking would take 4 · 10⁸ steps; parsing dominates as it is.
        let links = (0..<count).map { ##""t\##($0)": {"$value": "{c.t\##($0 + 1)}"}"## }.joined(separator: ",")
        let sound = ##"{"c": {"$type": "color", \##(links), "t\##(count)": {"$value": "#000"}}}"##
        #expect(try problems(sound).isEmpty)
        let looped = ##"{"c": {"$type": "color", \##(links), "t\##(count)": {"$value": "{c.t\##(count - 1)}"}}}"##
        #expect(
            try problems(looped) == [
                "c.t19999: alias cycle: c.t19999 → c.t20000 → c.t19999",
                "c.t20000: alias cycle: c.t20000 → c.t19999 → c.t20000",
            ])
    }
}
