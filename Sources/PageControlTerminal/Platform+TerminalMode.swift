#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
