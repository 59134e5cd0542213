#if Fuzzing
    // libFuzzer target: the colour parser, Color(hex:) (#RGB, #RRGGBB, #RRGGBBAA).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzColor 300. Corpus: Fuzz/corpus/FuzzColor/.
    //
    // Beyond "no trap", it checks that every colour read prints back (hexString) to text that reads the same
    // colour, and that every refusal names the input.

    import FuzzDriver
    import PageControlCore

    /// Parses one input (as UTF-8, invalid bytes repaired) as a hex colour.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        do {
            let color = try Color(hex: text)
            let printed = color.hexString
            precondition(printed.count == 7 || printed.count == 9, "hexString \(printed) has the wrong length")
            guard let again = try? Color(hex: printed) else {
                preconditionFailure("\(printed), printed from '\(text)', does not parse")
            }
            precondition(again == color, "'\(text)' → \(printed) → a different colour")
            precondition(again.hexString == printed, "\(printed) does not print back to itself")
        } catch {
            precondition(!error.description.isEmpty, "an empty message for '\(text)'")
        }
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzColor_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
