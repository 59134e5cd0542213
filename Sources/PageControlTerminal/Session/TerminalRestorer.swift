/// The process-wide record of the active ``TerminalSession`` and the code that gives the terminal back: from
/// ``TerminalSession/restore()``, from signal handlers, and from an `atexit` hook.
///
/// Everything the signal handlers need (descriptors, saved `termios`, the restore bytes, previous signal
/// dispositions) lives in one block of manually allocated memory, ``shared``, which is filled in under
/// ``lock`` before any handler is installed and not changed again until every handler is removed. The
/// handlers only read it (apart from a best-effort "already restored" flag) and call async-signal-safe
/// ``Platform`` functions, so they never allocate, lock or touch reference counts.
enum TerminalRestorer {
    /// How a handled signal is treated.
    private enum Kind: UInt8 {
        /// Restore, then die by the signal's default action.
        case termination
        /// Restore, then hand the signal back to whoever handled it before (the Swift runtime's backtracer,
        /// or the default action).
        case crash
        /// Wake the session's reader; the terminal was resized.
        case resize
    }

    /// Room for the restore bytes; ``TerminalControlSequence/restore(mouse:)`` is well under this, and
    /// anything longer would be cut short.
    static let restoreCapacity = 128

    /// State shared with signal handlers; see ``TerminalRestorer``.
    private struct Shared {
        var input: Int32 = -1
        var output: Int32 = -1
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
        var savedMode = Platform.TerminalMode()
        var restoreBytes: UnsafeMutablePointer<UInt8>
        var restoreByteCount = 0
        /// Set by a signal handler once it has restored the terminal, so a second signal does not repeat it.
        var restoredBySignal = false

        var signalCount: Int
        var signals: UnsafeMutablePointer<Int32>
        var kinds: UnsafeMutablePointer<Kind>
        var previousActions: UnsafeMutablePointer<Platform.SignalAction>
        var installed: UnsafeMutablePointer<Bool>

        /// The identifier of the active session, if any.
        var activeSession: Int?
        var lastSessionIdentifier = 0
        var exitHandlerRegistered = false
    }

    /// Guards ``shared`` (outside signal handlers) and every ``TerminalSession``'s mutable state.
    static let lock = Platform.Lock()

    /// The shared state. Allocated once and never freed.
    nonisolated(unsafe) private static let shared: UnsafeMutablePointer<Shared> = {
        let handled: [(Int32, Kind)] =
            Platform.terminationSignals.map { ($0, .termination) } + Platform.crashSignals.map { ($0, .crash) }
            + [(Platform.resizeSignal, .resize)]
        let count = handled.count
        let signals = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let kinds = UnsafeMutablePointer<Kind>.allocate(capacity: count)
        let previousActions = UnsafeMutablePointer<Platform.SignalAction>.allocate(capacity: count)
        let installed = UnsafeMutablePointer<Bool>.allocate(capacity: count)
        for (index, (signal, kind)) in handled.enumerated() {
            (signals + index).initialize(to: signal)
            (kinds + index).initialize(to: kind)
            (previousActions + index).initialize(to: Platform.SignalAction())
            (installed + index).initialize(to: false)
        }
        let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
        restoreBytes.initialize(repeating: 0, count: restoreCapacity)
        let state = UnsafeMutablePointer<Shared>.allocate(capacity: 1)
        state.initialize(
            to: Shared(
                restoreBytes: restoreBytes, signalCount: count, signals: signals, kinds: kinds,
                previousActions: previousActions, installed: installed))
        return state
    }()

    // MARK: - Activation

    /// Takes over the terminal on `input`/`output` and returns the new session's identifier and the
    /// descriptor to poll for resize notifications.
    ///
    /// Signals are blocked on the calling thread while handlers are installed and the terminal is switched,
    /// so a Ctrl-C or SIGTERM that arrives meanwhile is handled only once everything is consistent.
    static func activate(input: Int32, output: Int32, mouse: Bool) throws(TerminalError) -> (
        identifier: Int, wakeDescriptor: Int32
    ) {
        guard Platform.isTerminal(input), Platform.isTerminal(output) else {
            throw .notATerminal
        }
        return try lock.withLock { () throws(TerminalError) -> (identifier: Int, wakeDescriptor: Int32) in
            let state = shared
            guard state.pointee.activeSession == nil else {
                throw .sessionAlreadyActive
            }
            let savedMode = try Platform.terminalMode(of: input)
            if state.pointee.wakeRead < 0 {
                guard let pipe = Platform.makeWakePipe() else {
                    throw .systemCall(name: "pipe", errno: Platform.lastError)
                }
                state.pointee.wakeRead = pipe.read
                state.pointee.wakeWrite = pipe.write
            }
            _ = Platform.drain(state.pointee.wakeRead)

            state.pointee.input = input
            state.pointee.output = output
            state.pointee.savedMode = savedMode
            state.pointee.restoredBySignal = false
            let restoreBytes = Array(TerminalControlSequence.restore(mouse: mouse).utf8)
            let restoreCount = min(restoreBytes.count, restoreCapacity)
            for index in 0..<restoreCount {
                state.pointee.restoreBytes[index] = restoreBytes[index]
            }
            state.pointee.restoreByteCount = restoreCount

            let mask = Platform.blockSignals(allSignals(state))
            defer { Platform.restoreSignalMask(mask) }
            do throws(TerminalError) {
                try installHandlers(state)
                try Platform.applyTerminalMode(Platform.rawMode(from: savedMode), to: input)
            } catch {
                uninstallHandlers(state)
                Platform.restoreTerminalMode(savedMode, to: input)
                throw error
            }
            var enter = TerminalControlSequence.enter(mouse: mouse)
            _ = enter.withUTF8 { Platform.writeAll(output, UnsafeRawBufferPointer($0), waitIfBlocked: true) }

            state.pointee.lastSessionIdentifier += 1
            let identifier = state.pointee.lastSessionIdentifier
            state.pointee.activeSession = identifier
            if !state.pointee.exitHandlerRegistered {
                state.pointee.exitHandlerRegistered = true
                Platform.registerExitHandler { TerminalRestorer.restoreAtExit() }
            }
            return (identifier, state.pointee.wakeRead)
        }
    }

    /// Whether the session with `identifier` is the active one. Call with ``lock`` held.
    static func isActiveLocked(_ identifier: Int) -> Bool {
        shared.pointee.activeSession == identifier
    }

    /// Gives the terminal back if the session with `identifier` is active; does nothing otherwise. Call with
    /// ``lock`` held.
    static func deactivateLocked(_ identifier: Int) {
        let state = shared
        guard state.pointee.activeSession == identifier else {
            return
        }
        let mask = Platform.blockSignals(allSignals(state))
        defer { Platform.restoreSignalMask(mask) }
        uninstallHandlers(state)
        if !state.pointee.restoredBySignal {
            let bytes = UnsafeRawBufferPointer(
                start: state.pointee.restoreBytes, count: state.pointee.restoreByteCount)
            Platform.writeAll(state.pointee.output, bytes, waitIfBlocked: true)
            Platform.restoreTerminalMode(state.pointee.savedMode, to: state.pointee.input)
        }
        state.pointee.activeSession = nil
    }

    /// The `atexit` hook: restores the active session, if any.
    private static func restoreAtExit() {
        lock.withLock {
            if let active = shared.pointee.activeSession {
                deactivateLocked(active)
            }
        }
    }

    // MARK: - Handlers

    private static func allSignals(_ state: UnsafeMutablePointer<Shared>) -> [Int32] {
        Array(UnsafeBufferPointer(start: state.pointee.signals, count: state.pointee.signalCount))
    }

    /// Installs every handler. Termination signals that are currently ignored (as under `nohup`) stay
    /// ignored. On failure, handlers already installed stay installed for the caller to remove.
    private static func installHandlers(_ state: UnsafeMutablePointer<Shared>) throws(TerminalError) {
        for index in 0..<state.pointee.signalCount {
            let signal = state.pointee.signals[index]
            if state.pointee.kinds[index] == .termination {
                guard let current = Platform.signalAction(for: signal) else {
                    throw .systemCall(name: "sigaction", errno: Platform.lastError)
                }
                if current.isIgnored {
                    continue
                }
            }
            guard let previous = Platform.installSignalHandler(signal) else {
                throw .systemCall(name: "sigaction", errno: Platform.lastError)
            }
            state.pointee.previousActions[index] = previous
            state.pointee.installed[index] = true
        }
    }

    /// Puts back every disposition that ``installHandlers(_:)`` replaced.
    private static func uninstallHandlers(_ state: UnsafeMutablePointer<Shared>) {
        for index in 0..<state.pointee.signalCount where state.pointee.installed[index] {
            Platform.setSignalAction(state.pointee.previousActions[index], for: state.pointee.signals[index])
            state.pointee.installed[index] = false
        }
    }

    /// Runs inside a signal handler, with every signal blocked. Must stay async-signal-safe: no allocation,
    /// no locks, no reference counting, only ``Platform`` calls documented as async-signal-safe.
    ///
    /// - Termination signals: restore the terminal, reset the signal to its default action and raise it
    ///   again, so the process dies with the status its parent expects (130 for SIGINT in a shell, …).
    /// - Crash signals: restore the terminal and put back the previous disposition (normally the Swift
    ///   runtime's backtracer). A signal sent with `kill`/`raise` (including `abort`) is raised again; a
    ///   hardware fault simply repeats when the handler returns, this time reaching the previous handler with
    ///   its original details. SIGTRAP is always raised again because returning would skip the trap.
    /// - SIGWINCH: write one byte to the wake pipe.
    static func handleSignal(_ signal: Int32, sentByProcess: Bool) {
        let state = shared
        // A plain loop: no iterator or generic code on the signal path.
        var slot = 0
        while slot < state.pointee.signalCount && state.pointee.signals[slot] != signal {
            slot += 1
        }
        guard slot < state.pointee.signalCount else {
            return
        }
        switch state.pointee.kinds[slot] {
        case .resize:
            Platform.poke(state.pointee.wakeWrite)
        case .termination:
            restoreFromSignalHandler(state)
            Platform.setSignalAction(Platform.SignalAction(), for: signal)
            Platform.raiseSignal(signal)
        case .crash:
            restoreFromSignalHandler(state)
            Platform.setSignalAction(state.pointee.previousActions[slot], for: signal)
            if sentByProcess || signal == Platform.trapSignal {
                Platform.raiseSignal(signal)
            }
        }
    }

    private static func restoreFromSignalHandler(_ state: UnsafeMutablePointer<Shared>) {
        guard !state.pointee.restoredBySignal else {
            return
        }
        state.pointee.restoredBySignal = true
        let bytes = UnsafeRawBufferPointer(start: state.pointee.restoreBytes, count: state.pointee.restoreByteCount)
        Platform.writeAll(state.pointee.output, bytes, waitIfBlocked: false)
        Platform.restoreTerminalMode(state.pointee.savedMode, to: state.pointee.input)
    }
}
