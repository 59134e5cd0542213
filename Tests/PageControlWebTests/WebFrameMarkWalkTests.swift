import PageControlCore
import PageControlRendering
import PageControlTestSupport
import Testing

@testable import PageControlWeb

/// Random walks through the exports, done alike to two controls: one writes its frames as the page reads them (by
/// moving the mark alone when only the position changed), the other writes every frame whole. They must give the
/// same numbers and texts at every frame, whatever came before.
@MainActor
@Suite("WebAssembly exports: random walks, the mark moved alone against whole frames")
struct WebFrameMarkWalkTests {
    typealias Read = WebFrameReader

    /// A configuration drawn from `random`, done to a control: an effect with a mark, dots or lines, looping, more
    /// pages, a span of two, a timer, Reduce Motion, hover or focus, a bound pager, a window of five, an
    /// announcement policy.
    struct Configuration: CustomStringConvertible {
        let pages: Int
        let effect: String
        let presentation: String
        let loops: Bool
        let morePages: Bool
        let span: Int
        let autoplay: Bool
        let environment: Int32
        let isBound: Bool
        let maximumVisible: Int32
        let announcementPolicy: Int32

        init(_ random: inout SplitMix64) {
            pages = [3, 5, 10, 24].randomElement(using: &random)!
            effect = ["slide", "worm", "thin-worm", "jump"].randomElement(using: &random)!
            presentation = Int.random(in: 0..<4, using: &random) == 0 ? "lines" : "dots"
            loops = Int.random(in: 0..<3, using: &random) == 0
            morePages = Int.random(in: 0..<3, using: &random) == 0
            span = Int.random(in: 0..<3, using: &random) == 0 ? 2 : 1
            autoplay = Int.random(in: 0..<3, using: &random) == 0
            let flags: [WebEnvironment] = [[], .reducesMotion, .hovering, .keyboardFocus]
            environment = Int32(flags.randomElement(using: &random)!.rawValue)
            isBound = Bool.random(using: &random)
            maximumVisible = Int.random(in: 0..<3, using: &random) == 0 ? 5 : 10
            announcementPolicy = Int32.random(in: 0..<3, using: &random)
        }

        @MainActor func apply(_ handle: Int32, _ web: WebControl) {
            pcSetPages(handle, Double(pages))
            Read.setEffect(handle, effect)
            Read.setPresentation(handle, presentation)
            pcSetLoop(handle, loops ? 1 : 0)
            pcSetMorePages(handle, morePages ? 1 : 0)
            web.control.paging.visiblePageCount = span
            if autoplay { pcSetAutoplay(handle, 2) }
            pcSetEnvironment(handle, environment)
            pcSetMaxVisible(handle, maximumVisible)
            pcSetAnnounce(handle, announcementPolicy)
            if isBound { pcBind(handle, Double(pages), 300, 10, 0, 0, 300, 0, Double(pages - 1) * 310, 0) }
        }

        var description: String {
            "\(pages) pages, \(effect), \(presentation), loops \(loops), more \(morePages), span \(span), "
                + "autoplay \(autoplay), environment \(environment), bound \(isBound), window \(maximumVisible)"
        }
    }

    /// One export of the walk, drawn from `random` (most set the position or scroll a bound pager; the others let
    /// the clock run, point, press a key, choose or step, change the environment or a colour); `time` is the page's
    /// clock.
    enum Step {
        case position(Double)
        case scrolled(offset: Double, userScrolling: Bool)
        case advance(Double)
        case pointer(phase: Int32, x: Double, y: Double, kind: Int32)
        case key(Int32)
        case choose(Int)
        case step(Int32)
        case environment(Int32)
        case color(Int32, red: Double)

        init(_ random: inout SplitMix64, last: Double, time: Double, configuration: Configuration) {
            let position: Double
            switch Int.random(in: 0..<4, using: &random) {
            case 0: position = last + Double.random(in: -0.15..<0.15, using: &random)
            case 1: position = last.rounded() + (Bool.random(using: &random) ? 0.49 : 0.51)
            case 2:
                position =
                    Double(Int.random(in: 0...configuration.pages, using: &random))
                    + Double.random(in: -0.1..<0.1, using: &random)
            default: position = last + Double.random(in: -1..<1, using: &random)
            }
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 60 || roll >= 96 {
                // A bound pager's scroll as often as a position set.
                if configuration.isBound, Bool.random(using: &random) {
                    self = .scrolled(offset: position * 310, userScrolling: Bool.random(using: &random))
                } else {
                    self = .position(position)
                }
            } else if roll < 75 {
                self = .advance(time + Double.random(in: 0..<0.1, using: &random))
            } else if roll < 82 {
                self = .pointer(
                    phase: Int32.random(in: 0..<4, using: &random), x: Double.random(in: 0..<200, using: &random),
                    y: Double.random(in: 0..<30, using: &random), kind: Int32.random(in: 0..<3, using: &random))
            } else if roll < 87 {
                self = .key([37, 39, 36, 35, 32].randomElement(using: &random)!)
            } else if roll < 91 {
                self = .choose(Int.random(in: 0..<configuration.pages, using: &random))
            } else if roll < 94 {
                self = .step(Int32.random(in: 0..<2, using: &random))
            } else if roll < 95 {
                self = .environment(configuration.environment ^ 1)
            } else {
                // The other dots' or the current dot's colour: only the page's colours change, not the position.
                self = .color(Int32.random(in: 0..<2, using: &random), red: Double.random(in: 0..<256, using: &random))
            }
        }

        /// The position the step moves to, if it sets one.
        var position: Double? {
            switch self {
            case .position(let position): position
            case .scrolled(let offset, _): offset / 310
            default: nil
            }
        }

        /// Runs the step's export; returns the address of the frame a position update or a scroll wrote (nil for
        /// the others, whose frame `pc_frame` writes).
        @MainActor func run(_ handle: Int32, time: Double) -> Int? {
            switch self {
            case .position(let position): return pcSetPosition(handle, position)
            case .scrolled(let offset, let userScrolling): return pcScrolled(handle, offset, userScrolling ? 1 : 0)
            case .advance(let time): _ = pcAdvance(handle, time)
            case .pointer(let phase, let x, let y, let kind): _ = pcPointer(handle, phase, x, y, time, kind)
            case .key(let code): _ = pcKey(handle, code, 0, time)
            case .choose(let page): pcChoose(handle, Double(page))
            case .step(let which): pcStep(handle, which)
            case .environment(let flags): pcSetEnvironment(handle, flags)
            case .color(let which, let red): pcSetColor(handle, which, red.rounded(.down), 60, 60, 1)
            }
            return nil
        }
    }

    @Test("Every frame of a random walk equals the whole frame", arguments: 0..<40)
    func walk(seed: UInt64) throws {
        var random = SplitMix64(seed: 0x2026_1207_0000 + seed)
        let configuration = Configuration(&random)
        let (fast, whole) = (Read.control(pages: 10), Read.control(pages: 10))
        let fastControl = try #require(WebRegistry.control(Int(fast)))
        let wholeControl = try #require(WebRegistry.control(Int(whole)))
        configuration.apply(fast, fastControl)
        configuration.apply(whole, wholeControl)
        var (time, last) = (0.0, 0.0)
        for index in 0..<300 {
            let step = Step(&random, last: last, time: time, configuration: configuration)
            wholeControl.frame.kept = nil  // every frame of this control is written whole
            let (written, writtenWhole) = (step.run(fast, time: time), step.run(whole, time: time))
            if case .advance(let now) = step { time = now }
            last = step.position ?? last
            // Some steps are not read: several exports may come between two frames.
            guard Int.random(in: 0..<4, using: &random) != 0 else { continue }
            wholeControl.frame.kept = nil
            let (a, b) = (Read(fast, address: written), Read(whole, address: writtenWhole))
            let flag = WebFrame.Header.movesMarkAlone.rawValue
            let context = Comment(rawValue: "seed \(seed) step \(index) (\(step)), \(configuration)")
            #expect(b[.movesMarkAlone] == 0, context)
            #expect(
                a.numbers.enumerated().filter { $0.offset != flag }.map(\.element)
                    == b.numbers.enumerated().filter { $0.offset != flag }.map(\.element), context)
            #expect(a.fields == b.fields, context)
        }
        pcDestroy(fast)
        pcDestroy(whole)
    }
}
