extension PageControlStrings {
    /// The word spoken after a page in a state ("completed"), in this language; nil for
    /// ``IndicatorState/normal``. A custom state is spoken by its own name.
    public func name(of state: IndicatorState) -> String? {
        switch state.canonical {
        case .normal: return nil
        case .visited: return visitedState
        case .completed: return completedState
        case .attention: return attentionState
        case .unavailable: return unavailableState
        case .custom(let name): return name
        }
    }
}

extension PageControlStrings {
    /// A page title in front of any value ("Welcome, pages 3 to 4 of 8"), in this language's order.
    func value(title: String, value: String) -> String {
        fill(words[.titled], with: TemplateArguments(title: title, value: value))
    }
}
