import PageControlCore
import Testing

@testable import PageControlWeb

/// The list of changed primitives and the tabs' flag, against the last frame each control's page received.
@MainActor
@Suite("WebAssembly exports: what changed")
struct WebFrameChangesTests {
    typealias Read = WebFrameReader

    /// A new control of `pages` pages with an option set by its name (0 effect, 1 presentation), its first frame read.
    func drawn(pages: Double, option: Int32, _ name: String) -> Int32 {
        let handle = Read.control(pages: pages)
        #expect((option == 0 ? Read.setEffect(handle, name) : Read.setPresentation(handle, name)) == 1)
        _ = Read(handle)
        return handle
    }

    /// The index of the first primitive of `role` (``WebFrame/roleCode(_:)``) in `frame`.
    func index(ofRole role: Double, in frame: Read) -> Int? {
        (0..<frame.primitiveCount).first { frame.primitive($0)[WebFrame.Primitive.role.rawValue] == role }
    }

    @Test("The first frame lists every primitive and its tabs; the same frame again lists nothing")
    func firstFrameThenNothing() {
        let handle = Read.control(pages: 10)
        let first = Read(handle)
        #expect(first.changes == Array(0..<first.primitiveCount))
        #expect(first[.changeCount] == Double(first.primitiveCount) && first[.tabsChanged] == 1)
        let again = Read(handle)
        #expect(again.changes == [] && again[.tabsChanged] == 0)
        #expect(
            again.numbers
                == first.numbers.enumerated().map { index, value in
                    index == WebFrame.Header.changeCount.rawValue || index == WebFrame.Header.tabsChanged.rawValue
                        || index == WebFrame.Header.textLength.rawValue ? again.numbers[index] : value
                }, "the numbers are whole every time; only the list is against the last frame")
        pcDestroy(handle)
    }

    @Test("With slide, a position update within a page lists the mark alone and no tab; a new page changes the tabs")
    func positionListsTheMark() throws {
        let handle = drawn(pages: 10, option: 0, "slide")
        pcSetPosition(handle, 0.3)
        let moved = Read(handle)
        let mark = try #require(index(ofRole: 6, in: moved))
        #expect(moved.changes == [mark])
        #expect(moved[.tabsChanged] == 0)
        pcSetPosition(handle, 1.2)
        let turned = Read(handle)
        #expect(turned.changes.contains(mark))
        #expect(turned[.tabsChanged] == 1, "the selected tab is another")
        pcDestroy(handle)
    }

    @Test("Two controls each list against their own last frame, read in turns")
    func perControl() {
        let first = Read.control(pages: 5)
        let second = Read.control(pages: 7)
        _ = Read(first)
        _ = Read(second)
        #expect(Read(first).changes == [])
        pcSetCurrent(second, 3)
        #expect(Read(second).changes != [])
        #expect(Read(first).changes == [] && Read(second).changes == [])
        pcDestroy(first)
        pcDestroy(second)
    }

    @Test("Fewer pages list none of the gone primitives; more pages list the new ones")
    func countChanges() {
        let handle = Read.control(pages: 6)
        let six = Read(handle)
        pcSetPages(handle, 3)
        let three = Read(handle)
        #expect(three.primitiveCount < six.primitiveCount)
        #expect(three.changes.allSatisfy { $0 < three.primitiveCount })
        #expect(three[.tabsChanged] == 1)
        pcSetPages(handle, 6)
        let back = Read(handle)
        #expect(Set(three.primitiveCount..<back.primitiveCount).isSubset(of: Set(back.changes)))
        pcDestroy(handle)
    }

    @Test("A text whose numbers stay is listed when its string changes: the number of a numeric row")
    func textWithNewString() throws {
        let handle = drawn(pages: 12, option: 1, "numeric")
        pcSetCurrent(handle, 7)
        let frame = Read(handle)
        #expect(try #require(frame.fields).last == "8 / 12")
        #expect(frame.changes == [0])
        #expect(Read(handle).changes == [], "no text written, nothing listed")
        pcDestroy(handle)
    }

    @Test("A path whose numbers stay is listed when its path numbers change")
    func pathNumbers() throws {
        let handle = Read.control(pages: 4)
        let web = try #require(WebRegistry.control(Int(handle)))
        // Two triangles in the same unit square, with as many path numbers: only the path numbers differ.
        func triangle(apex: Double) -> IndicatorShape {
            .path(
                VectorPath().move(to: Point(x: 0, y: 1)).line(to: Point(x: apex, y: 0)).line(to: Point(x: 1, y: 1))
                    .close())
        }
        web.control.preferredIndicatorShape = triangle(apex: 0.5)
        let before = Read(handle)
        #expect(Read(handle).changes == [])
        web.control.preferredIndicatorShape = triangle(apex: 0.25)
        let frame = Read(handle)
        let paths = (0..<frame.primitiveCount).filter { frame.primitive($0)[0] == WebFrame.Kind.path.rawValue }
        #expect(paths.count == 4)
        #expect(paths.allSatisfy { frame.primitive($0) == before.primitive($0) }, "the same primitive numbers")
        #expect(frame.changes == paths)
        pcDestroy(handle)
    }

    @Test(
        "The list is exact: every primitive whose numbers differ, and no other",
        arguments: ["none", "worm", "scale:1.4"])
    func exactList(effect: String) {
        let handle = Read.control(pages: 8)
        #expect(Read.setEffect(handle, effect) == 1)
        var last = Read(handle)
        for step in 1...40 {
            pcSetPosition(handle, Double(step) * 0.17)
            let frame = Read(handle)
            let differing = (0..<frame.primitiveCount).filter {
                $0 >= last.primitiveCount || frame.primitive($0) != last.primitive($0)
            }
            #expect(frame.changes == differing, "position \(Double(step) * 0.17)")
            last = frame
        }
        pcDestroy(handle)
    }
}
