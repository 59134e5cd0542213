import PageControlCore
import Testing

@testable import PageControlWeb

/// The element's step buttons as the exports hand them over: whether each steps, their names, and a press.
@MainActor
@Suite("WebAssembly exports: step buttons")
struct WebStepButtonTests {
    typealias Read = WebFrameReader

    @Test("The header says whether each button steps; a press steps as a person's change, an end's does nothing")
    func steps() {
        let handle = pcCreate()
        pcSetPages(handle, 3)
        var frame = Read(handle)
        #expect(frame[.canStepBack] == 0 && frame[.canStepForward] == 1)
        pcStep(handle, 0)
        #expect(Read(handle)[.change] == -1)
        pcStep(handle, 1)
        frame = Read(handle)
        #expect(frame[.change] == 1 && frame[.currentPage] == 1)
        #expect(frame[.canStepBack] == 1 && frame[.canStepForward] == 1)
        pcStep(handle, 1)
        frame = Read(handle)
        #expect(frame[.currentPage] == 2 && frame[.canStepForward] == 0)
        pcSetLoop(handle, 1)
        #expect(Read(handle)[.canStepForward] == 1)
        pcDestroy(handle)
    }

    @Test(
        "The core names the buttons in the element's language",
        arguments: [("en", "Previous page\u{1F}Next page"), ("ru", "Предыдущая страница\u{1F}Следующая страница")])
    func names(language: String, text: String) {
        let handle = pcCreate()
        pcSetPages(handle, 3)
        let bytes = Array(language.utf8)
        let address = pcInput(Int32(bytes.count))
        let buffer = UnsafeMutablePointer<UInt8>(bitPattern: address)!
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        pcSetLanguage(handle, Int32(bytes.count))
        let length = Int(pcWords(handle, -2))
        let words = String(
            decoding: UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: pcText(handle))!, count: length),
            as: UTF8.self)
        #expect(words == text)
        pcDestroy(handle)
    }
}

/// The element's links (`semantics="links"`): choosing a link's page through the exports.
@MainActor
@Suite("WebAssembly exports: links")
struct WebLinkTests {
    @Test("Choosing a link's page goes there as a person's change; a page outside the window changes nothing")
    func choose() {
        let handle = pcCreate()
        pcSetPages(handle, 30)
        pcChoose(handle, 4)
        let frame = WebExportsTests.Read(handle)
        #expect(frame[.currentPage] == 4 && frame[.change] == 4)
        pcChoose(handle, 25)
        #expect(WebExportsTests.Read(handle)[.change] == -1)
        pcDestroy(handle)
    }
}
