import CMallocCounter

/// The outcome of measuring one kind of frame.
struct Measurement {
    /// The median time of one frame over all samples, in nanoseconds.
    var medianNanoseconds: Double
    /// Heap allocations per frame over all measured batches, or nil when counting is unavailable.
    var allocationsPerFrame: Double?
}

/// How the benchmarks sample: batches of frames timed with `ContinuousClock`, after a warm-up, with the
/// cases interleaved round-robin so that a burst of load from other processes slows every case alike
/// instead of skewing the comparison between them.
struct Sampling {
    /// Timed samples per case whose median is reported.
    var samples: Int
    /// Untimed samples per case run first (caches, branch predictors, lazy globals, CPU frequency).
    var warmUpSamples: Int

    /// Measures several cases. `framesPerSample[i]` is how many frames one batch of case `i` runs, and
    /// `batch(i)` must run exactly that many and return their checksum. Allocations are counted around each
    /// timed batch when `countsAllocations` is true.
    ///
    /// - Returns: Per case, the median nanoseconds per frame and the allocations per frame.
    @MainActor
    func measure(framesPerSample: [Int], countsAllocations: Bool, _ batch: (Int) -> UInt64) -> [Measurement] {
        let cases = framesPerSample.indices
        var checksum: UInt64 = 0
        for _ in 0..<warmUpSamples {
            for index in cases { checksum &+= batch(index) }
        }
        let clock = ContinuousClock()
        var perFrame = [[Double]](repeating: [], count: framesPerSample.count)
        for index in cases { perFrame[index].reserveCapacity(samples) }
        var allocations = [UInt64](repeating: 0, count: framesPerSample.count)
        for _ in 0..<samples {
            for index in cases {
                if countsAllocations { pcmc_start() }
                let start = clock.now
                checksum &+= batch(index)
                let elapsed = clock.now - start
                if countsAllocations { allocations[index] += pcmc_stop() }
                perFrame[index].append(Self.nanoseconds(elapsed) / Double(framesPerSample[index]))
            }
        }
        Sink.value &+= checksum
        return cases.map { index in
            let frames = Double(samples * framesPerSample[index])
            return Measurement(
                medianNanoseconds: Self.median(perFrame[index]),
                allocationsPerFrame: countsAllocations ? Double(allocations[index]) / frames : nil)
        }
    }

    /// A duration in nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The median of some values (the mean of the middle two for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Number formatting without Foundation.
enum Format {
    /// `value` rounded to a whole number.
    static func integer(_ value: Double) -> String {
        value.isFinite ? String(Int(value.rounded())) : "inf"
    }

    /// `value` with exactly `digits` decimals (half away from zero).
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "inf" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// An allocation rate: a whole number when it is one, else three decimals; "unavailable" for nil.
    static func allocations(_ value: Double?) -> String {
        guard let value else { return "unavailable" }
        return value == value.rounded() ? integer(value) : fixed(value, digits: 3)
    }
}

/// A check that the counter sees allocations made by Swift code, not only by C.
enum AllocationProbe {
    /// Holds the probe's array so that the optimiser cannot keep it on the stack.
    @MainActor static var retained: [Int] = []

    /// Whether counting around a Swift array allocation counts it.
    @MainActor
    static func seesSwiftAllocations() -> Bool {
        let count = Int(pcmc_stop()) + 16
        pcmc_start()
        retained = [Int](repeating: 1, count: count)
        let allocations = pcmc_stop()
        retained = []
        return allocations > 0
    }
}
