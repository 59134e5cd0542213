/// What a page is besides being current or not: seen, done, in need of attention, not available, or a
/// state of the app's own that a theme styles.
///
/// Set one per page with ``IndicatorStates/subscript(_:)``. States are stored sparsely:
/// a control with 10⁹ pages and three states costs what three states cost. Each state has a look (a
/// colour and, optionally, a shape; see ``IndicatorStateStyle``) and a word the control speaks after the
/// page ("Page 3 of 8, completed").
///
/// States change how a dot looks and what is spoken, never where a tap, key or scrub goes.
public enum IndicatorState: Sendable, Hashable {
    /// No state: the dot looks as every other dot. This is the default of every page.
    case normal
    /// A person has been on the page and left it (see ``IndicatorStates/tracksVisitedPages``): the story
    /// viewer's "seen".
    case visited
    /// The page is done: a completed step of a form.
    case completed
    /// The page needs attention: an error, a badge, a step with a problem.
    case attention
    /// The page cannot be shown yet or at all: still loading, locked.
    case unavailable
    /// A state of the app's own, styled by name through ``IndicatorStates/setStyle(_:for:)``, the
    /// appearance proxy or a design-system theme, and spoken by its name (give a localised name if it
    /// should be spoken well). An empty name is the same as ``normal``. Names are compared as written, byte for
    /// byte (an identifier, not text to normalise).
    case custom(String)

    /// The four built-in states besides ``normal``, in the order the guides list them.
    public static let builtIn: [IndicatorState] = [.visited, .completed, .attention, .unavailable]

    /// The state's name: `"normal"`, `"visited"`, `"completed"`, `"attention"`, `"unavailable"`, or a custom
    /// state's own name. The command line and design tokens use it.
    public var name: String {
        switch self {
        case .normal: return "normal"
        case .visited: return "visited"
        case .completed: return "completed"
        case .attention: return "attention"
        case .unavailable: return "unavailable"
        case .custom(let name): return name
        }
    }

    /// The state with a name: a built-in state's name gives that state, `"normal"` and the empty string give
    /// ``normal``, any other name a ``custom(_:)`` state.
    public init(name: String) {
        let builtIn: [(StaticString, IndicatorState)] = [
            ("", .normal), ("normal", .normal), ("visited", .visited), ("completed", .completed),
            ("attention", .attention), ("unavailable", .unavailable),
        ]
        let match = PlainText.withUTF8(name) { name in
            builtIn.first { entry in entry.0.withUTF8Buffer { name.elementsEqual($0) } }
        }
        self = match?.1 ?? .custom(name)
    }

    /// The state with an empty custom name made ``normal``, so that both compare equal where stored.
    package var canonical: IndicatorState {
        if case .custom(let name) = self { return IndicatorState(name: name) }
        return self
    }
}

extension IndicatorState {
    /// Whether two states are the same state; custom names compare byte for byte (their UTF-8), so a state
    /// is an exact identifier and the comparison needs none of the Unicode tables.
    public static func == (lhs: IndicatorState, rhs: IndicatorState) -> Bool {
        switch (lhs, rhs) {
        case (.custom(let a), .custom(let b)): return PlainText.same(a, b)
        case (.normal, .normal), (.visited, .visited), (.completed, .completed), (.attention, .attention),
            (.unavailable, .unavailable):
            return true
        default: return false
        }
    }

    /// Hashes the state (a custom name by its UTF-8 bytes), consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .normal: hasher.combine(0)
        case .visited: hasher.combine(1)
        case .completed: hasher.combine(2)
        case .attention: hasher.combine(3)
        case .unavailable: hasher.combine(4)
        case .custom(let name):
            hasher.combine(5)
            hasher.combine(name.utf8.count)
            for byte in name.utf8 { hasher.combine(byte) }
        }
    }
}
