#if canImport(SwiftUI)
    import PageControlCore
    import PageControlHostSupport
    import SwiftUI

    extension DynamicTypeScale.Category {
        /// The category of a SwiftUI Dynamic Type size, such as the `dynamicTypeSize` environment value.
        /// Unknown future sizes count as `.large`, the system default.
        public init(_ size: DynamicTypeSize) {
            let order: [DynamicTypeSize] = [
                .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
                .accessibility3, .accessibility4, .accessibility5,
            ]
            self.init(systemOrderIndex: order.firstIndex(of: size))
        }
    }
#endif
