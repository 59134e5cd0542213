import PageControlCore
import Testing

@Suite struct DynamicTypeScaleTests {
    typealias Category = DynamicTypeScale.Category

    /// The footnote size each category counts as once capped at extra extra large, in category order.
    static let cappedFootnoteSizes: [Double] = [12, 12, 12, 13, 15, 17, 17, 17, 17, 17, 17, 17]

    @Test("Each category follows the footnote size, capped at extra extra large", arguments: Category.allCases)
    func cappedFactor(category: Category) {
        let size = Self.cappedFootnoteSizes[category.rawValue]
        #expect(DynamicTypeScale(category: category).factor == size / 13)
    }

    @Test("The footnote sizes are Apple's table: 12 12 12 13 15 17 19 23 27 33 38 44")
    func footnoteTable() {
        #expect(Category.allCases.map(\.footnotePointSize) == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
    }

    @Test("The default is large with the extra-extra-large cap, a factor of exactly 1")
    func defaults() {
        let scale = DynamicTypeScale()
        #expect(scale.category == .large)
        #expect(scale.maximumCategory == .extraExtraLarge)
        #expect(DynamicTypeScale.defaultMaximumCategory == .extraExtraLarge)
        #expect(scale.factor == 1)
        #expect(scale.scaled(.classic) == .classic)
    }

    @Test("The effective category is the preference limited to the cap")
    func effectiveCategory() {
        #expect(DynamicTypeScale(category: .accessibilityLarge).effectiveCategory == .extraExtraLarge)
        #expect(DynamicTypeScale(category: .small).effectiveCategory == .small)
        let uncapped = DynamicTypeScale(
            category: .accessibilityExtraExtraExtraLarge, maximumCategory: .accessibilityExtraExtraExtraLarge)
        #expect(uncapped.factor == 44.0 / 13)
        #expect(DynamicTypeScale(category: .extraExtraLarge, maximumCategory: .small).factor == 12.0 / 13)
    }

    @Test("Categories are ordered from smallest to largest")
    func ordering() {
        #expect(Category.allCases == Category.allCases.sorted())
        #expect(Category.extraExtraLarge < .accessibilityMedium)
        #expect(!(Category.large < .large))
    }

    @Test("Scaling multiplies every metric by the factor")
    func scaledMetrics() {
        let metrics = DynamicTypeScale(category: .extraExtraLarge).scaled(.classic)
        #expect(metrics.diameter == 7 * (17.0 / 13))
        #expect(metrics.spacing == 9 * (17.0 / 13))
        #expect(metrics.minimumHeight == 37 * (17.0 / 13))
    }
}
