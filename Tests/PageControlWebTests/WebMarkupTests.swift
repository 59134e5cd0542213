import Foundation
import PageControlCore
import Testing

@testable import PageControlWeb

/// The server's first frame: the element with its declarative shadow root, written from the same numbers as the
/// browser's module, each number spelled as JavaScript spells it.
@MainActor
@Suite struct WebMarkupTests {
    @Test(
        "Numbers are written as JavaScript's String(number) writes them",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (7, "7"), (55.5, "55.5"), (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"),
            (-2.5, "-2.5"), (100, "100"), (1e21, "1e+21"), (1e20, "100000000000000000000"),
            (1.2345678901234568e20, "123456789012345680000"), (1e-7, "1e-7"), (1.5e-7, "1.5e-7"),
            (0.000001, "0.000001"), (2.5e-6, "0.0000025"), (0.45, "0.45"), (1_000_000_000, "1000000000"),
            (-1e-9, "-1e-9"), (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
        ])
    func javaScriptNumbers(value: Double, text: String) {
        #expect(WebMarkup.number(value) == text)
    }

    @Test("The style sheet is the one page-control.js exports as STYLE")
    func styleIsTheGlues() throws {
        let root = URLPath.repository(from: #filePath)
        let glue = try String(contentsOfFile: root + "/Web/page-control.js", encoding: .utf8)
        let start = try #require(glue.range(of: "export const STYLE = `"))
        let end = try #require(glue[start.upperBound...].range(of: "`;"))
        #expect(String(glue[start.upperBound..<end.lowerBound]) == WebMarkup.style)
    }

    @Test(
        "The glue reads the frame with the module's strides",
        arguments: [
            ("HEADER", WebFrame.headerCount), ("TAB", WebFrame.tabStride), ("PRIMITIVE", WebFrame.primitiveStride),
        ])
    func gluesStrides(name: String, count: Int) throws {
        let root = URLPath.repository(from: #filePath)
        let glue = try String(contentsOfFile: root + "/Web/page-control.js", encoding: .utf8)
        #expect(glue.contains("\nconst \(name) = \(count);"))
    }

    @Test("The glue lists the effects and presentations in the core's order: the module takes a name as its place")
    func gluesNames() throws {
        let root = URLPath.repository(from: #filePath)
        let glue = try String(contentsOfFile: root + "/Web/page-control.js", encoding: .utf8)
        let effects = IndicatorEffect.all.map { effect in
            if case .scale = effect { "scale" } else { effect.name }
        }
        let presentations = IndicatorPresentation.allCases.map(\.name)
        func list(_ names: [String]) -> String { "[" + names.map { "'\($0)'" }.joined(separator: ", ") + "];" }
        #expect(glue.contains("\nconst EFFECTS = " + list(effects)))
        #expect(glue.contains("\nconst PRESENTATIONS = " + list(presentations)))
    }

    @Test(
        "An effect's code and scale are the effect the page names",
        arguments: [
            (0, Double.nan, IndicatorEffect.none), (2, .nan, .thinWorm), (6, 2, .fill), (7, .nan, .scale(1.5)),
            (7, 1.25, .scale(1.25)), (7, 9, .scale(9)),
        ])
    func effectCodes(code: Int, scale: Double, effect: IndicatorEffect) {
        #expect(WebControl.effect(code: code, scale: scale) == effect)
    }

    @Test("A code outside the core's lists names nothing", arguments: [-1, 8, 1_000])
    func unknownCodes(code: Int) {
        #expect(WebControl.effect(code: code, scale: .nan) == nil)
        #expect(WebControl.presentation(code: code) == nil)
    }

    @Test("An element of 8 pages on the third: its attributes, drawing, named tabs and live region")
    func element() throws {
        var options = WebMarkup.Options(pages: 8, current: 2)
        options.effect = "worm"
        options.language = "fr"
        let html = try #require(WebMarkup.element(options))
        #expect(html.hasPrefix("<page-control pages=\"8\" current=\"2\" effect=\"worm\" lang=\"fr\">"))
        #expect(html.contains("<template shadowrootmode=\"open\"><style>" + WebMarkup.style + "</style>"))
        #expect(html.hasSuffix("</template></page-control>"))
        #expect(html.components(separatedBy: "<button ").count - 1 == 8)
        #expect(html.contains("aria-label=\"Page 3 sur 8\"></button>"))
        #expect(html.contains("aria-selected=\"true\" tabindex=\"0\" aria-label=\"Page 3 sur 8\""))
        #expect(html.components(separatedBy: "tabindex=\"-1\"").count - 1 == 7)
        #expect(html.contains("role=\"tablist\" aria-orientation=\"horizontal\" aria-label=\"Indicateur de page\""))
        // Eight dots and the worm's mark, drawn in the text colour the server assumes (black on white).
        #expect(html.components(separatedBy: "<div style=\"transform: translate(").count - 1 == 9)
        #expect(html.contains("part=\"mark current\""))
        // In two drawings, as the element keeps them: the dots under the mark, the mark alone in the upper one.
        let drawings = html.components(separatedBy: "<div class=\"drawing\" part=\"drawing\" aria-hidden=\"true\"")
        #expect(drawings.count == 3)
        #expect(drawings[1].components(separatedBy: "part=\"dot").count - 1 == 8)
        #expect(!drawings[1].contains("part=\"mark"))
        #expect(drawings[2].components(separatedBy: "<div style=").count - 1 == 1)
        #expect(drawings[2].contains("part=\"mark current\""))
        #expect(html.contains("px; opacity: 0.45;\""))
        #expect(!html.contains("color: rgb"))
        #expect(html.contains("<div class=\"live\" aria-live=\"polite\"></div>"))
    }

    @Test("An endless feed: the more-pages attribute, tabs of an unknown set size, the open end drawn")
    func morePages() throws {
        var options = WebMarkup.Options(pages: 20, current: 19)
        options.hasMorePages = true
        let html = try #require(WebMarkup.element(options))
        #expect(html.hasPrefix("<page-control pages=\"20\" current=\"19\" more-pages>"))
        #expect(!html.contains("aria-setsize=\"20\""))
        // Ten slots: eight pages' tabs and the open end's two, which have no tab.
        #expect(html.components(separatedBy: "aria-setsize=\"-1\"").count - 1 == 8)
        #expect(html.contains("aria-label=\"Page 20 of at least 20\""))
        #expect(html.contains("part=\"open-end\""))
    }

    @Test("Colours, sizes and a vertical right-to-left-free row become attributes and custom properties")
    func attributes() throws {
        var options = WebMarkup.Options(pages: 4)
        options.vertical = true
        options.maximumVisible = 0
        options.loops = true
        options.currentColor = Color(red: 29 / 255, green: 78 / 255, blue: 216 / 255)
        options.otherColor = Color(white: 0.5, alpha: 0.5)
        options.diameter = 10
        let html = try #require(WebMarkup.element(options))
        #expect(
            html.hasPrefix(
                "<page-control pages=\"4\" current=\"0\" orientation=\"vertical\" max-visible=\"0\" loop"
                    + " style=\"--page-control-color:rgb(128 128 128 / 0.5);--page-control-current-color:#1d4ed8;"
                    + "--page-control-dot-size:10\">"))
        #expect(html.contains("color: rgb(29, 78, 216);"))
        #expect(html.contains("aria-orientation=\"vertical\""))
    }

    @Test("A number is a slider with the core's value; an unknown name writes nothing")
    func sliderAndRefusals() throws {
        var options = WebMarkup.Options(pages: 12, current: 6)
        options.presentation = "numeric"
        let html = try #require(WebMarkup.element(options))
        #expect(html.contains("role=\"slider\""))
        #expect(html.contains("aria-valuetext=\"Page 7 of 12\" aria-valuemax=\"12\" aria-valuenow=\"7\""))
        #expect(html.contains(">7 / 12</text>"))
        #expect(!html.contains("<button"))
        options.presentation = "bars"
        #expect(WebMarkup.element(options) == nil)
        options.presentation = nil
        options.effect = "wobble"
        #expect(WebMarkup.element(options) == nil)
    }
}

/// The repository's root, from a source file's path.
enum URLPath {
    static func repository(from file: String) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.last, last != "Tests" { parts.removeLast() }
        parts.removeLast()
        return parts.joined(separator: "/")
    }
}
