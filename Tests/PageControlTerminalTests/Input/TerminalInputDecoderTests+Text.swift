import Testing

@testable import PageControlTerminal

/// Text, over-long sequences and edge cases of the decoder (part of ``TerminalInputDecoderTests``).
extension TerminalInputDecoderTests {
    static let invalidUTF8: [DecoderCase] = [
        DecoderCase(bytes: [0xFF], replacement),
        DecoderCase(bytes: [0xFE, 0x41], replacement, character("A")),
        DecoderCase(bytes: [0x80], replacement),
        DecoderCase(bytes: [0xBF, 0xBF], replacement, replacement),
        DecoderCase(bytes: [0xE2, 0x82], replacement),
        DecoderCase(bytes: [0xE2, 0x82, 0x41], replacement, character("A")),
        DecoderCase(bytes: [0xE2, 0x1B, 0x5B, 0x41], replacement, key(.up)),
        DecoderCase(bytes: [0xF0, 0x9F, 0x98], replacement),
        DecoderCase(bytes: [0xC0, 0xAF], replacement, replacement),  // Overlong "/".
        DecoderCase(bytes: [0xE0, 0x80, 0xAF], replacement, replacement, replacement),  // Overlong "/".
        DecoderCase(bytes: [0xED, 0xA0, 0x80], replacement, replacement, replacement),  // Surrogate.
        DecoderCase(bytes: [0xF4, 0x90, 0x80, 0x80], replacement, replacement, replacement, replacement),
        DecoderCase(bytes: [0xF5, 0x80], replacement, replacement),
        DecoderCase(bytes: [0xC2, 0x80], .unknown([0xC2, 0x80])),  // C1 control.
    ]

    @Test("invalid UTF-8 becomes U+FFFD per maximal invalid subsequence", arguments: invalidUTF8)
    func invalidUTF8Bytes(_ testCase: DecoderCase) {
        #expect(decodeAll(testCase.bytes) == testCase.events)
    }

    @Test("a truncated UTF-8 character waits for more bytes before becoming U+FFFD")
    func truncatedUTF8Waits() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0xE2, 0x82]).isEmpty)
        #expect(decoder.pendingByteCount == 2)
        #expect(decoder.decode([0xAC]) == [character("€")])
        #expect(decoder.decode([0xE2, 0x82]).isEmpty)
        #expect(decoder.flush() == [replacement])
    }

    static let multibyteCharacters: [Character] = ["é", "ж", "€", "😀", "中", "\u{10FFFF}", "\u{A0}"]

    @Test("multi-byte UTF-8 characters decode to one character event", arguments: multibyteCharacters)
    func multibyteCharacter(_ character: Character) {
        #expect(decodeAll(Array(String(character).utf8)) == [.key(.character(character))])
    }

    @Test("each scalar of a multi-scalar grapheme is its own event")
    func multiScalarGrapheme() {
        let text = "e\u{301}🇫🇷"
        let events = decodeAll(Array(text.utf8))
        #expect(events == text.unicodeScalars.map { character(Character($0)) })
        var rebuilt = ""
        for case .key(.character(let character)) in events {
            rebuilt.append(character)
        }
        #expect(rebuilt == text)
    }

    @Test(
        "an over-long sequence is reported once, its tail skipped, and the buffer stays within the cap",
        arguments: [1, 7, 64, 1000])
    func overlongSequenceIsCapped(chunkSize: Int) {
        let limit = TerminalInputDecoder.maximumSequenceLength
        let flood = [0x1B, 0x5B] + [UInt8](repeating: UInt8(ascii: "1"), count: 10_000) + Array("~x".utf8)
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        while start < flood.count {
            let end = min(start + chunkSize, flood.count)
            events += decoder.decode(flood[start..<end])
            #expect(decoder.pendingByteCount <= limit)
            start = end
        }
        events += decoder.flush()
        #expect(events == [.unknown(Array(flood.prefix(limit))), character("x")])
    }

    @Test("an over-long SS3 sequence is capped too")
    func overlongSingleShiftIsCapped() {
        var decoder = TerminalInputDecoder()
        let flood = [0x1B, 0x4F] + [UInt8](repeating: UInt8(ascii: ";"), count: 500)
        let events = decoder.decode(flood)
        #expect(events == [.unknown(Array(flood.prefix(TerminalInputDecoder.maximumSequenceLength)))])
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.decode(Array("Ax".utf8)) == [character("x")])
    }

    @Test("flush stops skipping an over-long sequence, so later digits are text again")
    func flushEndsDiscarding() {
        var decoder = TerminalInputDecoder()
        _ = decoder.decode([0x1B, 0x5B] + [UInt8](repeating: UInt8(ascii: "9"), count: 100))
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("12".utf8)) == [character("1"), character("2")])
    }

    @Test(
        "random garbage never traps, never grows the buffer past the cap, and splits like one call",
        arguments: [1, 2, 3, 4, 5])
    func randomGarbage(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        // Bias towards bytes that start or continue sequences.
        let interesting: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x4D, 0x6D, 0x7E, 0x31, 0x35, 0xE2, 0x82, 0xF0, 0x9F]
        let bytes = (0..<20_000).map { _ -> UInt8 in
            Bool.random(using: &generator)
                ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
        }
        let expected = decodeAll(bytes)
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + Int.random(in: 0...100, using: &generator), bytes.count)
            events += decoder.decode(bytes[start..<end])
            #expect(decoder.pendingByteCount <= TerminalInputDecoder.maximumSequenceLength)
            start = end
        }
        events += decoder.flush()
        #expect(events == expected)
        for case .unknown(let payload) in events {
            #expect(payload.count <= TerminalInputDecoder.maximumSequenceLength)
        }
    }

    @Test("decoding nothing returns nothing and any byte sequence type is accepted")
    func emptyAndGenericInput() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([]).isEmpty)
        #expect(decoder.decode("hi".utf8) == [character("h"), character("i")])
        #expect(decoder.decode(AnySequence([0x1B, 0x5B, 0x41])) == [key(.up)])
    }
}
