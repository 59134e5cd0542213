/// The `loop` profile: one frame case run untimed, so that `perf record` or `valgrind --tool=callgrind` sees
/// nothing else. ``InstructionCount`` runs it under callgrind.
enum FrameLoop {
    /// Runs `batches` batches of ``FrameBenchmark/framesPerBatch`` frames of the case with `pages` pages.
    ///
    /// - Returns: The report line, `profiled pages=<n> frames=<n> checksum=<n>`.
    @MainActor
    static func run(pages: Int, frameCase: FrameCase, batches: Int) -> String {
        var benchmark = frameCase.benchmark(pages: pages)
        for _ in 0..<batches { Sink.value &+= benchmark.run(frames: FrameBenchmark.framesPerBatch) }
        return "profiled pages=\(pages) frames=\(batches * FrameBenchmark.framesPerBatch) checksum=\(Sink.value)"
    }

    /// The arguments that the environment knobs of earlier versions (`PAGECONTROL_BENCH_PROFILE=<pages>` with
    /// `PAGECONTROL_BENCH_BATCHES`, `_SPAN`, `_STATES`, `_PRESENTATION`, `_EFFECT`, `_BADGES`) stand for, or nil
    /// when `PAGECONTROL_BENCH_PROFILE` is not set.
    static func argumentsFromEnvironment(_ environment: (String) -> String?) -> [String]? {
        guard let pages = environment("PAGECONTROL_BENCH_PROFILE") else { return nil }
        var arguments = ["loop", pages]
        let options = [
            ("BATCHES", "--batches"), ("SPAN", "--span"), ("STATES", "--states"),
            ("PRESENTATION", "--presentation"), ("EFFECT", "--effect"), ("BADGES", "--badges"),
        ]
        for (name, option) in options {
            if let value = environment("PAGECONTROL_BENCH_" + name) { arguments += [option, value] }
        }
        return arguments
    }
}
