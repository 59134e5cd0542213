import PageControlCore

extension DynamicTypeScale.Category {
    /// The category at `index` in the system's order of text sizes, smallest first (UIKit's
    /// `UIContentSizeCategory` from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`, SwiftUI's
    /// `DynamicTypeSize` from `.xSmall` to `.accessibility5`): 0 is `.extraSmall`, 3 `.large`, 11
    /// `.accessibilityExtraExtraExtraLarge`. Nil and indices outside 0…11 (`.unspecified`, sizes unknown to
    /// this version) count as `.large`, the system default.
    package init(systemOrderIndex index: Int?) {
        self = index.flatMap { Self(rawValue: $0) } ?? .large
    }
}
