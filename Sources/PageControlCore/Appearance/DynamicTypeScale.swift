/// How much Dynamic Type grows the dots, as UIPageControl does: its dot follows the footnote text style and
/// stops growing at the extra-extra-large size.
///
/// The factor is the footnote point size at the (capped) category divided by the footnote size at the
/// default category, ``Category/large`` (13 pt). Hosts map their platform's size (`UIContentSizeCategory`,
/// SwiftUI's `DynamicTypeSize`) to a ``Category`` and scale the metrics with ``scaled(_:)``.
///
/// ```swift
/// let scale = DynamicTypeScale(category: .accessibilityLarge)
/// scale.effectiveCategory            // .extraExtraLarge (the cap)
/// scale.factor                       // 17 / 13 ≈ 1.308
/// control.metrics = scale.scaled(.classic)
/// ```
public struct DynamicTypeScale: Sendable, Hashable {
    /// A Dynamic Type size, from extra small to the largest accessibility size, in the order of
    /// `UIContentSizeCategory` and SwiftUI's `DynamicTypeSize`.
    public enum Category: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// Extra small (`xSmall`).
        case extraSmall
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large, the system default.
        case large
        /// Extra large (`xLarge`).
        case extraLarge
        /// Extra extra large (`xxLarge`), where UIPageControl's dot stops growing.
        case extraExtraLarge
        /// Extra extra extra large (`xxxLarge`), the largest size without Larger Accessibility Sizes.
        case extraExtraExtraLarge
        /// The first accessibility size (`AX1`).
        case accessibilityMedium
        /// The second accessibility size (`AX2`).
        case accessibilityLarge
        /// The third accessibility size (`AX3`).
        case accessibilityExtraLarge
        /// The fourth accessibility size (`AX4`).
        case accessibilityExtraExtraLarge
        /// The fifth and largest accessibility size (`AX5`).
        case accessibilityExtraExtraExtraLarge

        /// The footnote text style's point size at this category on iOS, from the Dynamic Type sizes table
        /// of Apple's Human Interface Guidelines: 12, 12, 12, 13, 15, 17, 19, then 23, 27, 33, 38 and 44 for
        /// the accessibility sizes.
        public var footnotePointSize: Double {
            switch self {
            case .extraSmall, .small, .medium: return 12
            case .large: return 13
            case .extraLarge: return 15
            case .extraExtraLarge: return 17
            case .extraExtraExtraLarge: return 19
            case .accessibilityMedium: return 23
            case .accessibilityLarge: return 27
            case .accessibilityExtraLarge: return 33
            case .accessibilityExtraExtraLarge: return 38
            case .accessibilityExtraExtraExtraLarge: return 44
            }
        }

        /// Whether `lhs` is a smaller size than `rhs`.
        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The largest category the dots follow by default: ``Category/extraExtraLarge``, as UIPageControl caps
    /// Dynamic Type for its dot.
    public static let defaultMaximumCategory = Category.extraExtraLarge

    /// The person's preferred size. The default is ``Category/large``.
    public var category: Category
    /// The largest size the dots grow to; larger preferences count as this one. The default is
    /// ``defaultMaximumCategory``.
    public var maximumCategory: Category

    /// Creates a scale.
    ///
    /// - Parameters:
    ///   - category: The preferred size. The default is ``Category/large``, for which the factor is 1.
    ///   - maximumCategory: The cap. The default is ``defaultMaximumCategory`` (extra extra large).
    public init(category: Category = .large, maximumCategory: Category = DynamicTypeScale.defaultMaximumCategory) {
        self.category = category
        self.maximumCategory = maximumCategory
    }

    /// The category that counts: ``category`` limited to ``maximumCategory``.
    public var effectiveCategory: Category { min(category, maximumCategory) }

    /// The factor to multiply lengths by: the footnote size at ``effectiveCategory`` over 13 pt.
    ///
    /// 12/13 for the three smallest sizes, 1 at ``Category/large``, 17/13 at the default cap.
    public var factor: Double { effectiveCategory.footnotePointSize / Category.large.footnotePointSize }

    /// `metrics` with every length multiplied by ``factor``; unchanged when the factor is 1.
    public func scaled(_ metrics: IndicatorMetrics) -> IndicatorMetrics {
        factor == 1 ? metrics : metrics.scaled(by: factor)
    }
}
