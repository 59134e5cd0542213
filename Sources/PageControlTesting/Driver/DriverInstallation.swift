import PageControlCore

/// What a ``PageControlDriver`` put on its control, and how to take it off again: each handler it added or wrapped
/// leaves one removal, run in reverse order by ``finish()``.
///
/// One installation per control is live at a time (``install(on:)`` finishes the one before), so drivers never
/// wrap each other and a handler restored by one is never left wrapped by another. A further handler the driver
/// records is one call in its initialiser: ``record(_:on:_:)`` for a handler property, ``addAction(on:_:)`` for
/// an action.
@MainActor
final class DriverInstallation {
    /// The control, weakly: a driver left unfinished must not keep its control alive through the registry.
    private weak var control: PageControl?
    /// How to take off each thing installed, in the order installed.
    private var removals: [@MainActor (PageControl) -> Void] = []
    /// Whether ``finish()`` has run (here, or by a later installation on the same control).
    private(set) var isFinished = false

    /// The live installation of each control, by identity. An entry whose control is gone is dropped at the next
    /// install; an entry's control is compared by identity, so a new control at a freed address is not mistaken
    /// for the old one.
    private static var live: [ObjectIdentifier: DriverInstallation] = [:]

    private init(control: PageControl) { self.control = control }

    /// Starts an installation on `control`, finishing the control's previous one first (its handlers are
    /// restored before the new ones wrap them).
    static func install(on control: PageControl) -> DriverInstallation {
        live = live.filter { $0.value.control != nil }
        let key = ObjectIdentifier(control)
        if let previous = live[key], previous.control === control { previous.finish() }
        let installation = DriverInstallation(control: control)
        live[key] = installation
        return installation
    }

    /// Wraps the handler at `keyPath` so that `recorder` sees each value first and the handler found there (a
    /// host's, or nil) still receives it; ``finish()`` puts that handler back exactly as it was.
    func record<Value>(
        _ keyPath: ReferenceWritableKeyPath<PageControl, (@MainActor (Value) -> Void)?>, on control: PageControl,
        _ recorder: @escaping @MainActor (Value) -> Void
    ) {
        let previous = control[keyPath: keyPath]
        control[keyPath: keyPath] = { value in
            recorder(value)
            previous?(value)
        }
        removals.append { $0[keyPath: keyPath] = previous }
    }

    /// Adds an action for `.valueChanged`; ``finish()`` removes it.
    func addAction(on control: PageControl, _ handler: @escaping @MainActor (PageControl) -> Void) {
        let token = control.addAction(for: .valueChanged, handler)
        removals.append { $0.removeAction(token) }
    }

    /// Takes off everything installed, last first. Running it again does nothing.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        if let control {
            for removal in removals.reversed() { removal(control) }
            let key = ObjectIdentifier(control)
            if Self.live[key] === self { Self.live[key] = nil }
        }
        removals = []
    }
}
