import Testing

@testable import PageControlTerminal

@Suite struct PlatformTests {
    @Test("a pipe is not a terminal, a pseudo-terminal is")
    func terminalDetection() throws {
        let pipe = try #require(Platform.makeWakePipe())
        let pty = try #require(Platform.openPseudoTerminal())
        defer {
            for descriptor in [pipe.read, pipe.write, pty.controller, pty.terminal] {
                Platform.closeDescriptor(descriptor)
            }
        }
        #expect(!Platform.isTerminal(pipe.read))
        #expect(!Platform.isTerminal(pipe.write))
        #expect(Platform.isTerminal(pty.terminal))
        #expect(!Platform.isTerminal(-1))
    }

    @Test("reading the settings of something that is not a terminal throws a tcgetattr error")
    func terminalModeOfPipe() throws {
        let pipe = try #require(Platform.makeWakePipe())
        defer {
            Platform.closeDescriptor(pipe.read)
            Platform.closeDescriptor(pipe.write)
        }
        #expect {
            try Platform.terminalMode(of: pipe.read)
        } throws: { error in
            guard case .systemCall(let name, _) = error as? TerminalError else {
                return false
            }
            return name == "tcgetattr"
        }
    }

    @Test("raw mode turns off echo, line editing, signal keys and output processing")
    func rawMode() throws {
        let pty = try #require(Platform.openPseudoTerminal())
        defer {
            Platform.closeDescriptor(pty.controller)
            Platform.closeDescriptor(pty.terminal)
        }
        let cooked = try Platform.terminalMode(of: pty.terminal)
        let raw = Platform.rawMode(from: cooked)
        #expect(raw != cooked)
        #expect(!raw.isCanonical && !raw.echoes && !raw.generatesSignals && !raw.postProcessesOutput)
        try Platform.applyTerminalMode(raw, to: pty.terminal)
        #expect(try Platform.terminalMode(of: pty.terminal) == raw)
        #expect(Platform.restoreTerminalMode(cooked, to: pty.terminal))
        #expect(try Platform.terminalMode(of: pty.terminal) == cooked)
    }

    @Test("window size round-trips through a pseudo-terminal and a zero size counts as unknown")
    func windowSize() throws {
        let pty = try #require(Platform.openPseudoTerminal())
        defer {
            Platform.closeDescriptor(pty.controller)
            Platform.closeDescriptor(pty.terminal)
        }
        #expect(Platform.setWindowSize(of: pty.controller, columns: 0, rows: 0))
        #expect(Platform.windowSize(of: pty.terminal) == nil)
        #expect(Platform.setWindowSize(of: pty.controller, columns: 132, rows: 43))
        #expect(Platform.windowSize(of: pty.terminal).map { [$0.columns, $0.rows] } == [132, 43])
        #expect(Platform.windowSize(of: -1) == nil)
    }

    @Test("writeAll writes everything that fits and reports when a non-blocking pipe is full")
    func writeAll() throws {
        let pipe = try #require(Platform.makeWakePipe())
        defer {
            Platform.closeDescriptor(pipe.read)
            Platform.closeDescriptor(pipe.write)
        }
        let small = [UInt8](repeating: 7, count: 1000)
        #expect(small.withUnsafeBytes { Platform.writeAll(pipe.write, $0, waitIfBlocked: false) })
        var buffer = [UInt8](repeating: 0, count: 2000)
        let outcome = buffer.withUnsafeMutableBytes { Platform.readBytes(from: pipe.read, into: $0) }
        #expect(outcome == .bytes(1000))

        let huge = [UInt8](repeating: 1, count: 4 << 20)
        #expect(!huge.withUnsafeBytes { Platform.writeAll(pipe.write, $0, waitIfBlocked: false) })
        #expect(Platform.drain(pipe.read))
        #expect(!Platform.drain(pipe.read))
        #expect([UInt8]().withUnsafeBytes { Platform.writeAll(pipe.write, $0, waitIfBlocked: false) })
    }

    @Test("waiting for input times out, notices the wake pipe, and notices a closed writer")
    func waitForInput() throws {
        let input = try #require(Platform.makeWakePipe())
        let wake = try #require(Platform.makeWakePipe())
        defer {
            for descriptor in [input.read, wake.read, wake.write] {
                Platform.closeDescriptor(descriptor)
            }
        }
        var readiness = Platform.waitForInput(input.read, wake: wake.read, timeoutMilliseconds: 10)
        #expect(!readiness.inputReadable && !readiness.inputClosed && !readiness.woken)

        Platform.poke(wake.write)
        readiness = Platform.waitForInput(input.read, wake: wake.read, timeoutMilliseconds: 1000)
        #expect(readiness.woken && !readiness.inputReadable)
        #expect(Platform.drain(wake.read))

        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(buffer.withUnsafeMutableBytes { Platform.readBytes(from: input.read, into: $0) } == .nothing)
        Platform.closeDescriptor(input.write)
        readiness = Platform.waitForInput(input.read, wake: wake.read, timeoutMilliseconds: 1000)
        #expect(readiness.inputReadable || readiness.inputClosed)
        #expect(buffer.withUnsafeMutableBytes { Platform.readBytes(from: input.read, into: $0) } == .closed)
    }

    @Test("the lock runs its body and passes through results and typed errors")
    func lock() {
        let lock = Platform.Lock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: TerminalError.notATerminal) {
            try lock.withLock { () throws(TerminalError) -> Int in throw .notATerminal }
        }
        #expect(lock.withLock { 1 } == 1, "the lock is released after a throw")
    }

    @Test("a default signal action is not an ignored one")
    func signalActionDefault() {
        #expect(!Platform.SignalAction().isIgnored)
    }
}
