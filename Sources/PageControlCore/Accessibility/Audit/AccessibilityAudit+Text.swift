#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// A contrast ratio with two decimals, rounded down so that one under 3:1 never reads "3.00:1": "2.94:1".
        nonisolated static func ratio(_ value: Double) -> String {
            let hundredths = value.isFinite ? Int((Swift.min(Swift.max(value, 0), 1000) * 100).rounded(.down)) : 0
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
        }

        /// A size as "71 × 37 pt" (at most three decimals).
        nonisolated static func size(_ size: Size, unit: String) -> String {
            "\(PlainNumber.format(size.width)) × \(PlainNumber.format(size.height)) \(unit)"
        }

        /// A page as people count it: "page 3" for page 2.
        nonisolated static func pageName(_ page: Int) -> String { "page \(page == Int.max ? page : page + 1)" }

        /// A colour as "#RRGGBB", with "(seen as #RRGGBB)" when it is translucent on the background.
        func describe(_ color: Color) -> String {
            let seen = seen(color)
            return color.hexString == seen.hexString
                ? color.hexString : "\(color.hexString) (seen as \(seen.hexString))"
        }
    }
#endif
