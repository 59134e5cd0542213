extension DesignTokenDocument {
    /// Every problem with the document's tokens, sorted by path; empty when every token is sound.
    ///
    /// What is checked, for every token in the file:
    /// - every alias: its target must exist and be a token (``TokenError/unknownAlias(path:alias:)``,
    ///   ``TokenError/aliasToGroup(path:alias:)``), and it must not be part of a cycle (each member of a
    ///   cycle gets a ``TokenError/aliasCycle(_:)`` listed from itself);
    /// - every colour: a token whose type is `color` (declared, inherited from a group, or taken from
    ///   its alias target) must hold a colour (see ``color(at:)``), and every token on its alias chain
    ///   must have type `color` or none.
    ///
    /// Tokens of other types (`dimension`, `fontFamily`, …) and untyped tokens are left alone. A
    /// problem is listed once, on the token that holds it. ``Theme/LoadReport`` adds the tokens the
    /// theme reads, which must be colours whatever their type.
    ///
    /// ```swift
    /// let tokens = try DesignTokenDocument(contentsOf: url)
    /// for problem in tokens.problems { print(problem) }
    /// ```
    ///
    /// - Complexity: O(n log n) for n tokens, however the aliases chain.
    public var problems: [TokenProblem] {
        TokenValidator.validate(self).problems
    }
}
