import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlWeb

/// The element's endless feed (`more-pages`) and announcement policy (`announce`) as the exports hand them over.
@MainActor
@Suite("WebAssembly exports: more pages and announcements")
struct WebMorePagesTests {
    typealias Read = WebFrameReader

    func make(pages: Double, current: Double = 0) -> Int32 {
        let handle = pcCreate()
        pcSetPages(handle, pages)
        pcSetCurrent(handle, current)
        return handle
    }

    @Test(
        "With more pages the header says so, the value says at least, and the row's open end is drawn after the last page"
    )
    func openEnd() throws {
        let handle = make(pages: 20, current: 19)
        #expect(Read(handle)[.hasMorePages] == 0)
        pcSetMorePages(handle, 1)
        let frame = Read(handle)
        #expect(frame[.hasMorePages] == 1)
        #expect(frame[.morePagesRequested] == -1)
        let fields = try #require(frame.fields)
        #expect(fields[1] == "Page 20 of at least 20")
        #expect(fields[3 + frame.tabCount - 1] == "Page 20 of at least 20")
        let roles = (0..<frame.primitiveCount).map { frame.primitive($0)[WebFrame.Primitive.role.rawValue] }
        let openEnd = roles.indices.filter { roles[$0] == 10 }
        #expect(!openEnd.isEmpty)
        #expect(openEnd.allSatisfy { frame.primitive($0)[WebFrame.Primitive.page.rawValue] == -1 })
        // The tabs are the pages only: the last one is page 19's.
        #expect(frame.tab(frame.tabCount - 1)[0] == 19)
        pcSetMorePages(handle, 0)
        #expect(Read(handle)[.hasMorePages] == 0)
        pcDestroy(handle)
    }

    @Test("A key past the last page asks for more pages once per count, and sends no change")
    func requests() {
        let handle = make(pages: 5, current: 4)
        pcSetMorePages(handle, 1)
        _ = Read(handle)
        #expect(pcKey(handle, 39, 0, 1) == 1)  // right arrow
        var frame = Read(handle)
        #expect(frame[.morePagesRequested] == 5)
        #expect(frame[.change] == -1)
        #expect(frame[.currentPage] == 4)
        // Handed over once, and asked once per count.
        #expect(Read(handle)[.morePagesRequested] == -1)
        _ = pcKey(handle, 39, 0, 2)
        #expect(Read(handle)[.morePagesRequested] == -1)
        pcSetPages(handle, 10)
        _ = pcKey(handle, 39, 0, 3)
        frame = Read(handle)
        #expect(frame[.change] == 5)
        #expect(frame[.morePagesRequested] == -1)
        pcSetCurrent(handle, 9)
        _ = pcKey(handle, 39, 0, 4)
        #expect(Read(handle)[.morePagesRequested] == 10)
        pcDestroy(handle)
    }

    @Test(
        "announce: a person's change is spoken under person and any, the page's own under any only, nothing under never",
        arguments: [(Int32(0), true, false), (1, true, true), (2, false, false)])
    func policies(policy: Int32, speaksPerson: Bool, speaksApp: Bool) {
        let handle = make(pages: 5)
        pcSetAnnounce(handle, policy)
        _ = Read(handle)
        pcSetCurrent(handle, 3)
        _ = pcAdvance(handle, 10)
        #expect(Read(handle).fields?[2] ?? "" == (speaksApp ? "Page 4 of 5" : ""))
        _ = pcKey(handle, 36, 0, 10.1)  // Home
        _ = pcAdvance(handle, 20)
        let spoken = [Read(handle).fields?[2] ?? ""]
        #expect(spoken.contains(speaksPerson ? "Page 1 of 5" : ""))
        pcDestroy(handle)
    }

    @Test("Under announce=any the slide show is still never spoken")
    func autoplayUnderAny() {
        let handle = make(pages: 3)
        pcSetAnnounce(handle, 1)
        pcSetAutoplay(handle, 1)
        _ = Read(handle)
        for time in stride(from: 10.0, through: 14, by: 0.25) {
            _ = pcAdvance(handle, time)
            #expect(Read(handle).fields?[2] ?? "" == "")
        }
        #expect(Read(handle)[.currentPage] != 0)
        pcDestroy(handle)
    }
}
