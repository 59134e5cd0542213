/// One page of the terminal demo: a title and lines of text.
package struct DemoPage: Sendable, Hashable {
    /// The page's title, shown at the top of the card.
    package var title: String
    /// The body lines.
    package var lines: [String]

    /// Creates a page.
    package init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// Weather-style city cards, as in the Weather app that Apple's guide names; `count` of them, the
    /// cities repeating past twelve. Negative counts give none.
    package static func weatherCards(count: Int) -> [DemoPage] {
        let cities: [(String, Int, String, String)] = [
            ("Cupertino", 21, "Sunny", "☀"), ("London", 12, "Light rain", "☂"), ("Tokyo", 18, "Cloudy", "☁"),
            ("Moscow", -3, "Snow", "❄"), ("Sydney", 26, "Clear", "☀"), ("Cairo", 31, "Hot and dry", "☀"),
            ("Reykjavík", 4, "Windy", "≋"), ("São Paulo", 23, "Thunderstorms", "⚡"), ("Mumbai", 29, "Humid", "☁"),
            ("Toronto", 7, "Overcast", "☁"), ("Nairobi", 22, "Partly cloudy", "⛅"), ("Helsinki", 0, "Fog", "≡"),
        ]
        return (0..<max(count, 0)).map { i in
            let (city, temperature, condition, symbol) = cities[i % cities.count]
            let lap = i / cities.count
            let name = lap == 0 ? city : "\(city) \(lap + 1)"
            return DemoPage(
                title: name,
                lines: [
                    "", "      \(symbol)   \(temperature)°", "", "      \(condition)",
                    "      H:\(temperature + 4)°  L:\(temperature - 5)°", "",
                    "      Page \(i + 1): swipe with ←/→, or click the dots below.",
                ])
        }
    }
}
