#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// A signal disposition saved by ``installSignalHandler(_:)``.
    struct SignalAction: @unchecked Sendable {
        fileprivate var value = sigaction()

        /// The default disposition.
        init() {}

        /// The handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`, otherwise a function.
        var handlerAddress: UInt {
            // The handler union is the first member of `struct sigaction` on every supported C library.
            withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
        }

        /// Whether this disposition ignores the signal (`SIG_IGN`, which is 1 on every supported C library).
        var isIgnored: Bool {
            handlerAddress == 1
        }
    }

    /// SIGINT, SIGTERM, SIGHUP and SIGQUIT: signals that end the program and must leave the terminal usable.
    static var terminationSignals: [Int32] {
        [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    }

    /// SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS and SIGFPE: crashes, including `fatalError` and failed
    /// preconditions, after which the terminal should still be restored.
    static var crashSignals: [Int32] {
        [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]
    }

    /// SIGWINCH, sent when the terminal is resized.
    static var resizeSignal: Int32 {
        SIGWINCH
    }

    /// SIGTRAP, whose faulting instruction does not repeat if its handler returns.
    static var trapSignal: Int32 {
        SIGTRAP
    }

    /// Installs the shared handler, which calls ``TerminalRestorer/handleSignal(_:sentByProcess:)``, for
    /// `signal`; returns the previous disposition, or `nil` (with `errno` set) on failure.
    ///
    /// The handler runs on the alternate signal stack if one is set, with every signal blocked.
    static func installSignalHandler(_ signal: Int32) -> SignalAction? {
        var action = sigaction()
        let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
            signal, info, _ in
            let savedError = errno
            let code = info?.pointee.si_code ?? 0
            #if canImport(Darwin)
                let sentByProcess = code == SI_USER || code == SI_QUEUE || code <= 0
            #else
                let sentByProcess = code <= 0  // SI_USER, SI_QUEUE, SI_TKILL, …
            #endif
            TerminalRestorer.handleSignal(signal, sentByProcess: sentByProcess)
            errno = savedError
        }
        #if canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_sigaction = handler
        #else
            action.__sigaction_handler.sa_sigaction = handler
        #endif
        action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
        sigfillset(&action.sa_mask)
        var previous = SignalAction()
        guard sigaction(signal, &action, &previous.value) == 0 else {
            return nil
        }
        return previous
    }

    /// The current disposition of `signal`, or `nil` on failure.
    static func signalAction(for signal: Int32) -> SignalAction? {
        var current = SignalAction()
        guard sigaction(signal, nil, &current.value) == 0 else {
            return nil
        }
        return current
    }

    /// Sets the disposition of `signal`. Async-signal-safe.
    static func setSignalAction(_ action: SignalAction, for signal: Int32) {
        var value = action.value
        _ = sigaction(signal, &value, nil)
    }

    /// Sends `signal` to the calling thread. Async-signal-safe.
    static func raiseSignal(_ signal: Int32) {
        _ = raise(signal)
    }

    /// Sends `signal` to the whole process, so any thread that does not block it handles it (tests use this:
    /// `raiseSignal` from a Dispatch worker thread, which blocks SIGWINCH and friends, would never deliver).
    static func signalProcess(_ signal: Int32) {
        _ = kill(getpid(), signal)
    }

    /// A thread's signal mask, saved by ``blockSignals(_:)``.
    struct SignalMask: @unchecked Sendable {
        fileprivate var value = sigset_t()
    }

    /// Blocks `signals` on the calling thread and returns the previous mask.
    static func blockSignals(_ signals: [Int32]) -> SignalMask {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals {
            sigaddset(&blocked, signal)
        }
        var previous = SignalMask()
        _ = pthread_sigmask(SIG_BLOCK, &blocked, &previous.value)
        return previous
    }

    /// Restores a mask returned by ``blockSignals(_:)``; blocked signals that arrived meanwhile are delivered.
    static func restoreSignalMask(_ mask: SignalMask) {
        var value = mask.value
        _ = pthread_sigmask(SIG_SETMASK, &value, nil)
    }

    /// Registers `handler` to run when the process calls `exit` or returns from `main`.
    static func registerExitHandler(_ handler: @convention(c) () -> Void) {
        _ = atexit(handler)
    }
}

// MARK: - Locking
