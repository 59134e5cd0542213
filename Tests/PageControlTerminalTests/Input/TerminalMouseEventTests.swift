import Testing

@testable import PageControlTerminal

@Suite struct TerminalMouseEventTests {
    @Test("modifiers default to none")
    func modifiersDefaultToNone() {
        let event = TerminalMouseEvent(kind: .press, button: 0, column: 1, row: 1)
        #expect(event.modifiers.isEmpty)
    }

    static let modifierCodes: [(code: Int, modifiers: TerminalMouseEvent.Modifiers)] = [
        (4, .shift),
        (8, .alt),
        (16, .control),
        (12, [.shift, .alt]),
        (28, [.shift, .alt, .control]),
    ]

    @Test("modifier bits map to shift, alt and control", arguments: modifierCodes)
    func modifierBits(code: Int, modifiers: TerminalMouseEvent.Modifiers) {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode("\u{1B}[<\(code);7;3M".utf8)
        #expect(
            events == [.mouse(TerminalMouseEvent(kind: .press, button: 0, column: 7, row: 3, modifiers: modifiers))])
    }

    @Test("events with the same fields are equal and hash alike")
    func equality() {
        let first = TerminalMouseEvent(kind: .drag, button: 2, column: 5, row: 6, modifiers: .alt)
        let second = TerminalMouseEvent(kind: .drag, button: 2, column: 5, row: 6, modifiers: .alt)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != TerminalMouseEvent(kind: .drag, button: 2, column: 5, row: 7, modifiers: .alt))
    }
}
