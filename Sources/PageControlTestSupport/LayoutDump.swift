import PageControlCore

/// A stable text form of an ``IndicatorLayout`` for snapshot tests.
public enum LayoutDump {
    /// One line for the layout's window, then one line per visible indicator.
    public static func text(_ layout: IndicatorLayout) -> String {
        var lines = [
            "pages=\(layout.numberOfPages) position=\(number(layout.position)) direction=\(layout.direction)"
                + " visible=\(layout.visibleCount) window=\(number(layout.windowStart)) count=\(layout.count)"
        ]
        for indicator in layout {
            let f = indicator.frame
            lines.append(
                "page \(indicator.page): x=\(number(f.minX)) y=\(number(f.minY)) w=\(number(f.width))"
                    + " h=\(number(f.height)) scale=\(number(indicator.scale)) emphasis=\(number(indicator.emphasis))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number with at most three decimals and no trailing zeros ("-0" becomes "0").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let scaled = (value * 1000).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        let whole = (magnitude / 1000).rounded(.down)
        var fraction = Int(magnitude - whole * 1000)
        var text = String(Int(whole))
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return negative ? "-" + text : text
    }
}
