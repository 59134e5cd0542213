import Testing

@testable import PageControlTerminal

/// A pseudo-terminal pair: the test plays the terminal emulator on `controller`, the session runs on
/// `terminal`.
private final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32
    private var controllerOpen = true

    init() throws {
        let pair = try #require(Platform.openPseudoTerminal())
        controller = pair.controller
        terminal = pair.terminal
        Platform.setWindowSize(of: controller, columns: 100, rows: 40)
    }

    deinit {
        closeController()
        Platform.closeDescriptor(terminal)
    }

    func closeController() {
        if controllerOpen {
            controllerOpen = false
            Platform.closeDescriptor(controller)
        }
    }

    /// Types `text` as if the user pressed keys.
    func type(_ text: String) {
        var text = text
        _ = text.withUTF8 { Platform.writeAll(controller, UnsafeRawBufferPointer($0), waitIfBlocked: true) }
    }

    /// What the program wrote to the screen: waits up to `timeout` milliseconds for the first byte, then
    /// collects whatever follows closely.
    func screenOutput(timeout: Int32 = 2000) -> String {
        var result: [UInt8] = []
        var wait = timeout
        while Platform.waitForInput(controller, wake: controller, timeoutMilliseconds: wait).inputReadable {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let outcome = buffer.withUnsafeMutableBytes { Platform.readBytes(from: controller, into: $0) }
            guard case .bytes(let count) = outcome else {
                break
            }
            result += buffer.prefix(count)
            wait = 50
        }
        return String(decoding: result, as: UTF8.self)
    }

    func mode() throws -> Platform.TerminalMode {
        try Platform.terminalMode(of: terminal)
    }
}

/// Reads from the session until `count` bytes arrived or a read comes back empty.
private func readBytes(_ session: TerminalSession, count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
        let chunk = session.readAvailable(timeoutMilliseconds: 2000)
        if chunk.isEmpty {
            break
        }
        bytes += chunk
    }
    return bytes
}

/// Session tests share the one-active-session rule and process-wide signal handlers, so they run one at a time.
@Suite(.serialized) struct TerminalSessionTests {
    @Test("start refuses descriptors that are not terminals and changes nothing")
    func startRefusesNonTerminals() throws {
        let pipe = try #require(Platform.makeWakePipe())
        defer {
            Platform.closeDescriptor(pipe.read)
            Platform.closeDescriptor(pipe.write)
        }
        let pty = try PseudoTerminal()
        let before = try pty.mode()

        #expect(throws: TerminalError.notATerminal) {
            try TerminalSession.start(mouse: true, input: pipe.read, output: pipe.write)
        }
        #expect(throws: TerminalError.notATerminal) {
            try TerminalSession.start(mouse: true, input: pipe.read, output: pty.terminal)
        }
        #expect(throws: TerminalError.notATerminal) {
            try TerminalSession.start(mouse: true, input: pty.terminal, output: pipe.write)
        }
        #expect(try pty.mode() == before)
        #expect(pty.screenOutput(timeout: 100).isEmpty)
        #expect(!Platform.drain(pipe.read))
    }

    @Test(
        "start() throws notATerminal when standard input or output is not a terminal, as under swift test in CI",
        .enabled(
            if: !Platform.isTerminal(Platform.standardInput) || !Platform.isTerminal(Platform.standardOutput),
            "both standard streams are terminals here; taking them over would disturb the person running the tests"
        ))
    func startOnStandardStreams() {
        #expect(throws: TerminalError.notATerminal) {
            try TerminalSession.start()
        }
    }

    @Test("a session enters raw mode and the alternate screen, then restore puts everything back exactly")
    func fullCycle() throws {
        let pty = try PseudoTerminal()
        let before = try pty.mode()
        #expect(before.isCanonical && before.echoes && before.generatesSignals)

        let session = try TerminalSession.start(mouse: true, input: pty.terminal, output: pty.terminal)
        #expect(session.isActive)
        #expect(pty.screenOutput() == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h")
        let raw = try pty.mode()
        #expect(!raw.isCanonical && !raw.echoes && !raw.generatesSignals && !raw.postProcessesOutput)

        #expect(session.size() == (columns: 100, rows: 40))

        session.write("héllo\n")
        #expect(pty.screenOutput() == "héllo\n", "no LF → CR LF translation")

        pty.type("\u{1B}[<0;12;5M\u{3}")
        #expect(pty.screenOutput(timeout: 100).isEmpty, "no echo")
        let bytes = readBytes(session, count: 12)
        var decoder = TerminalInputDecoder()
        #expect(
            decoder.decode(bytes) == [
                .mouse(TerminalMouseEvent(kind: .press, button: 0, column: 12, row: 5)), .key(.control("c")),
            ])

        session.restore()
        #expect(!session.isActive)
        #expect(
            pty.screenOutput()
                == "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        #expect(try pty.mode() == before)

        session.restore()
        #expect(pty.screenOutput(timeout: 100).isEmpty, "a second restore writes nothing")
        #expect(try pty.mode() == before)
    }

    @Test("signal handlers are installed while a session is active and the previous ones come back after")
    func signalHandlersComeBack() throws {
        let signals = Platform.terminationSignals + Platform.crashSignals + [Platform.resizeSignal]
        let handlers = { signals.map { Platform.signalAction(for: $0)?.handlerAddress } }
        let before = handlers()
        let pty = try PseudoTerminal()
        let session = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        let during = handlers()
        session.restore()
        #expect(handlers() == before)
        for (index, signal) in signals.enumerated() where before[index] != 1 {
            #expect(during[index] != before[index], "signal \(signal) should be handled during the session")
        }
    }

    @Test("without mouse reporting, neither start nor restore mentions the mouse modes")
    func withoutMouse() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        #expect(pty.screenOutput() == "\u{1B}[?1049h\u{1B}[?25l")
        session.restore()
        #expect(pty.screenOutput() == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test("only one session can be active; an old session's restore does not end a newer one")
    func oneActiveSession() throws {
        let pty = try PseudoTerminal()
        let before = try pty.mode()
        let first = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        #expect(throws: TerminalError.sessionAlreadyActive) {
            try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        }
        first.restore()
        let second = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        first.restore()
        #expect(second.isActive)
        #expect(!first.isActive)
        second.restore()
        #expect(try pty.mode() == before)
    }

    @Test("dropping the last reference to a session restores the terminal")
    func deinitRestores() throws {
        let pty = try PseudoTerminal()
        let before = try pty.mode()
        do {
            let session = try TerminalSession.start(mouse: true, input: pty.terminal, output: pty.terminal)
            #expect(session.isActive)
        }
        #expect(try pty.mode() == before)
        #expect(pty.screenOutput().hasSuffix("\u{1B}[?1049l"))
        let next = try TerminalSession.start(mouse: true, input: pty.terminal, output: pty.terminal)
        next.restore()
    }

    @Test("SIGWINCH wakes a waiting read and is reported once by takeResize")
    func resizeSignal() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        defer { session.restore() }
        #expect(!session.takeResize())

        Platform.setWindowSize(of: pty.controller, columns: 120, rows: 50)
        Platform.signalProcess(Platform.resizeSignal)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(session.readAvailable(timeoutMilliseconds: 5000).isEmpty)
        #expect(clock.now - start < .seconds(2), "the resize should cut the wait short")
        #expect(session.takeResize())
        #expect(!session.takeResize())
        #expect(session.size() == (columns: 120, rows: 50))

        Platform.signalProcess(Platform.resizeSignal)
        Platform.signalProcess(Platform.resizeSignal)
        for _ in 0..<3 {
            // Each signal reaches whichever thread handles it in its own time; give both a moment.
            #expect(session.readAvailable(timeoutMilliseconds: 200).isEmpty)
        }
        #expect(session.takeResize(), "two resizes are reported")
        #expect(!session.takeResize(), "two resizes are reported once")
    }

    @Test("readAvailable returns nothing when the timeout passes without input")
    func readTimesOut() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        defer { session.restore() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(session.readAvailable(timeoutMilliseconds: 100).isEmpty)
        #expect(clock.now - start >= .milliseconds(90))
        #expect(session.readAvailable(timeoutMilliseconds: 0).isEmpty)
        #expect(!session.isInputClosed)
    }

    @Test("when the terminal goes away, reads return nothing and isInputClosed becomes true")
    func inputCloses() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession.start(mouse: false, input: pty.terminal, output: pty.terminal)
        defer { session.restore() }
        _ = pty.screenOutput()
        pty.closeController()
        #expect(session.readAvailable(timeoutMilliseconds: 1000).isEmpty)
        #expect(session.isInputClosed)
        session.write("nobody is listening")
    }
}
