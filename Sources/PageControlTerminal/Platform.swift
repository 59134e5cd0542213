#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every operating-system call the terminal code makes, so that no other file imports a C library.
///
/// Functions marked *async-signal-safe* use only calls that POSIX allows inside a signal handler (`write`,
/// `tcsetattr`, `tcflush`, `sigaction`, `raise`) and touch no Swift reference-counted values, so the signal
/// handlers in ``TerminalRestorer`` may call them.
enum Platform {
    /// The file descriptor of standard input.
    static var standardInput: Int32 {
        STDIN_FILENO
    }

    /// The file descriptor of standard output.
    static var standardOutput: Int32 {
        STDOUT_FILENO
    }

    /// The calling thread's current `errno`.
    static var lastError: Int32 {
        errno
    }

    /// Whether `descriptor` refers to a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The `strerror` text for `code`, or "error <code>" if the C library has none.
    static func errorDescription(_ code: Int32) -> String {
        guard let text = strerror(code) else {
            return "error \(code)"
        }
        return String(cString: text)
    }

    /// Closes `descriptor`, ignoring errors.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}

// MARK: - Terminal modes

extension Platform {
    /// A saved copy of a terminal's `termios` settings.
    struct TerminalMode: Equatable, @unchecked Sendable {
        fileprivate var value = termios()

        /// Zeroed settings, used only as a placeholder before a real mode is read.
        init() {}

        fileprivate init(_ value: termios) {
            self.value = value
        }

        /// Compares flags, control characters and speeds (not padding or platform-private fields).
        static func == (lhs: TerminalMode, rhs: TerminalMode) -> Bool {
            var left = lhs.value
            var right = rhs.value
            let sameControlCharacters = withUnsafeBytes(of: &left.c_cc) { leftBytes in
                withUnsafeBytes(of: &right.c_cc) { rightBytes in leftBytes.elementsEqual(rightBytes) }
            }
            return left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag
                && left.c_cflag == right.c_cflag && left.c_lflag == right.c_lflag && sameControlCharacters
                && cfgetispeed(&left) == cfgetispeed(&right) && cfgetospeed(&left) == cfgetospeed(&right)
        }

        /// Whether canonical (line-by-line) input is on.
        var isCanonical: Bool {
            value.c_lflag & tcflag_t(ICANON) != 0
        }

        /// Whether input characters are echoed.
        var echoes: Bool {
            value.c_lflag & tcflag_t(ECHO) != 0
        }

        /// Whether Ctrl-C, Ctrl-\ and Ctrl-Z generate signals.
        var generatesSignals: Bool {
            value.c_lflag & tcflag_t(ISIG) != 0
        }

        /// Whether output post-processing (such as LF → CR LF) is on.
        var postProcessesOutput: Bool {
            value.c_oflag & tcflag_t(OPOST) != 0
        }
    }

    /// Reads the settings of the terminal on `descriptor`.
    static func terminalMode(of descriptor: Int32) throws(TerminalError) -> TerminalMode {
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else {
            throw .systemCall(name: "tcgetattr", errno: errno)
        }
        return TerminalMode(mode)
    }

    /// `mode` changed to raw mode as `cfmakeraw` defines it: no echo, no canonical mode, no signal keys,
    /// no input translation or flow control, 8-bit characters, no output post-processing; `read` returns as
    /// soon as one byte is available.
    static func rawMode(from mode: TerminalMode) -> TerminalMode {
        var raw = mode.value
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return TerminalMode(raw)
    }

    /// Applies `mode` after output drains, discarding unread input (`TCSAFLUSH`).
    static func applyTerminalMode(_ mode: TerminalMode, to descriptor: Int32) throws(TerminalError) {
        var value = mode.value
        while tcsetattr(descriptor, TCSAFLUSH, &value) != 0 {
            guard errno == EINTR else {
                throw .systemCall(name: "tcsetattr", errno: errno)
            }
        }
    }

    /// Applies `mode` immediately and discards unread input; returns whether it worked. Async-signal-safe.
    ///
    /// Unlike ``applyTerminalMode(_:to:)`` this does not wait for output to drain, so it cannot hang in a
    /// signal handler when nothing is reading the terminal.
    @discardableResult
    static func restoreTerminalMode(_ mode: TerminalMode, to descriptor: Int32) -> Bool {
        var value = mode.value
        var result = tcsetattr(descriptor, TCSANOW, &value)
        while result != 0 && errno == EINTR {
            result = tcsetattr(descriptor, TCSANOW, &value)
        }
        _ = tcflush(descriptor, TCIFLUSH)
        return result == 0
    }

    /// The size of the terminal on `descriptor`, or `nil` if it cannot be read or reports zero.
    static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Darwin)
            let result = ioctl(descriptor, TIOCGWINSZ, &size)
        #elseif canImport(Musl)
            let result = ioctl(descriptor, Int32(TIOCGWINSZ), &size)
        #else
            let result = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        #endif
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Sets the size of the terminal on `descriptor` (used by tests on a pseudo-terminal).
    @discardableResult
    static func setWindowSize(of descriptor: Int32, columns: Int, rows: Int) -> Bool {
        var size = winsize()
        size.ws_col = UInt16(clamping: columns)
        size.ws_row = UInt16(clamping: rows)
        #if canImport(Darwin)
            return ioctl(descriptor, TIOCSWINSZ, &size) == 0
        #elseif canImport(Musl)
            return ioctl(descriptor, Int32(TIOCSWINSZ), &size) == 0
        #else
            return ioctl(descriptor, UInt(TIOCSWINSZ), &size) == 0
        #endif
    }

    /// Opens a pseudo-terminal pair (used by tests): the controller side plays the terminal emulator, the
    /// terminal side plays the program's terminal. Returns `nil` if the system has none available.
    static func openPseudoTerminal() -> (controller: Int32, terminal: Int32)? {
        #if canImport(Glibc) || canImport(Darwin)
            var controller: Int32 = -1
            var terminal: Int32 = -1
            guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
                return nil
            }
            return (controller, terminal)
        #else
            return nil
        #endif
    }
}

// MARK: - Reading and writing

extension Platform {
    /// What ``waitForInput(_:wake:timeoutMilliseconds:)`` saw.
    struct InputReadiness {
        /// The input descriptor has bytes to read (or an end-of-file to report).
        var inputReadable = false
        /// The input descriptor hung up or is invalid and has nothing left to read.
        var inputClosed = false
        /// The wake descriptor has bytes to read.
        var woken = false
    }

    /// Waits up to `timeoutMilliseconds` (negative: forever) for `input` or `wake` to become readable.
    ///
    /// An interrupted wait (`EINTR`) or a `poll` failure returns with nothing set.
    static func waitForInput(_ input: Int32, wake: Int32, timeoutMilliseconds: Int32) -> InputReadiness {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        var readiness = InputReadiness()
        let count = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        guard count > 0 else {
            return readiness
        }
        let inputEvents = Int32(descriptors[0].revents)
        readiness.inputReadable = inputEvents & Int32(POLLIN) != 0
        readiness.inputClosed = !readiness.inputReadable && inputEvents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0
        readiness.woken = Int32(descriptors[1].revents) & Int32(POLLIN) != 0
        return readiness
    }

    /// The outcome of ``readBytes(from:into:)``.
    enum ReadOutcome: Equatable {
        /// This many bytes (at least one) were read.
        case bytes(Int)
        /// Nothing to read right now (`EINTR`, `EAGAIN`).
        case nothing
        /// End of file, or an error that will not go away.
        case closed
    }

    /// Reads once from `descriptor` into `buffer`.
    static func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadOutcome {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return .nothing
        }
        let count = read(descriptor, base, buffer.count)
        if count > 0 {
            return .bytes(count)
        }
        if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
            return .nothing
        }
        return .closed
    }

    /// Writes every byte of `bytes`, retrying after partial writes and `EINTR`; returns whether all were
    /// written.
    ///
    /// When `descriptor` is non-blocking and full, waits for it to drain if `waitIfBlocked` is true and
    /// gives up otherwise. Async-signal-safe when `waitIfBlocked` is false.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, waitIfBlocked: Bool) -> Bool {
        guard var next = bytes.baseAddress else {
            return true
        }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written > 0 {
                next += written
                remaining -= written
                continue
            }
            if written < 0 {
                let code = errno
                if code == EINTR {
                    continue
                }
                if waitIfBlocked && (code == EAGAIN || code == EWOULDBLOCK) {
                    var descriptorState = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptorState, 1, -1)
                    continue
                }
            }
            return false
        }
        return true
    }

    /// Creates a pipe whose ends are non-blocking and close-on-exec, or returns `nil`.
    static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            return nil
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to `descriptor`, ignoring a full pipe. Async-signal-safe.
    static func poke(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Reads and discards everything available on the non-blocking `descriptor`; returns whether there was
    /// anything.
    static func drain(_ descriptor: Int32) -> Bool {
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var drained = false
        while withUnsafeMutableBytes(of: &buffer, { read(descriptor, $0.baseAddress, $0.count) }) > 0 {
            drained = true
        }
        return drained
    }
}

// MARK: - Signals

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

extension Platform {
    /// A non-recursive mutual-exclusion lock over `pthread_mutex_t`, usable on every OS version.
    final class Lock: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        /// Creates an unlocked lock.
        init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }

        /// Runs `body` while holding the lock.
        func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }
}
