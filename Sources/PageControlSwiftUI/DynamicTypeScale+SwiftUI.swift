#if canImport(SwiftUI)
    import PageControlCore
    import SwiftUI

    extension DynamicTypeScale.Category {
        /// The category of a SwiftUI Dynamic Type size, such as the `dynamicTypeSize` environment value.
        /// Unknown future sizes count as `.large`, the system default.
        public init(_ size: DynamicTypeSize) {
            switch size {
            case .xSmall: self = .extraSmall
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            case .xLarge: self = .extraLarge
            case .xxLarge: self = .extraExtraLarge
            case .xxxLarge: self = .extraExtraExtraLarge
            case .accessibility1: self = .accessibilityMedium
            case .accessibility2: self = .accessibilityLarge
            case .accessibility3: self = .accessibilityExtraLarge
            case .accessibility4: self = .accessibilityExtraExtraLarge
            case .accessibility5: self = .accessibilityExtraExtraExtraLarge
            @unknown default: self = .large
            }
        }
    }
#endif
