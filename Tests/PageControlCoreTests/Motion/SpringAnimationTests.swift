import Testing

@testable import PageControlCore

@Suite struct SpringAnimationTests {
    @Test("The spring follows the critically damped formula exactly")
    func formula() {
        let spring = SpringAnimation(from: 0, target: 1, initialVelocity: 0, response: 0.15, startTime: nil)
        let omega = 2 * Double.pi / 0.15
        for t in [0.0, 0.01, 0.05, 0.1, 0.15, 0.3] {
            let expected = 1 - (1 + omega * t) * CoreMath.exp(-omega * t)
            #expect(abs(spring.state(afterElapsed: t).value - expected) < 1e-12)
        }
        #expect(spring.state(afterElapsed: 0).value == 0)
        // Critically damped: never overshoots.
        for i in 0...100 { #expect(spring.state(afterElapsed: Double(i) * 0.01).value <= 1) }
    }

    @Test(
        "exp matches known values to 1e-15 relative error",
        arguments: [
            (0.0, 1.0), (1.0, 2.718281828459045), (-1.0, 0.36787944117144233), (10.0, 22026.465794806718),
            (-20.0, 2.061153622438558e-09),
        ])
    func exp(x: Double, expected: Double) {
        #expect(abs(CoreMath.exp(x) - expected) / expected < 1e-15)
    }

    @Test("The spring settles and snaps to the target")
    func settles() {
        var spring = SpringAnimation(from: 2, target: 3, initialVelocity: 0, response: 0.15, startTime: nil)
        #expect(spring.advance(to: 100).value == 2)
        let mid = spring.advance(to: 100.075)
        #expect(mid.value > 2.8 && mid.value < 2.9 && !mid.settled)
        let end = spring.advance(to: 101)
        #expect(end.value == 3 && end.settled)
    }
}
