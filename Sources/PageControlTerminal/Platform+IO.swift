#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
