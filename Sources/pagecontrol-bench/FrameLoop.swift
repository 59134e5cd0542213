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
}
