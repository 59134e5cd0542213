import Foundation
import Testing

/// `pagecontrol gallery` through the built tool: every caption counts pages from 1, as the control's value under
/// it does, and captions keep their distance from the pictures (newcomer's list, item 25).
@Suite struct GalleryCommandTests {
    /// Each card's caption and the value printed under it, from index.html.
    static func captions(in html: String) -> [(label: String, value: String)] {
        html.components(separatedBy: "<figcaption>").dropFirst().map { card in
            let caption = card.components(separatedBy: "</figcaption>")[0]
            let parts = caption.components(separatedBy: "<br><small>")
            let value = parts.count > 1 ? parts[1].components(separatedBy: " · ")[0] : ""
            return (parts[0], value.replacingOccurrences(of: "</small>", with: ""))
        }
    }

    @Test("Captions that name a page name the one the control shows, counted from 1, clear of their pictures")
    func oneBasedCaptions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(["gallery", "--output", "gallery"], in: folder.url)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let html = try String(contentsOfFile: folder.path("gallery/index.html"), encoding: .utf8)
        let captions = Self.captions(in: html)
        let expected: [(String, String)] = [
            ("1,000 pages, stepped to page 501: UIKit's window of 10 stops two dots from its end", "Page 501 of 1000"),
            ("30 pages, stepped to page 9 and back to 8: the row stands still (UIKit's edge rule)", "Page 8 of 30"),
            ("30 pages at page 16 with windowFollowing = .centered", "Page 16 of 30"),
            ("30 pages between pages 10 and 11: the window slides, one more dot shows", "Page 11 of 30"),
            ("Position 2.5: halfway between pages 3 and 4", "Page 4 of 5"),
            ("Direction rtl, page 2 of 5", "Page 2 of 5"),
            ("A looping row at the seam: halfway from page 6 of 6 back to page 1", "Page 1 of 6"),
            ("Two pages on screen, pages 3 and 4 of 8", "Pages 3 to 4 of 8"),
            ("Three on screen, sliding from pages 3 to 5 towards 4 to 6", "Pages 3 to 5 of 8"),
            ("Two on screen under the worm, halfway from pages 5 and 6 to 6 and 7", "Pages 6 to 7 of 8"),
            ("Scrubbing 200 pages: the preview over page 57", "Lisbon, page 57 of 200"),
            ("Step buttons, page 1 of 6: previous dimmed at the start", "Page 1 of 6"),
            ("Step buttons on a light page, page 3 of 6", "Page 3 of 6"),
            ("Step buttons right to left, page 6 of 6: next hidden at the end", "Page 6 of 6"),
            ("Step buttons on a vertical row, page 2 of 6", "Page 2 of 6"),
        ]
        for (label, value) in expected {
            let card = captions.first { $0.label == label }
            #expect(card?.value == value, "\(label)")
        }
        // The effects' filmstrips start at page 2 (currentPage 1), and no caption counts from 0 any more.
        #expect(html.contains("page 2 → 3 at f = 0"))
        for stale in ["stepped to page 500", "between 9 and 10", "page 1 → 2", "position 5.5 of 6"] {
            #expect(!html.contains(stale), "\(stale)")
        }
        // The step buttons' pictures: both buttons, or at an end where it is hidden only the other one.
        let rtl = try String(contentsOfFile: folder.path("gallery/step-buttons-rtl.svg"), encoding: .utf8)
        #expect(rtl.contains(#"data-step="previous""#) && !rtl.contains(#"data-step="next""#))
        let vertical = try String(contentsOfFile: folder.path("gallery/step-buttons-vertical.svg"), encoding: .utf8)
        #expect(vertical.contains(#"data-step="previous""#) && vertical.contains(#"data-step="next""#))
        // A caption under a tall picture no longer touches it.
        #expect(html.contains("figcaption { margin-top: 0.75rem; }"))
    }

}
