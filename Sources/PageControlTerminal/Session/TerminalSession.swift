/// Full-screen control of the terminal: raw input, the alternate screen, mouse reporting, and a guaranteed
/// way back.
///
/// ``start(mouse:)`` saves the terminal's settings, switches it to raw mode and the alternate screen, hides
/// the cursor and (by default) turns on mouse reporting. ``restore()`` undoes all of that, in reverse order,
/// and so does each of these, so the user's shell is never left in raw mode:
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: the handler restores the terminal with async-signal-safe calls, then
///   re-raises the signal with its default action so the exit status is the usual one for that signal.
///   A termination signal that was ignored when the session started (as under `nohup`) stays ignored.
/// - Crashes (`fatalError`, failed preconditions, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT): the
///   handler restores the terminal and passes the signal on to the previous handler (normally the Swift
///   runtime's backtracer, whose report then appears on the normal screen). The message `fatalError` prints
///   *before* trapping is written while the alternate screen is still showing, so it is lost when the screen
///   is switched back; only the backtrace remains visible.
/// - Normal process exit (`exit`, returning from `main`) without calling ``restore()``: an `atexit` hook.
/// - The session being deinitialised.
///
/// Only one session can be active at a time in a process. Raw mode follows `cfmakeraw`: no echo, no line
/// buffering, no flow control, and no signal keys, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as input bytes
/// (decode them with ``TerminalInputDecoder``; Ctrl-C is `.control("c")`) and the host must offer its own way
/// out. Output post-processing is also off: bytes reach the terminal exactly as written and `"\n"` moves the
/// cursor down without returning to column 1, so write `"\r\n"` or position the cursor explicitly.
///
/// Thread safety: the class is `@unchecked Sendable`. Its mutable state (whether it is active, a pending
/// resize, whether input has closed) is guarded by a process-wide lock, and ``write(_:)`` and
/// ``readAvailable(timeoutMilliseconds:)`` are thin wrappers over system calls, so every method may be called
/// from any thread. Writes from several threads at once may interleave their bytes, and several concurrent
/// readers would split the input between them; the intended use is one event-loop thread doing both, with
/// ``restore()`` callable from anywhere.
///
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.restore() }
/// var decoder = TerminalInputDecoder()
/// loop: while true {
///     let bytes = session.readAvailable(timeoutMilliseconds: 50)
///     let events = bytes.isEmpty && decoder.pendingByteCount > 0 ? decoder.flush() : decoder.decode(bytes)
///     if session.takeResize() { redraw(session.size()) }
///     for event in events where event == .key(.character("q")) || event == .key(.control("c")) { break loop }
/// }
/// ```
public final class TerminalSession: @unchecked Sendable {
    private let identifier: Int
    private let input: Int32
    private let output: Int32
    private let wakeDescriptor: Int32
    /// Guarded by ``TerminalRestorer/lock``.
    private var resizePending = false
    /// Guarded by ``TerminalRestorer/lock``.
    private var inputClosed = false

    private init(identifier: Int, input: Int32, output: Int32, wakeDescriptor: Int32) {
        self.identifier = identifier
        self.input = input
        self.output = output
        self.wakeDescriptor = wakeDescriptor
    }

    deinit {
        restore()
    }

    /// Takes over the terminal on standard input and output.
    ///
    /// Checks that both are terminals, saves the settings, enters raw mode, switches to the alternate
    /// screen, hides the cursor and, when `mouse` is true (the default), enables SGR mouse reporting of
    /// presses, releases, drags and the wheel (modes 1000, 1002 and 1006). Installs the signal handlers and
    /// `atexit` hook described on ``TerminalSession``.
    ///
    /// - Throws: ``TerminalError/notATerminal`` if standard input or output is not a terminal (nothing is
    ///   changed); ``TerminalError/sessionAlreadyActive`` if another session has not been restored yet;
    ///   ``TerminalError/systemCall(name:errno:)`` if reading or changing the settings fails (anything
    ///   already changed is undone).
    public static func start(mouse: Bool = true) throws(TerminalError) -> TerminalSession {
        try start(mouse: mouse, input: Platform.standardInput, output: Platform.standardOutput)
    }

    /// Takes over the terminal on the given descriptors; ``start(mouse:)`` uses standard input and output.
    /// Tests use this with a pseudo-terminal.
    static func start(mouse: Bool, input: Int32, output: Int32) throws(TerminalError) -> TerminalSession {
        let activation = try TerminalRestorer.activate(input: input, output: output, mouse: mouse)
        return TerminalSession(
            identifier: activation.identifier, input: input, output: output,
            wakeDescriptor: activation.wakeDescriptor)
    }

    /// Whether this session still controls the terminal (it has started and not been restored).
    public var isActive: Bool {
        TerminalRestorer.lock.withLock { TerminalRestorer.isActiveLocked(identifier) }
    }

    /// Gives the terminal back: disables mouse reporting, resets text attributes, shows the cursor, leaves
    /// the alternate screen, restores the saved settings (discarding unread input) and removes the signal
    /// handlers.
    ///
    /// Idempotent: later calls, and calls after a signal handler already restored the terminal, do nothing.
    /// Safe to call from any thread.
    public func restore() {
        TerminalRestorer.lock.withLock { TerminalRestorer.deactivateLocked(identifier) }
    }

    /// The terminal's size in character cells, from `ioctl(TIOCGWINSZ)`.
    ///
    /// Falls back to 80 columns × 24 rows when the size cannot be read or is reported as zero.
    public func size() -> (columns: Int, rows: Int) {
        Platform.windowSize(of: output) ?? Platform.windowSize(of: input) ?? (80, 24)
    }

    /// Returns whether the terminal was resized (SIGWINCH) since the last call, and clears the flag.
    ///
    /// Several resizes between two calls are reported once. Poll it on every pass of the event loop; a
    /// resize also wakes ``readAvailable(timeoutMilliseconds:)`` early.
    public func takeResize() -> Bool {
        TerminalRestorer.lock.withLock {
            let signalled = Platform.drain(wakeDescriptor)
            let resized = resizePending || signalled
            resizePending = false
            return resized
        }
    }

    /// Whether reading found the end of input (the terminal hung up or the descriptor closed).
    ///
    /// Once true, ``readAvailable(timeoutMilliseconds:)`` returns immediately with no bytes, so an event loop
    /// should stop.
    public var isInputClosed: Bool {
        TerminalRestorer.lock.withLock { inputClosed }
    }

    /// Writes all of `text`'s UTF-8 bytes to the terminal, retrying after partial writes and interruptions.
    ///
    /// Bytes are sent unchanged (no LF → CR LF translation while the session is active). Errors, such as a
    /// terminal that has gone away, are ignored: the hang-up arrives separately as SIGHUP or closed input.
    public func write(_ text: String) {
        var text = text
        _ = text.withUTF8 { bytes in
            Platform.writeAll(output, UnsafeRawBufferPointer(bytes), waitIfBlocked: true)
        }
    }

    /// Waits up to `timeoutMilliseconds` for input and returns the bytes read (up to 4096 at a time).
    ///
    /// Returns an empty array on timeout, when a resize (SIGWINCH) or another signal interrupts the wait,
    /// and once input has closed (see ``isInputClosed``). A negative timeout waits indefinitely (until input,
    /// a resize or a signal); zero only checks. Feed the result to ``TerminalInputDecoder/decode(_:)``.
    public func readAvailable(timeoutMilliseconds: Int) -> [UInt8] {
        let timeout = timeoutMilliseconds < 0 ? Int32(-1) : Int32(clamping: timeoutMilliseconds)
        let readiness = Platform.waitForInput(input, wake: wakeDescriptor, timeoutMilliseconds: timeout)
        if readiness.woken {
            TerminalRestorer.lock.withLock {
                if Platform.drain(wakeDescriptor) {
                    resizePending = true
                }
            }
        }
        var bytes: [UInt8] = []
        var closed = readiness.inputClosed
        if readiness.inputReadable {
            let capacity = 4096
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
                switch Platform.readBytes(from: input, into: UnsafeMutableRawBufferPointer(buffer)) {
                case .bytes(let count):
                    initializedCount = count
                case .nothing:
                    initializedCount = 0
                case .closed:
                    initializedCount = 0
                    closed = true
                }
            }
        }
        if closed {
            TerminalRestorer.lock.withLock { inputClosed = true }
        }
        return bytes
    }
}
