import PageControlCore
import PageControlRendering
import Testing

@testable import PageControlWeb

/// A frame that moves only the mark is written over the last one in place (``WebFrame/writeMark(_:position:web:)``):
/// it must be the frame the whole write makes, number for number, with the same texts.
@MainActor
@Suite("WebAssembly exports: a frame that moves only the mark")
struct WebFrameMarkTests {
    typealias Read = WebFrameReader

    /// One way to set up a control, by name, for the table below.
    struct Setup: CustomTestStringConvertible, Sendable {
        let testDescription: String
        /// Whether some update of the walk moves only the mark (false: every frame is written whole).
        let movesMarkAlone: Bool
        /// The page's observations it sets (``WebEnvironment``), kept by the walk's own.
        let environment: WebEnvironment
        let apply: @MainActor @Sendable (Int32, WebControl) -> Void

        init(
            _ name: String, movesMarkAlone: Bool = true, environment: WebEnvironment = [],
            _ apply: @escaping @MainActor @Sendable (Int32, WebControl) -> Void
        ) {
            (testDescription, self.movesMarkAlone, self.environment, self.apply) =
                (name, movesMarkAlone, environment, apply)
        }
    }

    nonisolated static func effect(_ name: String) -> @MainActor @Sendable (Int32, WebControl) -> Void {
        { handle, _ in Read.setEffect(handle, name) }
    }

    nonisolated static let setups: [Setup] = [
        Setup("slide, 10 pages", effect("slide")),
        Setup("worm, 24 pages: the window scrolls") { handle, _ in
            pcSetPages(handle, 24)
            Read.setEffect(handle, "worm")
        },
        Setup("thin-worm", effect("thin-worm")),
        Setup("jump", effect("jump")),
        Setup("swap moves the dots", movesMarkAlone: false, effect("swap")),
        Setup("no effect: the dots' colours cross over", movesMarkAlone: false, effect("none")),
        Setup("scale grows the current dot", movesMarkAlone: false, effect("scale:1.4")),
        Setup("fill", movesMarkAlone: false, effect("fill")),
        Setup("slide, looping") { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetLoop(handle, 1)
        },
        Setup("slide, looping, 24 pages") { handle, _ in
            pcSetPages(handle, 24)
            Read.setEffect(handle, "slide")
            pcSetLoop(handle, 1)
        },
        Setup("slide, right to left and vertical") { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetDirection(handle, 1, 0)
            pcSetDirection(handle, 1, 1)
        },
        Setup("lines") { handle, _ in Read.setPresentation(handle, "lines") },
        Setup("segments: no mark", movesMarkAlone: false) { handle, _ in
            Read.setPresentation(handle, "segments")
        },
        Setup("numeric: no mark", movesMarkAlone: false) { handle, _ in
            Read.setPresentation(handle, "numeric")
        },
        Setup("slide, more pages may follow") { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetMorePages(handle, 1)
        },
        Setup("slide, a span of two pages") { handle, web in
            Read.setEffect(handle, "slide")
            web.control.paging.visiblePageCount = 2
        },
        Setup("slide, 10^9 pages") { handle, _ in
            pcSetPages(handle, 1e9)
            Read.setEffect(handle, "slide")
        },
        Setup("slide with a timer: the current dot is a longer pill", movesMarkAlone: false) { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetAutoplay(handle, 3)
        },
        Setup("slide, Reduce Motion", environment: .reducesMotion, effect("slide")),
        Setup("slide, Increase Contrast", environment: .increasedContrast, effect("slide")),
        Setup(
            "slide, Increase Contrast's outlines: the current one follows", movesMarkAlone: false,
            environment: .increasedContrast
        ) { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetColor(handle, 1, 200, 200, 200, 1)
            pcSetColor(handle, 0, 230, 60, 60, 1)
        },
        Setup("slide with a longer current dot", movesMarkAlone: false) { handle, web in
            Read.setEffect(handle, "slide")
            var metrics = IndicatorMetrics.classic
            metrics.currentIndicatorLength = 16
            web.control.metrics = metrics
        },
        Setup("slide with the text colour and a page colour") { handle, _ in
            Read.setEffect(handle, "slide")
            pcSetColor(handle, 2, 20, 20, 20, 1)
            pcSetColor(handle, 0, 50, 100, 230, 1)
        },
    ]

    /// One step of the walk, done to both controls alike: most move the position (crossing pages), some change
    /// the page, a colour, the focus or the hover, a person's key, or let the clock run. Returns the address of the
    /// frame a position update wrote (nil for the other steps, read with `pc_frame`).
    static func step(_ index: Int, _ handle: Int32, environment: WebEnvironment) -> Int? {
        func observe(_ flags: WebEnvironment) { pcSetEnvironment(handle, Int32(flags.union(environment).rawValue)) }
        let time = Double(index) * 0.05
        switch index {
        case 23: pcSetCurrent(handle, 4)
        case 31: observe(.keyboardFocus)
        case 32: _ = pcKey(handle, 39, 0, time)
        case 33, 34, 35, 60: _ = pcAdvance(handle, time)
        case 41: pcSetColor(handle, 1, 200, 20, 20, 1)
        case 47: observe(.hovering)
        case 52: pcSetMaxVisible(handle, 5)
        default: return pcSetPosition(handle, Double(index % 40) * 0.137)
        }
        return nil
    }

    @Test("With slide, a position update within a page differs from the last frame only in the mark and the position")
    func positionMovesTheMarkAlone() throws {
        let handle = Read.control(pages: 10)
        #expect(Read.setEffect(handle, "slide") == 1)
        let first = Read(handle)
        #expect(first.fields != nil, "the first frame's texts, read as the page reads them (pc_text)")
        let moved = Read(handle, address: pcSetPosition(handle, 0.3))
        #expect(moved[.movesMarkAlone] == 1 && moved.fields == nil)
        let markStart = Int(moved[.markStart])
        #expect(markStart > 0 && markStart < moved.primitiveCount)
        #expect(moved.primitive(markStart)[WebFrame.Primitive.role.rawValue] == 6, "the mark")
        let header = WebFrame.headerCount
        let differing = (0..<moved.numbers.count).filter { moved.numbers[$0] != first.numbers[$0] }
        let markNumbers = header + moved.tabCount * WebFrame.tabStride + markStart * WebFrame.primitiveStride
        #expect(
            differing.allSatisfy {
                $0 == WebFrame.Header.position.rawValue || $0 == WebFrame.Header.movesMarkAlone.rawValue
                    || $0 == WebFrame.Header.textLength.rawValue || $0 >= markNumbers
            }, "\(differing)")
        #expect(differing.contains { $0 >= markNumbers }, "the mark moved")
        let turned = Read(handle, address: pcSetPosition(handle, 1.2))
        #expect(turned[.movesMarkAlone] == 0 && turned[.currentPage] == 1, "a new page is a whole frame")
        #expect(turned.tab(1)[5] == 1 && turned.tab(0)[5] == 0, "the selected tab is another")
        pcDestroy(handle)
    }

    @Test("Equals the whole frame: the numbers and the texts", arguments: setups)
    func equalsWholeFrame(setup: Setup) throws {
        let (fast, whole) = (Read.control(pages: 10), Read.control(pages: 10))
        let wholeControl = try #require(WebRegistry.control(Int(whole)))
        let fastControl = try #require(WebRegistry.control(Int(fast)))
        for (handle, control) in [(fast, fastControl), (whole, wholeControl)] {
            pcSetEnvironment(handle, Int32(setup.environment.rawValue))
            setup.apply(handle, control)
        }
        var markOnly = 0
        for index in 0..<70 {
            // Whether the fast control may move its mark alone, asked before a position update writes its frame.
            let kept = fastControl.frame.kept
            wholeControl.frame.kept = nil  // every frame of this control is written whole
            let (written, writtenWhole) = (
                Self.step(index, fast, environment: setup.environment),
                Self.step(index, whole, environment: setup.environment)
            )
            let mayMoveMarkAlone = kept?.still.movedMark(in: fastControl.control.layout) != nil
            wholeControl.frame.kept = nil
            let (a, b) = (Read(fast, address: written), Read(whole, address: writtenWhole))
            // The header says which way each was written; everything else is the same.
            #expect(b[.movesMarkAlone] == 0, "step \(index)")
            if a[.movesMarkAlone] == 1 {
                #expect(mayMoveMarkAlone, "step \(index)")
                markOnly += 1
            } else {
                #expect(a[.movesMarkAlone] == 0, "step \(index)")
            }
            let flag = WebFrame.Header.movesMarkAlone.rawValue
            #expect(
                a.numbers.enumerated().filter { $0.offset != flag }.map(\.element)
                    == b.numbers.enumerated().filter { $0.offset != flag }.map(\.element), "step \(index)")
            #expect(a.fields == b.fields, "step \(index)")
        }
        if setup.movesMarkAlone {
            #expect(markOnly >= 20, "the walk moves the mark alone on most steps within a page")
        } else {
            #expect(markOnly == 0)
        }
        pcDestroy(fast)
        pcDestroy(whole)
    }
}
