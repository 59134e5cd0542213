import Foundation
import PageControlCore
import PageControlRendering
import Testing

/// README's first Swift sample is the body of a test here, line for line, so the code a newcomer copies first
/// builds and does what its comments say.
@MainActor
@Suite struct ReadmeSampleTests {
    @Test("README's first sample builds and runs: a tap, a scroll, an SVG and a display list")
    func firstSample() {
        // README: begin
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.addAction(for: .valueChanged) { control in
            print(control.accessibilityElement.value ?? "")  // "Page 2 of 5"
        }
        control.handleTap(at: Point(x: 300, y: 18))  // a tap after the current dot: one page forward

        // Follow a scroll view between pages; never sends .valueChanged.
        let paging = PagingGeometry(pageLength: 320, numberOfPages: 5)
        control.position = paging.fractionalPage(forContentOffset: 480)  // 1.5

        let svg = SVGRenderer(scale: 2).render(control.frame())  // or PNGRenderer, ANSIRenderer
        let list = DisplayList(control.frame())  // what every renderer draws: one frame value in, primitives out
        // README: end
        #expect(paging.fractionalPage(forContentOffset: 480) == 1.5)
        #expect(control.position == 1.5 && control.currentPage == 2)
        #expect(svg.contains("<svg") && svg.contains("width=\"640\"") && svg.contains("aria-label=\"Page 3 of 5\""))
        #expect(list.count == 5)  // a primitive per dot
    }

    @Test("The test above holds README's first Swift sample, after its imports, line for line")
    func sameAsReadme() throws {
        let root = DocumentationTests.root
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first)
            .components(separatedBy: "```")[0]
        let sample = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .drop { $0.hasPrefix("import ") || $0.isEmpty }
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let body = source.components(separatedBy: "// README: begin\n")[1]
            .components(separatedBy: "        // README: end")[0]
        // The test's lines are indented by 8 spaces; blank lines are empty in both.
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.dropFirst(8)) }
        #expect(Array(sample) == lines)
    }
}
