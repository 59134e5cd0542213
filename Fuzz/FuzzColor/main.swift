#if Fuzzing
    // libFuzzer target: the colour parser, Color(hex:) (HexColorCheck.swift).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzColor 300. Seeds: Fuzz/seeds/FuzzColor.seeds.

    import FuzzDriver

    /// Checks one input with ``HexColorCheck/check(_:)``; a broken rule stops the process, which libFuzzer reports
    /// as a crash with the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        do {
            try HexColorCheck.check(Array(UnsafeBufferPointer(start: data, count: size)))
        } catch {
            fatalError("\(error)")
        }
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzColor_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
