import PageControlCore

extension Theme {
    /// One palette of semantic colours, grouped as the design-system pages name them:
    /// `colors.background.brand`, `colors.onBackground.brand`, `colors.foreground.default`,
    /// `colors.foreground.brand`, `colors.foreground.subtle` and `colors.surface.primary`.
    public struct Colors: Sendable, Hashable {
        /// Background fills.
        public var background: Background
        /// Content drawn on the background fills.
        public var onBackground: OnBackground
        /// Content (text, icons, indicators) on surfaces.
        public var foreground: Foreground
        /// Surfaces that content sits on.
        public var surface: Surface

        /// Creates a palette from its groups.
        public init(background: Background, onBackground: OnBackground, foreground: Foreground, surface: Surface) {
            self.background = background
            self.onBackground = onBackground
            self.foreground = foreground
            self.surface = surface
        }

        /// The colour of one semantic token, read or written by name.
        ///
        /// ```swift
        /// var colors = Theme.default.colors
        /// colors[.foregroundBrand] = .black
        /// ```
        public subscript(token: SemanticColorToken) -> Color {
            get {
                switch token {
                case .backgroundBrand: return background.brand
                case .onBackgroundBrand: return onBackground.brand
                case .foregroundDefault: return foreground.default
                case .foregroundBrand: return foreground.brand
                case .foregroundSubtle: return foreground.subtle
                case .surfacePrimary: return surface.primary
                }
            }
            set {
                switch token {
                case .backgroundBrand: background.brand = newValue
                case .onBackgroundBrand: onBackground.brand = newValue
                case .foregroundDefault: foreground.default = newValue
                case .foregroundBrand: foreground.brand = newValue
                case .foregroundSubtle: foreground.subtle = newValue
                case .surfacePrimary: surface.primary = newValue
                }
            }
        }
    }
}

extension Theme.Colors {
    /// Background fills: `colors.background.*`.
    public struct Background: Sendable, Hashable {
        /// The brand fill, such as a hero banner; the primary page control sits on it.
        public var brand: Color

        /// Creates the group.
        public init(brand: Color) {
            self.brand = brand
        }
    }

    /// Content on background fills: `colors.onBackground.*`.
    public struct OnBackground: Sendable, Hashable {
        /// Content on `background.brand`; the primary page control's dots.
        public var brand: Color

        /// Creates the group.
        public init(brand: Color) {
            self.brand = brand
        }
    }

    /// Content on surfaces: `colors.foreground.*`.
    public struct Foreground: Sendable, Hashable {
        /// Body content; the secondary page control's dots.
        public var `default`: Color
        /// Brand-coloured content, such as a highlighted current page.
        public var brand: Color
        /// De-emphasised content, such as unselected indicators.
        public var subtle: Color

        /// Creates the group.
        public init(default: Color, brand: Color, subtle: Color) {
            self.default = `default`
            self.brand = brand
            self.subtle = subtle
        }
    }

    /// Surfaces: `colors.surface.*`.
    public struct Surface: Sendable, Hashable {
        /// The main surface, such as a screen's background; the secondary page control sits on it.
        public var primary: Color

        /// Creates the group.
        public init(primary: Color) {
            self.primary = primary
        }
    }
}
