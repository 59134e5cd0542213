#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import UIKit

    extension DynamicTypeScale.Category {
        /// The category of a UIKit content size category, such as
        /// `traitCollection.preferredContentSizeCategory`. `.unspecified` and unknown categories count as
        /// `.large`, the system default.
        public init(_ category: UIContentSizeCategory) {
            let order: [UIContentSizeCategory] = [
                .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge,
            ]
            self.init(systemOrderIndex: order.firstIndex(of: category))
        }
    }

    extension UIColor {
        /// The UIKit colour of a page-control colour (sRGB components, straight alpha).
        ///
        /// ```swift
        /// pageControl.currentPageIndicatorTintColor = UIColor(DesignSystem.shared.colors.background.brand)
        /// ```
        public convenience init(_ color: PageControlCore.Color) {
            self.init(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }
    }
#endif
