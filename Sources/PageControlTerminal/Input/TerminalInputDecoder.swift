/// Turns the bytes read from a terminal in raw mode into key and mouse events.
///
/// Feed every chunk of input to ``decode(_:)`` in the order it was read; each call returns the events that are
/// complete so far. An escape sequence cut in half by a read boundary stays buffered until the rest arrives, so
/// splitting the input anywhere gives the same events as decoding it in one piece.
///
/// A lone ESC byte is ambiguous: it is either the Escape key or the start of a sequence whose remaining bytes
/// are still in flight. The decoder therefore holds it back. When ``pendingByteCount`` is non-zero and no more
/// input arrives within a short time (25–50 ms is typical), the host calls ``flush()``, which reports the lone
/// ESC as ``TerminalKey/escape``.
///
/// The decoder never traps, whatever the bytes:
/// - Invalid UTF-8 becomes U+FFFD (one per maximal invalid subsequence); it is not dropped.
/// - Complete but unsupported or malformed sequences become ``TerminalInputEvent/unknown(_:)``.
/// - An escape sequence that runs past ``maximumSequenceLength`` bytes without ending is reported once as
///   `.unknown` (holding its first bytes); the rest of its parameter bytes, up to and including its final
///   byte, are skipped rather than being decoded as text. The buffer therefore never holds more than
///   ``maximumSequenceLength`` bytes between calls.
///
/// Supported sequences: arrows as `ESC [ A…D` and `ESC O A…D` (modifier parameters such as `ESC [ 1 ; 5 C`
/// are accepted and ignored), Home and End as `ESC [ H`/`F`, `ESC O H`/`F`, `ESC [ 1 ~`, `ESC [ 7 ~`,
/// `ESC [ 4 ~`, `ESC [ 8 ~`, Page Up/Down as `ESC [ 5 ~`/`ESC [ 6 ~`, SGR mouse reports
/// (`ESC [ < Cb ; Cx ; Cy M` or `m`) and, as a fallback, legacy X10 mouse reports (`ESC [ M` plus three
/// bytes). ESC followed by anything other than `[` or `O` is reported as `.escape` and the following byte is
/// decoded on its own (so Alt-x arrives as `.escape`, `.character("x")`).
public struct TerminalInputDecoder: Sendable {
    /// The longest escape sequence, in bytes, that the decoder buffers while waiting for its final byte: 64.
    public static let maximumSequenceLength = 64

    private static let escapeByte: UInt8 = 0x1B
    private static let replacement: TerminalInputEvent = .key(.character("\u{FFFD}"))

    /// The outcome of decoding one unit at a given index.
    struct Step {
        /// How many bytes the unit used.
        var length: Int
        /// What to report, if anything.
        var event: TerminalInputEvent?
        /// Whether the unit overflowed ``maximumSequenceLength`` and its tail must be skipped.
        var startsDiscarding = false
    }

    private(set) var pending: [UInt8] = []
    private var isDiscardingSequence = false

    /// Creates a decoder with an empty buffer.
    public init() {}

    /// The number of bytes held back because they may be the start of a longer sequence.
    ///
    /// When this is non-zero after ``decode(_:)`` and no further input arrives soon, call ``flush()``. It is
    /// never larger than ``maximumSequenceLength``.
    public var pendingByteCount: Int {
        pending.count
    }

    /// Appends `bytes` to the buffer and returns every event that is now complete, in input order.
    ///
    /// An incomplete trailing sequence (for example a lone ESC, `ESC [ 1 ;`, or the first byte of a
    /// multi-byte UTF-8 character) stays buffered for the next call. Passing an empty sequence returns no
    /// events and changes nothing.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInputEvent] {
        pending.append(contentsOf: bytes)
        let (events, used) = decodePending(atEnd: false)
        pending.removeFirst(used)
        return events
    }

    /// Resolves whatever is still buffered, treating the input as having paused.
    ///
    /// A lone ESC becomes ``TerminalKey/escape``; a truncated UTF-8 character becomes U+FFFD; any other
    /// partial sequence (such as `ESC [` or `ESC [ < 0 ; 1`) becomes ``TerminalInputEvent/unknown(_:)`` with its
    /// bytes. Also stops skipping the tail of an over-long sequence. Returns no events when nothing is
    /// pending, so calling it on every idle timeout is harmless.
    public mutating func flush() -> [TerminalInputEvent] {
        let (events, _) = decodePending(atEnd: true)
        pending.removeAll(keepingCapacity: true)
        isDiscardingSequence = false
        return events
    }

    // MARK: - Driving loop

    private mutating func decodePending(atEnd: Bool) -> (events: [TerminalInputEvent], used: Int) {
        var events: [TerminalInputEvent] = []
        var index = 0
        while index < pending.count {
            if isDiscardingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                isDiscardingSequence = false
                if (0x40...0x7E).contains(byte) {
                    index += 1
                }
                continue
            }
            guard let step = step(at: index, atEnd: atEnd) else {
                break
            }
            if let event = step.event {
                events.append(event)
            }
            if step.startsDiscarding {
                isDiscardingSequence = true
            }
            index += max(step.length, 1)
        }
        return (events, min(index, pending.count))
    }

    /// Decodes the unit starting at `start`, or returns `nil` if it is incomplete and `atEnd` is false.
    private func step(at start: Int, atEnd: Bool) -> Step? {
        let byte = pending[start]
        switch byte {
        case Self.escapeByte:
            return escapeStep(at: start, atEnd: atEnd)
        case 0x0D, 0x0A:
            return Step(length: 1, event: .key(.enter))
        case 0x09:
            return Step(length: 1, event: .key(.tab))
        case 0x7F, 0x08:
            return Step(length: 1, event: .key(.backspace))
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return Step(length: 1, event: .key(.control(letter)))
        case 0x00, 0x1C...0x1F:
            return Step(length: 1, event: .unknown([byte]))
        case 0x20...0x7E:
            return Step(length: 1, event: .key(.character(Character(Unicode.Scalar(byte)))))
        default:
            return utf8Step(at: start, atEnd: atEnd)
        }
    }

    /// The result for a unit cut short by the end of the buffer.
    func truncatedStep(at start: Int, atEnd: Bool) -> Step? {
        guard atEnd else {
            return nil
        }
        let bytes = Array(pending[start...])
        if bytes == [Self.escapeByte] {
            return Step(length: 1, event: .key(.escape))
        }
        if let first = bytes.first, first >= 0x80 {
            return Step(length: bytes.count, event: Self.replacement)
        }
        return Step(length: bytes.count, event: .unknown(bytes))
    }

    // MARK: - UTF-8

    private func utf8Step(at start: Int, atEnd: Bool) -> Step? {
        let lead = pending[start]
        let continuationCount: Int
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            continuationCount = 1
            value = UInt32(lead & 0x1F)
        case 0xE0:
            continuationCount = 2
            secondByteRange = 0xA0...0xBF
            value = UInt32(lead & 0x0F)
        case 0xE1...0xEC, 0xEE...0xEF:
            continuationCount = 2
            value = UInt32(lead & 0x0F)
        case 0xED:
            continuationCount = 2
            secondByteRange = 0x80...0x9F
            value = UInt32(lead & 0x0F)
        case 0xF0:
            continuationCount = 3
            secondByteRange = 0x90...0xBF
            value = UInt32(lead & 0x07)
        case 0xF1...0xF3:
            continuationCount = 3
            value = UInt32(lead & 0x07)
        case 0xF4:
            continuationCount = 3
            secondByteRange = 0x80...0x8F
            value = UInt32(lead & 0x07)
        default:
            // A stray continuation byte, an overlong lead (C0, C1) or a byte that never appears in UTF-8.
            return Step(length: 1, event: Self.replacement)
        }
        for offset in 1...continuationCount {
            let index = start + offset
            guard index < pending.count else {
                return truncatedStep(at: start, atEnd: atEnd)
            }
            let byte = pending[index]
            let allowed = offset == 1 ? secondByteRange : 0x80...0xBF
            guard allowed.contains(byte) else {
                // The maximal invalid subsequence ends before this byte, which is decoded afresh.
                return Step(length: offset, event: Self.replacement)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let length = continuationCount + 1
        guard let scalar = Unicode.Scalar(value) else {
            return Step(length: length, event: Self.replacement)
        }
        if (0x80...0x9F).contains(value) {
            // C1 control characters are not text.
            return Step(length: length, event: .unknown(Array(pending[start..<start + length])))
        }
        return Step(length: length, event: .key(.character(Character(scalar))))
    }

    // MARK: - Escape sequences

    private func escapeStep(at start: Int, atEnd: Bool) -> Step? {
        guard start + 1 < pending.count else {
            return truncatedStep(at: start, atEnd: atEnd)
        }
        switch pending[start + 1] {
        case UInt8(ascii: "["):
            return controlSequenceStep(at: start, atEnd: atEnd)
        case UInt8(ascii: "O"):
            return singleShiftStep(at: start, atEnd: atEnd)
        default:
            return Step(length: 1, event: .key(.escape))
        }
    }

    /// Decodes `ESC [ parameters intermediates final`.
    private func controlSequenceStep(at start: Int, atEnd: Bool) -> Step? {
        switch scanSequence(at: start, atEnd: atEnd, parameterBytes: 0x20...0x3F) {
        case .done(let step): return step
        case .final(let index): return finishControlSequence(at: start, finalIndex: index, atEnd: atEnd)
        }
    }

    /// How scanning an escape sequence ended: with a step to take (too long, truncated or broken), or at
    /// the index of its final byte.
    private enum SequenceScan {
        case done(Step?)
        case final(Int)
    }

    /// Scans from `ESC x` over parameter bytes to the final byte (0x40…0x7E), shared by CSI and SS3.
    private func scanSequence(at start: Int, atEnd: Bool, parameterBytes: ClosedRange<UInt8>) -> SequenceScan {
        var index = start + 2
        while true {
            if index - start >= Self.maximumSequenceLength {
                let prefix = Array(pending[start..<start + Self.maximumSequenceLength])
                return .done(Step(length: Self.maximumSequenceLength, event: .unknown(prefix), startsDiscarding: true))
            }
            guard index < pending.count else {
                return .done(truncatedStep(at: start, atEnd: atEnd))
            }
            let byte = pending[index]
            if parameterBytes.contains(byte) {
                index += 1
            } else if (0x40...0x7E).contains(byte) {
                return .final(index)
            } else {
                // Not part of the sequence: report what came before and decode this byte afresh.
                return .done(Step(length: index - start, event: .unknown(Array(pending[start..<index]))))
            }
        }
    }

    private func finishControlSequence(at start: Int, finalIndex: Int, atEnd: Bool) -> Step? {
        let final = pending[finalIndex]
        let body = pending[(start + 2)..<finalIndex]
        let length = finalIndex - start + 1
        let unknown = Step(length: length, event: .unknown(Array(pending[start..<start + length])))

        if body.isEmpty && final == UInt8(ascii: "M") {
            return legacyMouseStep(at: start, atEnd: atEnd)
        }
        if body.isEmpty && final == UInt8(ascii: "[") {
            // Linux console function keys: ESC [ [ A … ESC [ [ E.
            guard finalIndex + 1 < pending.count else {
                return truncatedStep(at: start, atEnd: atEnd)
            }
            let next = pending[finalIndex + 1]
            guard (0x40...0x7E).contains(next) else {
                return unknown
            }
            return Step(length: length + 1, event: .unknown(Array(pending[start...(finalIndex + 1)])))
        }
        if body.first == UInt8(ascii: "<") && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m")) {
            let event = Self.sgrMouseEvent(parameters: body.dropFirst(), released: final == UInt8(ascii: "m"))
            return Step(length: length, event: event ?? unknown.event)
        }
        // Plain keys take only digits and semicolons.
        guard let parameters = Self.numericParameters(body) else {
            return unknown
        }
        let key: TerminalKey?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "~"):
            switch parameters.first ?? nil {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            default: key = nil
            }
        default: key = nil
        }
        guard let key else {
            return unknown
        }
        return Step(length: length, event: .key(key))
    }

    /// Decodes `ESC O final`, allowing digit and semicolon parameters before the final byte.
    private func singleShiftStep(at start: Int, atEnd: Bool) -> Step? {
        let index: Int
        switch scanSequence(at: start, atEnd: atEnd, parameterBytes: 0x30...0x3F) {
        case .done(let step): return step
        case .final(let final): index = final
        }
        let length = index - start + 1
        let key: TerminalKey?
        switch pending[index] {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        default: key = nil
        }
        guard let key else {
            return Step(length: length, event: .unknown(Array(pending[start...index])))
        }
        return Step(length: length, event: .key(key))
    }
}
