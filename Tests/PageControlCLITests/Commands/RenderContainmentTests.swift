import PageControlCLI
import Testing

/// The picture `render` draws holds everything in it: for every effect and presentation, at the first and the last
/// page and between, in every direction, with and without padding, every circle and rectangle of the SVG lies
/// inside its view box (issue #38: the scale effect's first and last dots were cut).
@MainActor
@Suite struct RenderContainmentTests {
    nonisolated static let effects = [
        "none", "worm", "thin-worm", "slide", "jump", "swap", "fill", "scale:1.4", "scale:3",
    ]

    /// The value of `name="…"` in one SVG element, as a number.
    func number(_ name: String, in element: Substring) -> Double? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let rest = element[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }

    /// The circles and rectangles of an SVG that reach outside its view box, described (a stroke counts half
    /// its width outside the outline it runs on).
    func escapes(_ svg: String) -> [String] {
        guard let box = svg.range(of: "viewBox=\"0 0 ") else { return ["no view box"] }
        let sizes = svg[box.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        guard sizes.count == 2 else { return ["no view box"] }
        let (width, height) = (sizes[0], sizes[1])
        var escapes: [String] = []
        for element in svg.split(separator: "<") {
            let stroke = (number("stroke-width", in: element) ?? 0) / 2
            let frame: (Double, Double, Double, Double)
            if element.hasPrefix("circle"), let x = number("cx", in: element), let y = number("cy", in: element),
                let r = number("r", in: element)
            {
                frame = (x - r - stroke, y - r - stroke, x + r + stroke, y + r + stroke)
            } else if element.hasPrefix("rect"), let x = number("x", in: element), let y = number("y", in: element),
                let w = number("width", in: element), let h = number("height", in: element)
            {
                frame = (x - stroke, y - stroke, x + w + stroke, y + h + stroke)
            } else {
                continue
            }
            let slack = 1e-6
            if frame.0 < -slack || frame.1 < -slack || frame.2 > width + slack || frame.3 > height + slack {
                escapes.append("\(element.prefix(80)) outside \(width)×\(height)")
            }
        }
        return escapes
    }

    @Test("Every effect and presentation stays inside the picture at both ends", arguments: effects)
    func contained(effect: String) {
        var failures: [String] = []
        for presentation in ["dots", "lines", "segments", "numeric"] {
            for direction in ["ltr", "rtl", "ttb"] {
                for background in ["automatic", "minimal"] {
                    for place in [
                        ["--page", "1"], ["--position", "0.5"], ["--position", "5.5"], ["--page", "7"],
                    ] {
                        let args =
                            [
                                "render", "--pages", "7", "--effect", effect, "--presentation", presentation,
                                "--direction", direction, "--background-style", background,
                            ] + place
                        let result = PageControlCommand.run(args, environment: [:])
                        guard result.status == 0 else {
                            failures.append("\(args): status \(result.status)")
                            continue
                        }
                        failures += escapes(String(decoding: result.output, as: UTF8.self)).map { "\(args): \($0)" }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) escapes: \(failures.prefix(3))")
    }

    @Test("With scale:1.5 the picture of 5 pages is 74.5 × 37 and the grown first dot touches its edge")
    func scalePicture() {
        let result = PageControlCommand.run(["render", "--effect", "scale:1.5"], environment: [:])
        let svg = String(decoding: result.output, as: UTF8.self)
        #expect(svg.contains("viewBox=\"0 0 74.5 37\""))
        #expect(svg.contains("<circle data-page=\"0\" cx=\"5.25\" cy=\"18.5\" r=\"5.25\""))
    }
}
