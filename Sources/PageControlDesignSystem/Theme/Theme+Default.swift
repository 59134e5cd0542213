import PageControlCore

extension Theme {
    /// The built-in theme: a blue brand on white (light) and on near-black (dark).
    ///
    /// | Token | Light | Dark |
    /// |---|---|---|
    /// | `background.brand` | `#1A56DB` | `#1E429F` |
    /// | `onBackground.brand` | `#FFFFFF` | `#FFFFFF` |
    /// | `foreground.default` | `#111827` | `#F9FAFB` |
    /// | `foreground.brand` | `#1A56DB` | `#76A9FA` |
    /// | `foreground.subtle` | `#6B7280` | `#9CA3AF` |
    /// | `surface.primary` | `#FFFFFF` | `#111827` |
    ///
    /// Both page-control styles pass the 3:1 non-text contrast audit on their intended
    /// backgrounds in both appearances (current dot: 6.18:1 and 17.74:1 light, 8.99:1 and 16.98:1
    /// dark). Token files fall back to these values for the semantic tokens they do not define.
    ///
    /// It also has page-state colours, each at least 3:1 against the background it is meant for:
    ///
    /// | State | `state` light | `state` dark | `onBackground.state` light | `onBackground.state` dark |
    /// |---|---|---|---|---|
    /// | visited | `#111827B3` | `#F9FAFBB3` | `#FFFFFFA6` | `#FFFFFFA6` |
    /// | completed | `#057A55` | `#31C48D` | `#84E1BC` | `#84E1BC` |
    /// | attention | `#E02424` | `#F98080` | `#F8B4B4` | `#F8B4B4` |
    /// | unavailable | `#6B7280` | `#6B7280` | `#D1D5DB` | `#9CA3AF` |
    ///
    /// Visited is the trail the core draws (halfway between the two dot colours: the dot colour at
    /// 70 % on surfaces, 65 % on the brand fill); completed is green, attention red and unavailable a
    /// muted grey. Token files do not fall back to these: a file without state colours keeps the
    /// core's built-in state looks, which follow the file's own dot colours.
    public static let `default` = Theme(
        colors: Colors(
            background: .init(brand: rgb(0x1A, 0x56, 0xDB)),
            onBackground: .init(
                brand: rgb(0xFF, 0xFF, 0xFF),
                state: states(
                    visited: rgb(0xFF, 0xFF, 0xFF).withAlphaComponent(primaryVisitedAlpha),
                    completed: rgb(0x84, 0xE1, 0xBC), attention: rgb(0xF8, 0xB4, 0xB4),
                    unavailable: rgb(0xD1, 0xD5, 0xDB))
            ),
            foreground: .init(
                default: rgb(0x11, 0x18, 0x27),
                brand: rgb(0x1A, 0x56, 0xDB),
                subtle: rgb(0x6B, 0x72, 0x80)
            ),
            surface: .init(primary: rgb(0xFF, 0xFF, 0xFF)),
            state: states(
                visited: rgb(0x11, 0x18, 0x27).withAlphaComponent(secondaryVisitedAlpha),
                completed: rgb(0x05, 0x7A, 0x55), attention: rgb(0xE0, 0x24, 0x24),
                unavailable: rgb(0x6B, 0x72, 0x80))
        ),
        darkColors: Colors(
            background: .init(brand: rgb(0x1E, 0x42, 0x9F)),
            onBackground: .init(
                brand: rgb(0xFF, 0xFF, 0xFF),
                state: states(
                    visited: rgb(0xFF, 0xFF, 0xFF).withAlphaComponent(primaryVisitedAlpha),
                    completed: rgb(0x84, 0xE1, 0xBC), attention: rgb(0xF8, 0xB4, 0xB4),
                    unavailable: rgb(0x9C, 0xA3, 0xAF))
            ),
            foreground: .init(
                default: rgb(0xF9, 0xFA, 0xFB),
                brand: rgb(0x76, 0xA9, 0xFA),
                subtle: rgb(0x9C, 0xA3, 0xAF)
            ),
            surface: .init(primary: rgb(0x11, 0x18, 0x27)),
            state: states(
                visited: rgb(0xF9, 0xFA, 0xFB).withAlphaComponent(secondaryVisitedAlpha),
                completed: rgb(0x31, 0xC4, 0x8D), attention: rgb(0xF9, 0x80, 0x80),
                unavailable: rgb(0x6B, 0x72, 0x80))
        )
    )

    /// The built-in visited colour's opacity on the brand fill: halfway from the primary style's other
    /// dots (30 %) to its current dot (100 %), as the core's trail: 0.65.
    private static let primaryVisitedAlpha = (PageControlStyle.primaryPageIndicatorAlpha + 1) / 2
    /// The built-in visited colour's opacity on surfaces: halfway from 40 % to 100 %, 0.7.
    private static let secondaryVisitedAlpha = (PageControlStyle.secondaryPageIndicatorAlpha + 1) / 2

    /// The four built-in states' colours as a dictionary.
    private static func states(
        visited: Color, completed: Color, attention: Color, unavailable: Color
    ) -> [IndicatorState: Color] {
        [.visited: visited, .completed: completed, .attention: attention, .unavailable: unavailable]
    }

    /// An opaque colour from 8-bit components (avoids `try` in the static initialiser).
    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
