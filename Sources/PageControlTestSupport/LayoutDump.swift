import PageControlCore

/// A stable text form of an ``IndicatorLayout`` for snapshot tests.
package enum LayoutDump {
    /// One line for the layout's window, then one line per visible indicator.
    package static func text(_ layout: IndicatorLayout) -> String {
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
    package static func number(_ value: Double) -> String { PlainNumber.format(value) }
}
