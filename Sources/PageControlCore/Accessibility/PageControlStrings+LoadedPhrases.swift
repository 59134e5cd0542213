extension PageControlStrings {
    /// Whether the language at `index` of ``languages`` has its phrases here: always, except in the web module,
    /// which keeps English's alone and has another language's once the page has loaded them
    /// (``load(_:forLanguageAt:)``). ``forLanguage(_:)`` picks English for a language whose phrases are not here.
    static func hasPhrases(at index: Int) -> Bool {
        #if hasFeature(Embedded)
            loaded[index].count > 0
        #else
            true
        #endif
    }

    /// The language ``forLanguage(_:)`` would pick for `tag` if it had its phrases, with the tag its file is
    /// named after, when it has not: the page then fetches `locales/<tag>.txt` and hands it to
    /// ``load(_:forLanguageAt:)``. nil when the tag picks English or a language already loaded.
    package static func missingLanguage(for tag: String?) -> (index: Int, tag: StaticString)? {
        guard let index = catalogIndex(for: tag), !hasPhrases(at: index) else { return nil }
        return (index, languages[index].tag)
    }

    /// Keeps a copy of `text` as the phrases of the language at `index` of ``languages``, for as long as the
    /// module runs. Returns false, keeping nothing, for an index out of range, a language already loaded, or
    /// a text that is not UTF-8 or not the language's lines (``Language/accepts(_:)``).
    package static func load(_ text: UnsafeBufferPointer<UInt8>, forLanguageAt index: Int) -> Bool {
        guard languages.indices.contains(index), !hasPhrases(at: index), languages[index].accepts(text),
            String(validating: text, as: UTF8.self) != nil
        else { return false }
        #if hasFeature(Embedded)  // elsewhere every language has its phrases, so none gets here
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
            _ = copy.initialize(from: text)
            loaded[index] = UnsafeBufferPointer(copy)
        #endif
        return true
    }
}

#if hasFeature(Embedded)
    extension PageControlStrings {
        /// The phrases the web module has, by index in ``languages``: English's, built in, and each language's
        /// the page loaded; none for the others. The module leaves their phrases out, 5 KB gzipped, and the page
        /// fetches the ones it speaks (`locales/<tag>.txt` beside the module: Guides/Web.md).
        nonisolated(unsafe) static let loaded: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>> = {
            let loaded = UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>>.allocate(capacity: languages.count)
            loaded.initialize(repeating: UnsafeBufferPointer(start: nil, count: 0))
            let english = Language.englishPhrases
            loaded[0] = UnsafeBufferPointer(start: english.utf8Start, count: english.utf8CodeUnitCount)
            return loaded
        }()

        /// The phrases of the language whose tag is `tag` (a catalog language's, compared by address), or none
        /// before the page has loaded them.
        static func loadedPhrases(of tag: StaticString) -> UnsafeBufferPointer<UInt8> {
            for index in languages.indices where languages[index].tag.utf8Start == tag.utf8Start {
                return loaded[index]
            }
            return UnsafeBufferPointer(start: nil, count: 0)
        }
    }
#endif
