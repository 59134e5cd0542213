import Testing

@testable import PageControlTerminal

/// A byte sequence and the events it should decode to (after a final flush).
struct DecoderCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var events: [TerminalInputEvent]

    init(_ text: String, _ events: TerminalInputEvent...) {
        self.bytes = Array(text.utf8)
        self.events = events
    }

    init(_ text: String, events: [TerminalInputEvent]) {
        self.bytes = Array(text.utf8)
        self.events = events
    }

    init(bytes: [UInt8], _ events: TerminalInputEvent...) {
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String {
        bytes.map { byte in
            switch byte {
            case 0x1B: "ESC"
            case 0x21...0x7E: String(UnicodeScalar(byte))
            default: "0x" + String(byte, radix: 16, uppercase: true)
            }
        }.joined(separator: " ")
    }
}

/// Decodes `bytes` in one call, then flushes.
func decodeAll(_ bytes: [UInt8]) -> [TerminalInputEvent] {
    var decoder = TerminalInputDecoder()
    return decoder.decode(bytes) + decoder.flush()
}

func key(_ key: TerminalKey) -> TerminalInputEvent {
    .key(key)
}

func character(_ character: Character) -> TerminalInputEvent {
    .key(.character(character))
}

func mouse(
    _ kind: TerminalMouseEvent.Kind, button: Int = 0, column: Int, row: Int,
    modifiers: TerminalMouseEvent.Modifiers = []
) -> TerminalInputEvent {
    .mouse(TerminalMouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
}

let replacement = TerminalInputEvent.key(.character("\u{FFFD}"))

/// A small deterministic pseudo-random generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@Suite struct TerminalInputDecoderTests {
    static let keySequences: [DecoderCase] = [
        DecoderCase("\u{1B}[A", key(.up)),
        DecoderCase("\u{1B}[B", key(.down)),
        DecoderCase("\u{1B}[C", key(.right)),
        DecoderCase("\u{1B}[D", key(.left)),
        DecoderCase("\u{1B}OA", key(.up)),
        DecoderCase("\u{1B}OB", key(.down)),
        DecoderCase("\u{1B}OC", key(.right)),
        DecoderCase("\u{1B}OD", key(.left)),
        DecoderCase("\u{1B}[1;5C", key(.right)),
        DecoderCase("\u{1B}[1;5D", key(.left)),
        DecoderCase("\u{1B}[1;2A", key(.up)),
        DecoderCase("\u{1B}[1;3B", key(.down)),
        DecoderCase("\u{1B}O5C", key(.right)),
        DecoderCase("\u{1B}[H", key(.home)),
        DecoderCase("\u{1B}[F", key(.end)),
        DecoderCase("\u{1B}OH", key(.home)),
        DecoderCase("\u{1B}OF", key(.end)),
        DecoderCase("\u{1B}[1;5H", key(.home)),
        DecoderCase("\u{1B}[1~", key(.home)),
        DecoderCase("\u{1B}[4~", key(.end)),
        DecoderCase("\u{1B}[7~", key(.home)),
        DecoderCase("\u{1B}[8~", key(.end)),
        DecoderCase("\u{1B}[5~", key(.pageUp)),
        DecoderCase("\u{1B}[6~", key(.pageDown)),
        DecoderCase("\u{1B}[5;5~", key(.pageUp)),
        DecoderCase("\u{1B}[6;2~", key(.pageDown)),
    ]

    @Test("every supported key sequence decodes to its key", arguments: keySequences)
    func keySequence(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.bytes) == testCase.events)
    }

    static let singleBytes: [DecoderCase] = [
        DecoderCase(bytes: [13], key(.enter)),
        DecoderCase(bytes: [10], key(.enter)),
        DecoderCase(bytes: [9], key(.tab)),
        DecoderCase(bytes: [127], key(.backspace)),
        DecoderCase(bytes: [8], key(.backspace)),
        DecoderCase(bytes: [3], key(.control("c"))),
        DecoderCase(bytes: [1], key(.control("a"))),
        DecoderCase(bytes: [26], key(.control("z"))),
        DecoderCase(bytes: [0], .unknown([0])),
        DecoderCase(bytes: [28], .unknown([28])),
        DecoderCase(bytes: [31], .unknown([31])),
        DecoderCase(" ", character(" ")),
        DecoderCase("q", character("q")),
        DecoderCase("~", character("~")),
    ]

    @Test("single control bytes and ASCII decode to keys", arguments: singleBytes)
    func singleByte(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.bytes) == testCase.events)
    }

    @Test("Ctrl-A to Ctrl-Z decode to control letters except those that double as Backspace, Tab and Enter")
    func controlLetters() {
        let shared: [UInt8: TerminalKey] = [8: .backspace, 9: .tab, 10: .enter, 13: .enter]
        for byte in UInt8(1)...26 {
            let letter = Character(Unicode.Scalar(byte + 0x60))
            let expected = shared[byte] ?? .control(letter)
            #expect(decodeAll([byte]) == [key(expected)], "byte \(byte)")
        }
    }

    static let mouseReports: [DecoderCase] = [
        DecoderCase("\u{1B}[<0;12;5M", mouse(.press, column: 12, row: 5)),
        DecoderCase("\u{1B}[<0;12;5m", mouse(.release, column: 12, row: 5)),
        DecoderCase("\u{1B}[<1;80;24M", mouse(.press, button: 1, column: 80, row: 24)),
        DecoderCase("\u{1B}[<2;1;1M", mouse(.press, button: 2, column: 1, row: 1)),
        DecoderCase("\u{1B}[<2;1;1m", mouse(.release, button: 2, column: 1, row: 1)),
        DecoderCase("\u{1B}[<32;13;5M", mouse(.drag, column: 13, row: 5)),
        DecoderCase("\u{1B}[<34;40;7M", mouse(.drag, button: 2, column: 40, row: 7)),
        DecoderCase("\u{1B}[<64;3;4M", mouse(.wheelUp, column: 3, row: 4)),
        DecoderCase("\u{1B}[<65;3;4M", mouse(.wheelDown, column: 3, row: 4)),
        DecoderCase("\u{1B}[<4;1;2M", mouse(.press, column: 1, row: 2, modifiers: .shift)),
        DecoderCase("\u{1B}[<8;1;2M", mouse(.press, column: 1, row: 2, modifiers: .alt)),
        DecoderCase("\u{1B}[<16;1;2M", mouse(.press, column: 1, row: 2, modifiers: .control)),
        DecoderCase("\u{1B}[<28;1;2m", mouse(.release, column: 1, row: 2, modifiers: [.shift, .alt, .control])),
        DecoderCase("\u{1B}[<80;9;9M", mouse(.wheelUp, column: 9, row: 9, modifiers: .control)),
        DecoderCase("\u{1B}[<0;300;120M", mouse(.press, column: 300, row: 120)),
        DecoderCase("\u{1B}[<0;99999;99999M", mouse(.press, column: 99999, row: 99999)),
        DecoderCase("\u{1B}[<00000;012;005M", mouse(.press, column: 12, row: 5)),
        // Legacy X10 encoding: ESC [ M, then button, column and row each plus 32.
        DecoderCase(bytes: [0x1B, 0x5B, 0x4D, 32, 33, 33], mouse(.press, column: 1, row: 1)),
        DecoderCase(bytes: [0x1B, 0x5B, 0x4D, 35, 44, 37], mouse(.release, button: 3, column: 12, row: 5)),
        DecoderCase(bytes: [0x1B, 0x5B, 0x4D, 96, 40, 40], mouse(.wheelUp, column: 8, row: 8)),
        DecoderCase(bytes: [0x1B, 0x5B, 0x4D, 66, 255, 255], mouse(.drag, button: 2, column: 223, row: 223)),
    ]

    @Test("SGR mouse reports decode to press, release, drag and wheel events", arguments: mouseReports)
    func mouseReport(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.bytes) == testCase.events)
    }

    static let malformedMouseReports: [String] = [
        "\u{1B}[<0;12M",  // Missing field.
        "\u{1B}[<0;12;5;6M",  // Too many fields.
        "\u{1B}[<;12;5M",  // Empty field.
        "\u{1B}[<0;;5M",  // Empty field.
        "\u{1B}[<0;12;M",  // Empty field.
        "\u{1B}[<M",  // No fields.
        "\u{1B}[<999999;1;1M",  // Too many digits.
        "\u{1B}[<0;123456789012345678901234567890;1M",  // Would overflow Int.
        "\u{1B}[<0;1;18446744073709551617M",  // Would overflow UInt64.
        "\u{1B}[<256;1;1M",  // Button code out of range.
        "\u{1B}[<0;0;5M",  // Column 0.
        "\u{1B}[<0;5;0M",  // Row 0.
        "\u{1B}[<3;1;1M",  // Press without a button.
        "\u{1B}[<66;1;1M",  // Horizontal wheel.
        "\u{1B}[<64;1;1m",  // Wheel "release".
        "\u{1B}[<128;1;1M",  // Extra buttons 8–11.
        "\u{1B}[<0:1;1;1M",  // Sub-parameters.
        "\u{1B}[<0;1;1 M",  // Intermediate byte.
        "\u{1B}[<0;1?;1M",  // Stray private marker.
        "\u{1B}[<-1;1;1M",  // Sign.
    ]

    @Test("Motion without a button (any-motion mode 1003) is a hover move, with button 3")
    func hoverMove() {
        #expect(
            decodeAll(Array("\u{1B}[<35;7;4M".utf8))
                == [.mouse(TerminalMouseEvent(kind: .move, button: 3, column: 7, row: 4))])
    }

    @Test(
        "malformed mouse reports become one unknown event and do not disturb what follows",
        arguments: malformedMouseReports)
    func malformedMouseReport(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(decodeAll(bytes + Array("x".utf8)) == [.unknown(bytes), character("x")])
    }

    static let unsupportedSequences: [String] = [
        "\u{1B}[2~",  // Insert.
        "\u{1B}[3~",  // Delete.
        "\u{1B}[15~",  // F5.
        "\u{1B}[~",  // No parameter.
        "\u{1B}[;5~",  // Empty first parameter.
        "\u{1B}[999999~",  // Too many digits.
        "\u{1B}[Z",  // Shift-Tab.
        "\u{1B}OP",  // F1.
        "\u{1B}[?1;2c",  // Device attributes reply.
        "\u{1B}[200~",  // Bracketed paste start.
        "\u{1B}[1 A",  // Intermediate byte.
        "\u{1B}[[A",  // Linux console F1.
    ]

    @Test("complete but unsupported sequences become one unknown event", arguments: unsupportedSequences)
    func unsupportedSequence(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(decodeAll(bytes) == [.unknown(bytes)])
    }

    static let streams: [DecoderCase] =
        keySequences + mouseReports + [
            DecoderCase("héllo ж😀", events: "héllo ж😀".unicodeScalars.map { character(Character($0)) }),
            DecoderCase(
                "\u{1B}[<0;12;5M\u{1B}[A\u{1B}OB€\u{1B}x\r", mouse(.press, column: 12, row: 5), key(.up), key(.down),
                character("€"), key(.escape), character("x"), key(.enter)),
            DecoderCase(
                bytes: [0xE2, 0x82, 0x41, 0x1B, 0x5B, 0x31, 0x1B, 0x5B, 0x41], replacement, character("A"),
                .unknown([0x1B, 0x5B, 0x31]), key(.up)),
            DecoderCase("\u{1B}\u{1B}[5~", key(.escape), key(.pageUp)),
        ]

    @Test("a stream split into two decode calls at any byte gives the same events", arguments: streams)
    func splitAtEveryBoundary(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.bytes) == testCase.events)
        for cut in 0...testCase.bytes.count {
            var decoder = TerminalInputDecoder()
            let first = decoder.decode(testCase.bytes[..<cut])
            let second = decoder.decode(testCase.bytes[cut...])
            #expect(first + second + decoder.flush() == testCase.events, "cut at \(cut)")
        }
    }

    @Test("a stream fed one byte at a time gives the same events", arguments: streams)
    func oneByteAtATime(_ testCase: DecoderCase) {
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        for byte in testCase.bytes {
            events += decoder.decode(CollectionOfOne(byte))
        }
        #expect(events + decoder.flush() == testCase.events)
    }

    @Test("a lone ESC is held back until flush reports it as Escape")
    func loneEscapeThenFlush() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.pendingByteCount == 1)
        #expect(decoder.flush() == [key(.escape)])
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.flush().isEmpty)
    }

    @Test("ESC followed by a byte that cannot start a sequence is Escape then that byte")
    func escapeThenOtherByte() {
        #expect(decodeAll(Array("\u{1B}x".utf8)) == [key(.escape), character("x")])
        #expect(decodeAll([0x1B, 0x0D]) == [key(.escape), key(.enter)])
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [key(.escape)])
        #expect(decoder.flush() == [key(.escape)])
    }

    static let partialSequences: [[UInt8]] = [
        [0x1B, 0x5B],
        [0x1B, 0x4F],
        Array("\u{1B}[1;5".utf8),
        Array("\u{1B}[<0;12".utf8),
        Array("\u{1B}O5".utf8),
        [0x1B, 0x5B, 0x4D, 32, 33],
        [0x1B, 0x5B, 0x5B],
    ]

    @Test("a partial escape sequence stays pending, then flush reports it as unknown", arguments: partialSequences)
    func partialSequenceThenFlush(_ bytes: [UInt8]) {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(bytes).isEmpty)
        #expect(decoder.pendingByteCount == bytes.count)
        #expect(decoder.flush() == [.unknown(bytes)])
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.decode(Array("[A".utf8)) == [character("["), character("A")])
    }
}
