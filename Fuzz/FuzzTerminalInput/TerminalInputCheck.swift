import PageControlTerminal

/// What `FuzzTerminalInput` checks on each input: the terminal input decoder (keys, escape sequences, SGR and X10
/// mouse reports, partial sequences, invalid UTF-8).
///
/// Beyond "no trap", it checks what `TerminalInputDecoder` documents: splitting the input anywhere gives the same
/// events as decoding it in one piece (here: in one piece, byte by byte, and in chunks of 1–7 bytes), the buffer
/// never holds more than `maximumSequenceLength` bytes between calls, an `.unknown` payload is never longer than
/// that, and `flush()` leaves nothing pending. The fuzzer runs it on every input it makes; `FuzzRegressionTests`
/// on the named `regression-*` inputs of `Fuzz/seeds/FuzzTerminalInput.seeds`.
package enum TerminalInputCheck {
    /// A rule the input broke: what the fuzzer reports as a crash, and a regression test as a failure.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the value that shows it.
        package let description: String
    }

    /// Fails with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(Failure) {
        guard condition else { throw Failure(description: message()) }
    }

    /// Decodes `bytes` in chunks whose lengths come from `chunkLength`, then flushes.
    static func decode(_ bytes: [UInt8], chunkLength: (Int) -> Int) throws(Failure) -> [TerminalInputEvent] {
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        var chunk = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, chunkLength(chunk)))
            events += decoder.decode(bytes[start..<end])
            try require(
                decoder.pendingByteCount <= TerminalInputDecoder.maximumSequenceLength,
                "\(decoder.pendingByteCount) bytes pending after a decode")
            start = end
            chunk += 1
        }
        events += decoder.flush()
        try require(decoder.pendingByteCount == 0, "bytes pending after flush()")
        try require(decoder.flush().isEmpty, "a second flush() reported events")
        return events
    }

    /// Decodes one input three ways and compares.
    ///
    /// - Parameter input: The bytes a terminal sent.
    /// - Throws: ``Failure`` when the three decodings differ, too many bytes stay pending, or an `.unknown`
    ///   payload is empty or too long.
    package static func check(_ input: [UInt8]) throws(Failure) {
        let whole = try decode(input) { _ in input.count }
        for event in whole {
            if case .unknown(let payload) = event {
                try require(
                    !payload.isEmpty && payload.count <= TerminalInputDecoder.maximumSequenceLength,
                    ".unknown with \(payload.count) bytes")
            }
        }
        let single = try decode(input) { _ in 1 }
        try require(single == whole, "byte-by-byte decoding differs from decoding in one piece")
        let seed = input.first.map(Int.init) ?? 0
        let chunked = try decode(input) { index in 1 + (seed &+ index &* 5) % 7 }
        try require(chunked == whole, "decoding in chunks differs from decoding in one piece")
    }
}
