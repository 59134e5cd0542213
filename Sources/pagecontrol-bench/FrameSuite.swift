import CMallocCounter
import Glibc
import PageControlCore

/// The `frame` profile: one scroll-driven frame (paging maths → position → layout → display list) for 1 to 10^9
/// pages, with heap allocations per frame, against a naive control that lays out every page; then one line per
/// indicator effect, per presentation, for badges on 1,000 pages, and for a span of three with ten page states.
///
/// Output (the last line is the summary):
///
///     allocation_counting=active
///     pages=<n> frame_ns=<median> allocs_per_frame=<n>                      (1, 10, 100, 10^4, 10^6, 10^9)
///     baseline=naive pages=10000 frame_ns=… allocs_per_frame=…
///     effect=<name> pages=10 frame_ns=<10 pages> allocs_per_frame=<max of 10 and 10^9> flat_ratio=<10^9 / 10>
///     presentation=<name> pages=10 frame_ns=… allocs_per_frame=… flat_ratio=…
///     content=badges:1000 pages=10 frame_ns=… allocs_per_frame=… flat_ratio=…
///     span=3 states=10 pages=<10 | 10^9> frame_ns=<ns> allocs_per_frame=<n> vs_plain=<span frame / plain frame>
///     frame_ns=<10 pages> allocs_per_frame=<max> flat_ratio=<10^9 / 10> speedup_vs_naive_1e4=<naive / ours>
///
/// The checksum of everything read goes to standard error.
@MainActor
enum FrameSuite {
    /// The page counts of the first lines.
    static let pageCounts = [1, 10, 100, 10_000, 1_000_000, 1_000_000_000]
    /// The naive baseline's page count.
    static let naivePages = 10_000
    /// Frames per batch of the naive baseline (a frame of it costs about 50 of ours).
    static let naiveFramesPerSample = 2
    /// 2,000 timed batches per case after 200 warm-up batches.
    static let sampling = Sampling(samples: 2000, warmUpSamples: 200)

    /// Runs every case and prints the lines above.
    static func run() {
        let framesPerSample = FrameBenchmark.framesPerBatch
        let countsAllocations = pcmc_is_active() != 0 && AllocationProbe.seesSwiftAllocations()

        if countsAllocations {
            print("allocation_counting=active")
        } else {
            print(
                "allocation_counting=unavailable (sanitizer build, or malloc not interposed):"
                    + " allocations are not counted")
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
    }
}
