import Testing

@testable import PageControlTerminal

/// The private modes (`ESC [ ? n h` or `… l`) set or reset by `text`, in order.
private func privateModes(in text: String, final: Character) -> [Int] {
    text.split(separator: "\u{1B}").compactMap { part -> Int? in
        guard part.hasPrefix("[?"), part.last == final else {
            return nil
        }
        return Int(part.dropFirst(2).dropLast())
    }
}

@Suite struct TerminalControlSequenceTests {
    @Test("restoring resets exactly the modes that entering set, in reverse order", arguments: [true, false])
    func restoreReversesEnter(mouse: Bool) {
        let set = privateModes(in: TerminalControlSequence.enter(mouse: mouse), final: "h")
        let reset = privateModes(in: TerminalControlSequence.restore(mouse: mouse), final: "l")
        #expect(set == (mouse ? [1049, 1000, 1002, 1003, 1006] : [1049]))
        #expect(reset == Array(set.reversed()))
        #expect(privateModes(in: TerminalControlSequence.restore(mouse: mouse), final: "h") == [25])
        #expect(privateModes(in: TerminalControlSequence.enter(mouse: mouse), final: "l") == [25])
    }

    @Test("the restore bytes fit in the space the signal handlers use", arguments: [true, false])
    func restoreFits(mouse: Bool) {
        #expect(TerminalControlSequence.restore(mouse: mouse).utf8.count <= TerminalRestorer.restoreCapacity)
    }
}
