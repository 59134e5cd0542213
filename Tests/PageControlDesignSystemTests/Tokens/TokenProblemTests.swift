import Testing

@testable import PageControlDesignSystem

@Suite struct TokenProblemTests {
    @Test("description is the path and the reason; a cycle names its token too")
    func describes() {
        let alias = TokenProblem(path: "a.b", error: .unknownAlias(path: "a.b", alias: "c"))
        #expect(alias.reason == "unknown alias {c}")
        #expect(alias.description == "a.b: unknown alias {c}")
        let cycle = TokenProblem(path: "a", error: .aliasCycle(["a", "b", "a"]))
        #expect(cycle.description == "a: alias cycle: a → b → a")
    }

    @Test("problems sort by path, then by reason")
    func order() {
        let problems = [
            TokenProblem(path: "b", error: .notAToken(path: "b")),
            TokenProblem(path: "a.z", error: .unknownAlias(path: "a.z", alias: "x")),
            TokenProblem(path: "a.z", error: .aliasToGroup(path: "a.z", alias: "y")),
        ]
        #expect(
            problems.sorted().map(\.description) == [
                "a.z: alias {y} names a group, not a token", "a.z: unknown alias {x}",
                "b: is a group, expected a token with a $value",
            ])
    }
}
