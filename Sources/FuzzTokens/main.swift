#if Fuzzing
    // libFuzzer target: the design-token JSON loader (DesignTokenDocument, Theme(jsonData:), alias resolution).
    //
    // Build and run: Scripts/fuzz/fuzz.sh FuzzTokens 300. Corpus: Fuzz/corpus/FuzzTokens/.
    //
    // Beyond "no trap, no leak, no hang", it checks that a document that loads answers every token path, and
    // that every error has a message.

    import Foundation
    import FuzzDriver
    import PageControlCore
    import PageControlDesignSystem

    /// Loads one input as a token file and resolves every token in it.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        let json = Data(bytes: data, count: size)
        do {
            let document = try DesignTokenDocument(jsonData: json)
            for path in document.tokenPaths.prefix(512) {
                precondition(document.containsToken(at: path), "tokenPaths lists \(path) but containsToken says no")
                do {
                    _ = try document.color(at: path)
                } catch {
                    precondition(!error.description.isEmpty, "an empty message for a token error")
                }
            }
            do {
                let theme = try Theme(tokens: document)
                let direct = try Theme(jsonData: json)
                precondition(direct == theme, "Theme(jsonData:) and Theme(tokens:) disagree")
            } catch {
                precondition(!error.description.isEmpty, "an empty message for a theme error")
            }
        } catch {
            precondition(!error.description.isEmpty, "an empty message for a document error")
            if (try? Theme(jsonData: json)) != nil {
                preconditionFailure("Theme(jsonData:) loaded a document that DesignTokenDocument refused")
            }
        }
        return 0
    }

    /// The entry point SwiftPM links as `main`: hands the command line to libFuzzer's driver.
    @_cdecl("FuzzTokens_main")
    public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        pagecontrol_fuzz_main(argc, argv)
    }
#endif
