import PageControlCore
import Testing

@testable import PageControlHostSupport

@Suite struct DynamicTypeScaleSystemOrderTests {
    @Test(
        "The system's order maps to the categories, smallest first",
        arguments: [
            (0, DynamicTypeScale.Category.extraSmall), (3, .large), (5, .extraExtraLarge), (6, .extraExtraExtraLarge),
            (7, .accessibilityMedium), (11, .accessibilityExtraExtraExtraLarge),
        ])
    func order(index: Int, category: DynamicTypeScale.Category) {
        #expect(DynamicTypeScale.Category(systemOrderIndex: index) == category)
    }

    @Test("Unknown sizes and indices outside 0…11 count as large", arguments: [nil, -1, 12, 99] as [Int?])
    func unknown(index: Int?) {
        #expect(DynamicTypeScale.Category(systemOrderIndex: index) == .large)
    }
}
