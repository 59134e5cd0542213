import PageControlCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints the seed and step of the run under way when the process traps (SIGILL, SIGTRAP) or is stopped
/// (SIGINT, SIGTERM, as `timeout` and Ctrl-C do to a run that hangs), then lets the previous handler (the
/// Swift runtime's backtracer, or the default) carry on.
enum TrapReporter {
    nonisolated(unsafe) static var seed: UInt64 = 0
    nonisolated(unsafe) static var step = -1
    nonisolated(unsafe) static var isRunning = false
    nonisolated(unsafe) static var previous: UnsafeMutablePointer<sigaction>?
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGINT, SIGTERM]

    static func begin(seed: UInt64) {
        self.seed = seed
        step = 0
        isRunning = true
        installOnce()
    }

    static func end() {
        isRunning = false
    }

    private static func installOnce() {
        guard previous == nil else { return }
        let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
        saved.initialize(repeating: sigaction(), count: signals.count)
        previous = saved
        for (index, signal) in signals.enumerated() {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = pageControlTrapHandler
            #else
                action.__sigaction_u.__sa_handler = pageControlTrapHandler
            #endif
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, saved + index)
        }
    }

    static func appendHex(_ value: UInt64, to text: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let nibble = UInt8((value >> UInt64(shift)) & 0xF)
            text.append(nibble < 10 ? 48 + nibble : 55 + nibble)
        }
    }

    static func appendDecimal(_ value: Int, to text: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = value.magnitude
        repeat {
            digits.append(48 + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if value < 0 { text.append(45) }
        text += digits.reversed()
    }
}

/// Writes the run's seed and step with `write(2)`, restores the previous handler and raises the signal again,
/// so that handler (the Swift runtime's backtracer, or the default) sees it as soon as this one returns.
private func pageControlTrapHandler(_ signal: Int32) {
    if TrapReporter.isRunning {
        var text: [UInt8] = Array("\nPageControl invariant run stopped by a signal: seed=0x".utf8)
        TrapReporter.appendHex(TrapReporter.seed, to: &text)
        text += Array(" step=".utf8)
        TrapReporter.appendDecimal(TrapReporter.step, to: &text)
        text += Array(" (replay: PAGECONTROL_PROPERTY_SEED=0x".utf8)
        TrapReporter.appendHex(TrapReporter.seed, to: &text)
        text += Array(")\n".utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    if let saved = TrapReporter.previous, let index = TrapReporter.signals.firstIndex(of: signal) {
        sigaction(signal, saved + index, nil)
    }
    raise(signal)  // Delivered on return, so a signal sent with kill(2) is not swallowed either.
}
