import PageControlCore

extension Theme {
    /// One palette of semantic colours, grouped as the design-system pages name them:
    /// `colors.background.brand`, `colors.onBackground.brand`, `colors.foreground.default`,
    /// `colors.foreground.brand`, `colors.foreground.subtle` and `colors.surface.primary`, plus the
    /// optional page-state colours `colors.state.*` and `colors.onBackground.state.*`.
    public struct Colors: Sendable, Hashable {
        /// Background fills.
        public var background: Background
        /// Content drawn on the background fills.
        public var onBackground: OnBackground
        /// Content (text, icons, indicators) on surfaces.
        public var foreground: Foreground
        /// Surfaces that content sits on.
        public var surface: Surface
        /// The colours of dots in page states (`IndicatorState`) on surfaces, `colors.state.*`: one per
        /// state, such as `state[.completed]` for `colors.state.completed`, or `state[.custom("bookmarked")]`
        /// for `colors.state.bookmarked`. Both page-control styles use them (the primary style prefers
        /// ``OnBackground/state``).
        ///
        /// The default is empty: a state without a colour keeps the core's built-in look
        /// (`IndicatorStateStyle.defaultStyle(for:diameter:)`). A colour for `IndicatorState.normal`
        /// is ignored.
        public var state: [IndicatorState: Color]
        /// The colour of badges on the dots (`IndicatorContent.badge(_:)`), `pageControl.badge` (and
        /// `dark.pageControl.badge`); both page-control styles use it. The default, nil, keeps the core's
        /// red (`PageControlAppearance.defaultBadgeColor`).
        public var badge: Color? = nil

        /// Creates a palette from its groups, without state colours (every state keeps the core's
        /// built-in look).
        public init(background: Background, onBackground: OnBackground, foreground: Foreground, surface: Surface) {
            self.init(
                background: background, onBackground: onBackground, foreground: foreground, surface: surface, state: [:]
            )
        }

        /// Creates a palette from its groups and its page-state colours on surfaces.
        ///
        /// - Parameters:
        ///   - background: Background fills.
        ///   - onBackground: Content on the background fills.
        ///   - foreground: Content on surfaces.
        ///   - surface: Surfaces.
        ///   - state: Page-state colours on surfaces, `colors.state.*`; empty for the core's built-in looks.
        public init(
            background: Background, onBackground: OnBackground, foreground: Foreground, surface: Surface,
            state: [IndicatorState: Color]
        ) {
            self.background = background
            self.onBackground = onBackground
            self.foreground = foreground
            self.surface = surface
            self.state = state
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
        /// The colours of dots in page states on `background.brand`, `colors.onBackground.state.*`: the
        /// primary page control uses them before ``Theme/Colors/state``, because a colour that stands out
        /// on a light surface rarely does on a saturated brand fill.
        ///
        /// The default is empty: the primary style then takes ``Theme/Colors/state``, and a state in
        /// neither keeps the core's built-in look. A colour for `IndicatorState.normal` is ignored.
        public var state: [IndicatorState: Color]

        /// Creates the group without state colours.
        public init(brand: Color) {
            self.init(brand: brand, state: [:])
        }

        /// Creates the group with page-state colours on the brand fill.
        ///
        /// - Parameters:
        ///   - brand: Content on `background.brand`.
        ///   - state: Page-state colours on `background.brand`, `colors.onBackground.state.*`; empty for
        ///     none (the primary style then takes ``Theme/Colors/state``).
        public init(brand: Color, state: [IndicatorState: Color]) {
            self.brand = brand
            self.state = state
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
