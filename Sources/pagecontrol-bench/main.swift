// pagecontrol-bench: the cost of one scroll-driven frame (paging maths → position → layout → display list)
// for 1 to 10^9 pages, with heap allocations per frame, against a naive control that lays out every page.
//
// Usage: swift run -c release pagecontrol-bench
//
// Profiling: PAGECONTROL_BENCH_PROFILE=<pages> runs only that page count's frame, 3,000,000 times (or
// PAGECONTROL_BENCH_BATCHES × 100 times) with no timing, so that `perf record` or `valgrind --tool=callgrind`
// sees nothing else; PAGECONTROL_BENCH_SPAN=<pages on screen> and PAGECONTROL_BENCH_STATES=<page states>
// profile the frame with a span and page states, PAGECONTROL_BENCH_PRESENTATION=<dots|lines|segments|numeric>
// in a presentation, PAGECONTROL_BENCH_EFFECT=<effect name> with an indicator effect, and
// PAGECONTROL_BENCH_BADGES=<badges> with badges.
//
// Output: one line per page count, the naive baseline, one line per indicator effect, per presentation and
// for badges on 1,000 pages
//   effect=<name> pages=10 frame_ns=<10 pages> allocs_per_frame=<max of 10 and 10^9> flat_ratio=<10^9 / 10>
//   presentation=<name> pages=10 frame_ns=… allocs_per_frame=… flat_ratio=…
//   content=badges:1000 pages=10 frame_ns=… allocs_per_frame=… flat_ratio=…
// two lines for three pages on screen with ten page states, against the plain frame of the same count
//   span=3 states=10 pages=<10 | 10^9> frame_ns=<ns> allocs_per_frame=<n> vs_plain=<span frame / plain frame>
// then the summary as the last line:
//   frame_ns=<10 pages> allocs_per_frame=<max> flat_ratio=<10^9 / 10> speedup_vs_naive_1e4=<naive / ours>

import CMallocCounter
import Glibc
import PageControlCore

let pageCounts = [1, 10, 100, 10_000, 1_000_000, 1_000_000_000]
let naivePages = 10_000
let framesPerSample = 100
let naiveFramesPerSample = 2
let sampling = Sampling(samples: 2000, warmUpSamples: 200)
if let value = getenv("PAGECONTROL_BENCH_PROFILE"), let pages = Int(String(cString: value)), pages > 0 {
    let batches = getenv("PAGECONTROL_BENCH_BATCHES").flatMap { Int(String(cString: $0)) }.map { max($0, 1) } ?? 30_000
    func setting(_ name: String) -> Int { getenv(name).flatMap { Int(String(cString: $0)) }.map { max($0, 0) } ?? 0 }
    let presentationName = getenv("PAGECONTROL_BENCH_PRESENTATION").map { String(cString: $0) } ?? "dots"
    guard let presentation = IndicatorPresentation(name: presentationName) else {
        print("pagecontrol-bench: PAGECONTROL_BENCH_PRESENTATION=\(presentationName) is not a presentation")
        exit(2)
    }
    let effectName = getenv("PAGECONTROL_BENCH_EFFECT").map { String(cString: $0) } ?? "none"
    guard let effect = IndicatorEffect(name: effectName) else {
        print("pagecontrol-bench: PAGECONTROL_BENCH_EFFECT=\(effectName) is not an effect")
        exit(2)
    }
    var benchmark = FrameBenchmark(
        pages: pages, effect: effect, span: max(setting("PAGECONTROL_BENCH_SPAN"), 1),
        states: setting("PAGECONTROL_BENCH_STATES"),
        presentation: presentation, badges: setting("PAGECONTROL_BENCH_BADGES"))
    for _ in 0..<batches { Sink.value &+= benchmark.run(frames: framesPerSample) }
    print("profiled pages=\(pages) frames=\(batches * framesPerSample) checksum=\(Sink.value)")
    exit(0)
}

let countsAllocations = pcmc_is_active() != 0 && AllocationProbe.seesSwiftAllocations()

if countsAllocations {
    print("allocation_counting=active")
} else {
    print("allocation_counting=unavailable (sanitizer build, or malloc not interposed): allocations are not counted")
}

var benchmarks = pageCounts.map { FrameBenchmark(pages: $0) }
var naive = NaiveBaseline(pages: naivePages)
let measurements = sampling.measure(
    framesPerSample: pageCounts.map { _ in framesPerSample } + [naiveFramesPerSample],
    countsAllocations: countsAllocations
) { index in
    index < benchmarks.count
        ? benchmarks[index].run(frames: framesPerSample) : naive.run(frames: naiveFramesPerSample)
}

var results: [Int: Measurement] = [:]
for (pages, result) in zip(pageCounts, measurements) {
    results[pages] = result
    print(
        "pages=\(pages) frame_ns=\(Format.integer(result.medianNanoseconds))"
            + " allocs_per_frame=\(Format.allocations(result.allocationsPerFrame))")
    if let allocations = result.allocationsPerFrame, allocations > 0 {
        var probe = FrameBenchmark(pages: pages)
        let steps = probe.allocationBreakdown(frames: 1000)
        let counts = steps.map { " \($0.step)=\(Format.allocations($0.allocationsPerFrame))" }
        print("  allocations_by_step:" + counts.joined())
    }
}
let naiveResult = measurements[pageCounts.count]
print(
    "baseline=naive pages=\(naivePages) frame_ns=\(Format.integer(naiveResult.medianNanoseconds))"
        + " allocs_per_frame=\(Format.allocations(naiveResult.allocationsPerFrame))")

/// Measures each variant at 10 and 10^9 pages (interleaved) and prints one line per variant:
/// `<name> pages=10 frame_ns=<10 pages> allocs_per_frame=<max of the two> flat_ratio=<10^9 / 10>`.
@MainActor
func printFlatLines(_ names: [String], _ make: (_ variant: Int, _ pages: Int) -> FrameBenchmark) {
    var benchmarks = names.indices.flatMap { [make($0, 10), make($0, 1_000_000_000)] }
    let measured = sampling.measure(
        framesPerSample: benchmarks.map { _ in framesPerSample }, countsAllocations: countsAllocations
    ) { index in benchmarks[index].run(frames: framesPerSample) }
    for (index, name) in names.enumerated() {
        let (ten, billion) = (measured[2 * index], measured[2 * index + 1])
        let allocations: Double? =
            countsAllocations ? max(ten.allocationsPerFrame ?? 0, billion.allocationsPerFrame ?? 0) : nil
        print(
            "\(name) pages=10 frame_ns=\(Format.integer(ten.medianNanoseconds))"
                + " allocs_per_frame=\(Format.allocations(allocations))"
                + " flat_ratio=\(Format.fixed(billion.medianNanoseconds / ten.medianNanoseconds, digits: 2))")
    }
}

let effects = IndicatorEffect.all
printFlatLines(effects.map { "effect=\($0.name)" }) { FrameBenchmark(pages: $1, effect: effects[$0]) }
let presentations = IndicatorPresentation.allCases
printFlatLines(presentations.map { "presentation=\($0.name)" }) {
    FrameBenchmark(pages: $1, presentation: presentations[$0])
}
// Badges on 1,000 pages, every third page (on pages 0, 3, 6 and 9 of ten); at 10^9 pages the scroll stays among
// the badged pages, so both page counts draw badges in every frame.
printFlatLines(["content=badges:1000"]) { FrameBenchmark(pages: $1, badges: 1000) }

// Spans and states: 10 and 10^9 pages with three pages on screen and ten page states, against the plain
// frame of the same page count (measured again here, interleaved, so the ratio compares like with like).
var spanBenchmarks = [10, 1_000_000_000].flatMap { pages in
    [FrameBenchmark(pages: pages), FrameBenchmark(pages: pages, span: 3, states: 10)]
}
let spanMeasurements = sampling.measure(
    framesPerSample: spanBenchmarks.map { _ in framesPerSample }, countsAllocations: countsAllocations
) { index in spanBenchmarks[index].run(frames: framesPerSample) }
for (index, pages) in [10, 1_000_000_000].enumerated() {
    let plain = spanMeasurements[2 * index]
    let spanned = spanMeasurements[2 * index + 1]
    print(
        "span=3 states=10 pages=\(pages) frame_ns=\(Format.integer(spanned.medianNanoseconds))"
            + " allocs_per_frame=\(Format.allocations(spanned.allocationsPerFrame))"
            + " vs_plain=\(Format.fixed(spanned.medianNanoseconds / plain.medianNanoseconds, digits: 2))")
}

let checksumLine = "checksum=\(Sink.value)\n"
_ = checksumLine.withCString { write(STDERR_FILENO, $0, strlen($0)) }

let tenPages = results[10]!.medianNanoseconds
let flatRatio = results[1_000_000_000]!.medianNanoseconds / tenPages
let speedup = naiveResult.medianNanoseconds / results[naivePages]!.medianNanoseconds
let worstAllocations: Double? =
    countsAllocations ? pageCounts.compactMap { results[$0]?.allocationsPerFrame }.max() : nil
print(
    "frame_ns=\(Format.integer(tenPages)) allocs_per_frame=\(Format.allocations(worstAllocations))"
        + " flat_ratio=\(Format.fixed(flatRatio, digits: 2)) speedup_vs_naive_1e4=\(Format.integer(speedup))")
