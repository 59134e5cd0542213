#if Fuzzing
    // libFuzzer target: the design-token JSON loader (TokenFileCheck.swift).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzTokens 300. Seeds: Fuzz/seeds/FuzzTokens.seeds.

    import FuzzDriver

    /// Checks one input with ``TokenFileCheck/check(_:)``; a broken rule stops the process, which libFuzzer
    /// reports as a crash with the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        do {
            try TokenFileCheck.check(Array(UnsafeBufferPointer(start: data, count: size)))
        } catch {
            fatalError("\(error)")
        }
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzTokens_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
