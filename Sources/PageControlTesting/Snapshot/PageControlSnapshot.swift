import Foundation
import PageControlCore
import PageControlRendering

/// Pictures of a control to compare in tests: as text, as SVG and as PNG, and the comparison with a
/// reference file beside the test.
///
/// ``text(of:)`` is the picture to start with: a few lines that read in a diff.
///
/// ```
/// ○ ○ ● ○ ○
/// Page 3 of 5
/// ```
public enum PageControlSnapshot {
    /// The control as plain text: the row as a terminal draws it with colour off, then its spoken value, then
    /// a line for each of the label, the scrub preview and the pages' states, each only when it shows.
    ///
    /// ```
    /// ○ ● ○ ○ ○ ○ ○ ○ ○ ·
    /// Page 2 of 12
    /// label: 2 / 12
    /// preview: 6 / 12
    /// state: 1 completed, 3 visited
    /// ```
    ///
    /// **The row**, as `ANSIRenderer` lays it on terminal cells (a dot in every second cell, lines and segments
    /// a blank cell apart, right to left where the row runs right to left), with these glyphs:
    /// - `●` the current page's dot (and the ends of a moving mark); `○` another page's dot; `·` a dot shrunk
    ///   below half size at a scrolled end.
    /// - `━` a filled cell of a longer shape: a timer's fill, a moving mark between two dots, the moving line of
    ///   `IndicatorPresentation.lines`, a filled story segment; `─` an empty one: a timer's pill,
    ///   a line, an empty segment.
    /// - `•` a badge with no count, after its dot; `¹²³…⁹⁺` a badge's count in superscript digits ("●³", "○⁹⁹⁺").
    /// - A page's number or text in place of its dot (with page numbers, "1  2  3"), and "3 / 12" for
    ///   `IndicatorPresentation.numeric`.
    ///
    /// A vertical row is written on one line, its dots in screen order (top to bottom) one space apart, and its
    /// label after them. Spaces at the ends of the line are left out.
    ///
    /// **The value**: the control's `accessibilityElement.value` ("Page 3 of 5, completed, 2 new"), or an
    /// empty line with no pages.
    ///
    /// **Further lines**, in this order and only when they apply:
    /// - `label: <text>`, the overflow label ("7 / 120") when `OverflowStyle` shows one.
    /// - `preview: <text>`, the scrub preview's text while it shows.
    /// - `state: <page> <state>, …`, the 1-based pages in the window with a state other than normal and the
    ///   state's name, in page order.
    ///
    /// This format is stable: a change to it is recorded in the package's CHANGELOG. It does not depend on the
    /// `ANSIRenderer`'s defaults: the glyphs are fixed here.
    ///
    /// A control with empty bounds lays out no dots: give it a size first (a ``PageControlDriver`` gives it its
    /// intrinsic content size).
    @MainActor
    public static func text(of control: PageControl) -> String {
        let list = DisplayList(control.frame())
        let output = renderer.render(list)
        let row =
            list.layout.direction.isVertical
            ? output.text.split(separator: "\n").map { trimmingSpaces($0) }.joined(separator: " ")
            : trimmingSpaces(Substring(output.text))
        var lines = [row, list.frame.accessibilityElement.value ?? ""]
        if list.layout.presentation != .numeric, let label = list.label {
            lines.append("label: \(label.text)")
        }
        if let preview = list.preview { lines.append("preview: \(preview.text)") }
        let states = list.layout.compactMap { dot -> String? in
            let state = list.frame.states[dot.page]
            return state == .normal ? nil : "\(dot.page + 1) \(state.name)"
        }
        if !states.isEmpty { lines.append("state: " + states.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` without the spaces at its ends.
    static func trimmingSpaces(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The terminal renderer the text picture uses, with its glyphs fixed, colour off and no preview (it has a
    /// line of its own).
    static let renderer: ANSIRenderer = {
        var renderer = ANSIRenderer(
            currentGlyph: "●", glyph: "○", smallGlyph: "·", pillFilledGlyph: "━", pillEmptyGlyph: "─",
            colorMode: .none, badgeGlyph: "•")
        renderer.drawsPreview = false
        return renderer
    }()

    /// The control drawn in a format, as the bytes of its file.
    @MainActor
    public static func data(of control: PageControl, as format: SnapshotFormat) -> [UInt8] {
        switch format {
        case .text: return Array(text(of: control).utf8)
        case .svg: return Array(SVGRenderer(scale: 1).render(control.frame()).utf8)
        case .png(let scale):
            let usable = scale.isFinite && scale > 0 ? scale : 1
            do {
                return try PNGRenderer(scale: usable).render(control.frame())
            } catch {
                // The control is too large to draw: the message stands in the file and the comparison reports it.
                return Array("PNG error: \(error)".utf8)
            }
        }
    }

    /// Compares the control, drawn in `format`, with its reference file `.snapshots/<test file>/<name>.<ext>`
    /// beside the test file at `filePath`, or records the reference: when it is missing, when `record` is
    /// true, or when the environment variable `PAGECONTROL_SNAPSHOTS` is `record`. With
    /// `PAGECONTROL_SNAPSHOTS=require` (for CI) nothing is recorded: a missing reference is a failure
    /// (``SnapshotOutcome/missing(path:actualPath:message:)``).
    ///
    /// This is what ``expectSnapshot(of:as:named:record:fileID:filePath:function:line:column:)-(PageControl,_,_,_,_,_,_,_,_)`` and
    /// ``assertSnapshot(of:as:named:record:file:function:line:)-(PageControl,_,_,_,_,_,_)`` do before they report the outcome; call it
    /// directly to check an outcome yourself (a test that expects a mismatch, say).
    ///
    /// - Parameters:
    ///   - control: The control.
    ///   - format: The picture: ``SnapshotFormat/text``, ``SnapshotFormat/svg`` or ``SnapshotFormat/png(scale:)``.
    ///   - name: The file's name without its extension. Characters other than letters, digits, `.`, `-`, `_`
    ///     and spaces become `-`.
    ///   - record: Whether to record the reference whatever it holds. The default is false. It fails under
    ///     `PAGECONTROL_SNAPSHOTS=require`.
    ///   - filePath: The test file's path. The default is the caller's (`#filePath`).
    /// - Returns: What the comparison found. On a mismatch, or a missing reference under
    ///   `PAGECONTROL_SNAPSHOTS=require`, `<name>.actual.<ext>` holds what was drawn; a match or a recording
    ///   removes an old one.
    /// - Precondition: `name` is not empty.
    @MainActor
    public static func verify(
        _ control: PageControl, as format: SnapshotFormat, named name: String, record: Bool = false,
        filePath: String = #filePath
    ) -> SnapshotOutcome {
        verify(
            control, as: format, named: name, record: record, filePath: filePath,
            environment: ProcessInfo.processInfo.environment)
    }

    /// ``verify(_:as:named:record:filePath:)`` with the environment variables that choose the mode
    /// (``SnapshotMode``) given, instead of the process's.
    @MainActor
    package static func verify(
        _ control: PageControl, as format: SnapshotFormat, named name: String, record: Bool = false,
        filePath: String = #filePath, environment: [String: String]
    ) -> SnapshotOutcome {
        let file = SnapshotFile(name: name, fileExtension: format.fileExtension, testFile: filePath)
        let data = data(of: control, as: format)
        switch format {
        case .text, .svg:
            return file.verify(
                data, record: record, environment: environment, difference: SnapshotFile.textDifference)
        case .png:
            return file.verify(
                data, record: record, environment: environment, difference: SnapshotFile.pixelDifference)
        }
    }

    /// The default name of a test's snapshot: the test function's name without its parameters ("onboarding()"
    /// gives "onboarding").
    static func defaultName(function: String) -> String {
        String(function.prefix { $0 != "(" })
    }
}
