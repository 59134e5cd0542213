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
    /// dark). Token files fall back to these values for tokens they do not define.
    public static let `default` = Theme(
        colors: Colors(
            background: .init(brand: rgb(0x1A, 0x56, 0xDB)),
            onBackground: .init(brand: rgb(0xFF, 0xFF, 0xFF)),
            foreground: .init(
                default: rgb(0x11, 0x18, 0x27),
                brand: rgb(0x1A, 0x56, 0xDB),
                subtle: rgb(0x6B, 0x72, 0x80)
            ),
            surface: .init(primary: rgb(0xFF, 0xFF, 0xFF))
        ),
        darkColors: Colors(
            background: .init(brand: rgb(0x1E, 0x42, 0x9F)),
            onBackground: .init(brand: rgb(0xFF, 0xFF, 0xFF)),
            foreground: .init(
                default: rgb(0xF9, 0xFA, 0xFB),
                brand: rgb(0x76, 0xA9, 0xFA),
                subtle: rgb(0x9C, 0xA3, 0xAF)
            ),
            surface: .init(primary: rgb(0x11, 0x18, 0x27))
        )
    )

    /// An opaque colour from 8-bit components (avoids `try` in the static initialiser).
    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
