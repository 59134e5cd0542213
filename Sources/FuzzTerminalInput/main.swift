#if Fuzzing
    // libFuzzer target: the terminal input decoder (keys, escape sequences, SGR and X10 mouse reports,
    // partial sequences, invalid UTF-8).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzTerminalInput 300. Corpus: Fuzz/corpus/FuzzTerminalInput/.
    //
    // Beyond "no trap", it checks what TerminalInputDecoder documents: splitting the input anywhere gives the
    // same events as decoding it in one piece (here: in one piece, byte by byte, and in chunks of 1–7 bytes),
    // the buffer never holds more than maximumSequenceLength bytes between calls, an .unknown payload is never
    // longer than that, and flush() leaves nothing pending.

    import FuzzDriver
    import PageControlTerminal

    /// Decodes `bytes` in chunks whose lengths come from `chunkLength`, then flushes.
    func decode(_ bytes: [UInt8], chunkLength: (Int) -> Int) -> [TerminalInputEvent] {
        var decoder = TerminalInputDecoder()
        var events: [TerminalInputEvent] = []
        var start = 0
        var chunk = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, chunkLength(chunk)))
            events += decoder.decode(bytes[start..<end])
            precondition(
                decoder.pendingByteCount <= TerminalInputDecoder.maximumSequenceLength,
                "\(decoder.pendingByteCount) bytes pending after a decode")
            start = end
            chunk += 1
        }
        events += decoder.flush()
        precondition(decoder.pendingByteCount == 0, "bytes pending after flush()")
        precondition(decoder.flush().isEmpty, "a second flush() reported events")
        return events
    }

    /// Decodes one input three ways and compares.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        let whole = decode(bytes) { _ in bytes.count }
        for event in whole {
            if case .unknown(let payload) = event {
                precondition(
                    !payload.isEmpty && payload.count <= TerminalInputDecoder.maximumSequenceLength,
                    ".unknown with \(payload.count) bytes")
            }
        }
        let single = decode(bytes) { _ in 1 }
        precondition(single == whole, "byte-by-byte decoding differs from decoding in one piece")
        let seed = bytes.first.map(Int.init) ?? 0
        let chunked = decode(bytes) { index in 1 + (seed &+ index &* 5) % 7 }
        precondition(chunked == whole, "decoding in chunks differs from decoding in one piece")
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzTerminalInput_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
