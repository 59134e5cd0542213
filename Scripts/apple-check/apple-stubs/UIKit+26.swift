// What the Xcode 26 era's UIKit adds to UIKit.swift (the iOS 26 and tvOS 26 SDKs): Liquid Glass. Compiled into
// the UIKit stub only in that era, so that an Xcode 16.3 build, which has none of it, fails on any use outside
// `#if compiler(>=6.2)`. UIVisualEffect.h: `API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(visionos, watchos)`
// (tvOS 26 by inference).

#if !os(watchOS)

    /// https://developer.apple.com/documentation/uikit/uiglasseffect
    @available(iOS 26.0, tvOS 26.0, *)
    @available(visionOS, unavailable)
    @MainActor open class UIGlassEffect: UIVisualEffect {
        /// https://developer.apple.com/documentation/uikit/uiglasseffect/style-swift.enum
        public enum Style: Int, @unchecked Sendable {
            case regular = 0
            case clear = 1
        }
        /// https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:): `+effectWithStyle:`,
        /// with no default. `UIGlassEffect()` is NSObject's `init()`, inherited, not the regular style.
        public init(style: UIGlassEffect.Style) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor (`@NSCopying` in the SDK: a stub
        /// property is computed, and only a stored one may carry it)
        open var tintColor: UIColor? {
            get { fatalError() }
            set { fatalError() }
        }
    }

#endif
