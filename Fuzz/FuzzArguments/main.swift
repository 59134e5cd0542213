#if Fuzzing
    // libFuzzer target: the command-line parser and `pagecontrol`'s subcommands (ArgumentListCheck.swift).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzArguments 300. Seeds: Fuzz/seeds/FuzzArguments.seeds.

    import FuzzDriver

    /// Checks one input with ``ArgumentListCheck/check(_:)``; a broken rule stops the process, which libFuzzer
    /// reports as a crash with the input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let input = Array(UnsafeBufferPointer(start: data, count: size))
        do {
            // libFuzzer calls this on the main thread.
            try MainActor.assumeIsolated { try ArgumentListCheck.check(input) }
        } catch {
            fatalError("\(error)")
        }
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzArguments_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
