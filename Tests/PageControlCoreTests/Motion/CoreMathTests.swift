import Testing

@testable import PageControlCore

@Suite("CoreMath's rounding to an index")
struct CoreMathTests {
    @Test(
        "the nearest index rounds halves up and stays within 0…upper",
        arguments: [
            (0.0, 10, 0), (0.49999999999999994, 10, 0), (0.5, 10, 1), (1.5, 10, 2), (2.4999999999999996, 10, 2),
            (2.5, 10, 3), (9.4, 10, 9), (9.5, 10, 10), (9.999, 10, 10), (10.0, 10, 10), (1e300, 10, 10),
            (-0.4, 10, 0), (-7.0, 10, 0), (.nan, 10, 0), (.infinity, 10, 10), (-.infinity, 10, 0), (3.7, 0, 0),
            (3.7, -4, 0), (4_503_599_627_370_495.0, 4_503_599_627_370_496, 4_503_599_627_370_495),
            (4_503_599_627_370_495.5, 4_503_599_627_370_496, 4_503_599_627_370_496),
            (2_251_799_813_685_247.5, 4_503_599_627_370_496, 2_251_799_813_685_248),
            (9_007_199_254_740_991.0, Int.max, 9_007_199_254_740_991), (1e19, Int.max, Int.max),
        ])
    func nearestIndex(value: Double, upper: Int, expected: Int) {
        #expect(CoreMath.nearestIndex(value, upper: upper) == expected)
    }

    @Test("the nearest index agrees with the standard library's rounding on a sweep of fractions")
    func nearestIndexSweep() {
        var mismatches = 0
        for step in 0...40_000 {
            let value = Double(step) / 1_000 + (step % 7 == 0 ? 0.000_5 : 0)
            let expected = min(Int(value.rounded()), 37)
            if CoreMath.nearestIndex(value, upper: 37) != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
