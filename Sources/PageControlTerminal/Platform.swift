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
