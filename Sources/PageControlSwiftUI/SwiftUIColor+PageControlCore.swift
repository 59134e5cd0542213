#if canImport(SwiftUI)
    import PageControlCore
    import SwiftUI

    extension SwiftUI.Color {
        /// The SwiftUI colour of a page-control colour (sRGB components, straight alpha).
        ///
        /// ```swift
        /// .background(Color(DesignSystem.shared.colors.background.brand))
        /// ```
        nonisolated public init(_ color: PageControlCore.Color) {
            self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }
#endif
