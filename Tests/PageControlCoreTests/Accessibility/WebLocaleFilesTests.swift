import Foundation
import Testing

@testable import PageControlCore

/// The web package's language files (`Web/locales/<tag>.txt`): each is a catalog language's phrases byte for byte,
/// which the browser module loads for a page in that language (it keeps English's alone: Guides/Web.md). Written
/// when missing or when `RECORD_SNAPSHOTS=1`, as a snapshot is; compared otherwise.
@Suite struct WebLocaleFilesTests {
    /// The package's `Web/locales` folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Web/locales")

    @Test("Each language but English has a file in the web package holding its phrases byte for byte")
    func filesAreThePhrases() throws {
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        for language in PageControlStrings.languages.dropFirst() {
            let tag = PageControlStrings.string(language.tag)
            let file = Self.folder.appendingPathComponent("\(tag).txt")
            let phrases = Data(Array(language.text))
            if record || !FileManager.default.fileExists(atPath: file.path) {
                try phrases.write(to: file)
            }
            #expect(try Data(contentsOf: file) == phrases, "\(file.path) is not \(tag)'s phrases")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        let expected = PageControlStrings.languages.dropFirst().map { "\(PageControlStrings.string($0.tag)).txt" }
        #expect(files == expected.sorted(), "Web/locales holds a file of no catalog language, or lacks one")
    }

    @Test(
        "A language's lines are accepted only whole: one a phrase and one a plural form, none empty or padded",
        arguments: [
            ("", false), ("Page {page} of {count}", false), ("\n", false),
            (PageControlStrings.string(PageControlStrings.Language.englishPhrases), true),
        ])
    func acceptsOnlyWholeTexts(text: String, accepted: Bool) {
        let english = PageControlStrings.Language.english
        #expect(PlainText.withUTF8(text) { english.accepts($0) } == accepted)
    }

    @Test("Every catalog language accepts its own phrases, and none once a line is missing, added, blank or padded")
    func acceptsTheCatalogAndRejectsDamage() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            let text = PageControlStrings.string(language.text)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(PlainText.withUTF8(text) { language.accepts($0) }, "\(tag)")
            let damaged = [
                lines.dropLast().joined(separator: "\n"), (lines + ["more"]).joined(separator: "\n"),
                text + "\n", "\n" + text, " " + text, text + " ", text + "\u{00A0}", "\u{00A0}" + text,
                text.replacingOccurrences(of: "\n", with: "\n\t"),
            ]
            for (index, damage) in damaged.enumerated() {
                #expect(!PlainText.withUTF8(damage) { language.accepts($0) }, "\(tag), damage \(index)")
            }
            lines[0] = ""
            #expect(!PlainText.withUTF8(lines.joined(separator: "\n")) { language.accepts($0) }, "\(tag), empty line")
        }
    }
}
