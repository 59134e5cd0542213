import Foundation
import PageControlCLI
import PageControlCore
import Testing

/// `pagecontrol render`'s options as a person meets them, through the built tool: the format and the output's
/// extension (newcomer's list, item 2), `--animate` outside SVG (3), numbers too large for a whole number (4), a
/// scale the layout would clamp (5), a language without strings (6), `--theme` without `--style` (8), and the
/// final newline (29). Every refusal is one line on standard error, exit status 2, and no file.
@Suite struct RenderOptionsTests {
    /// Runs `pagecontrol render` with `arguments` in a fresh folder and returns the run and the files left there.
    func render(_ arguments: [String]) throws -> (run: BuiltTool.Run, files: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(["render"] + arguments, in: folder.url)
        return (run, try folder.contents())
    }

    @Test(
        "An extension that names no format is refused unless --format names one",
        arguments: ["dots.jpg", "dots.JPEG", "dots.gif", "dots.webp", "out.d/dots.txt"])
    func unknownExtension(output: String) throws {
        let (run, files) = try render(["--output", output])
        let ext = String(output.split(separator: ".").last!)
        #expect(run.status == 2)
        #expect(
            run.error
                == "pagecontrol: --output: '\(output)' ends in .\(ext), which is not svg, png, ans or html; "
                + "name the format with --format svg, png, ansi or html\n")
        #expect(files.isEmpty)
    }

    @Test(
        "The extension chooses the format, in any case; a --format that agrees is fine",
        arguments: [
            (["--output", "dots.png"], "dots.png", [137, 80, 78, 71] as [UInt8]),
            (["--output", "DOTS.PNG"], "DOTS.PNG", [137, 80, 78, 71]),
            (["--output", "dots.svg", "--format", "svg"], "dots.svg", Array("<?xml".utf8)),
            (["--output", "dots.ans"], "dots.ans", Array("● ○".utf8)),
            (["--output", "dots.ansi", "--format", "ansi"], "dots.ansi", Array("● ○".utf8)),
            // No extension keeps the documented default, SVG (or --format's choice).
            (["--output", "dots"], "dots", Array("<?xml".utf8)),
            (["--output", "dots", "--format", "png"], "dots", [137, 80, 78, 71]),
            // Another extension with --format: the person named the format.
            (["--output", "dots.txt", "--format", "ansi"], "dots.txt", Array("● ○".utf8)),
        ])
    func formatFromExtension(arguments: [String], file: String, start: [UInt8]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BuiltTool.pagecontrol.run(["render"] + arguments, in: folder.url)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(try folder.contents() == [file])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path(file))))
        #expect(Array(bytes.prefix(start.count)) == start)
    }

    @Test(
        "A --format that contradicts the extension is refused, naming both",
        arguments: [
            (
                ["--output", "dots.svg", "--format", "png"],
                "--format png does not match --output 'dots.svg', a .svg file"
            ),
            (
                ["--output", "dots.png", "--format", "ansi"],
                "--format ansi does not match --output 'dots.png', a .png file"
            ),
            (
                ["--output", "dots.ans", "--format", "svg"],
                "--format svg does not match --output 'dots.ans', a .ans file"
            ),
        ])
    func formatMismatch(arguments: [String], message: String) throws {
        let (run, files) = try render(arguments)
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: \(message); drop --format or change the extension\n")
        #expect(files.isEmpty)
    }

    @Test(
        "--animate needs SVG: a PNG or ANSI filmstrip with --animate is refused",
        arguments: [
            (["--format", "png"], "png"), (["--output", "strip.png"], "png"), (["--format", "ansi"], "ansi"),
        ])
    func animateNeedsSVG(arguments: [String], format: String) throws {
        let (run, files) = try render(["--filmstrip", "5", "--animate", "1"] + arguments)
        #expect(run.status == 2)
        #expect(
            run.error == "pagecontrol: --animate needs SVG output (an .svg --output or --format svg), not \(format)\n")
        #expect(run.output.isEmpty && files.isEmpty)
    }

    @Test("--animate with SVG still plays the filmstrip")
    func animateSVG() throws {
        let (run, _) = try render(["--filmstrip", "4", "--animate", "1"])
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(run.text.contains("<animate attributeName=\"visibility\""))
    }

    @Test(
        "Numbers out of range say the bound they passed, also when too long for a whole number",
        arguments: [
            (
                ["--pages", "99999999999999999999999"],
                "--pages: '99999999999999999999999' is out of range (at most 1000000000)"
            ),
            (
                ["--pages", "-99999999999999999999999"],
                "--pages: '-99999999999999999999999' is out of range (at least 0)"
            ),
            (["--pages", "1000000001"], "--pages: '1000000001' is out of range (at most 1000000000)"),
            (["--pages", "-1"], "--pages: '-1' is out of range (at least 0)"),
            (["--page", "99999999999999999999"], "--page: '99999999999999999999' is out of range (at most 5)"),
            (["--page", "6"], "--page: '6' is out of range (at most 5)"),
            (["--page", "0"], "--page: '0' is out of range (at least 1)"),
            (["--scale", "1e999"], "--scale: '1e999' is out of range (at most 16)"),
            (["--scale", "0"], "--scale: '0' is out of range (at least 0.1)"),
            (["--filmstrip", "1"], "--filmstrip: '1' is out of range (at least 2)"),
            (["--pages", "5x"], "--pages: '5x' is not a whole number"),
            (["--scale", "inf"], "--scale: 'inf' is not a number"),
        ])
    func ranges(arguments: [String], message: String) throws {
        let (run, files) = try render(arguments + ["--output", "dots.svg"])
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: \(message)\n")
        #expect(files.isEmpty)
    }

    @Test(
        "A scale the layout would clamp is refused with the range it draws",
        arguments: [
            ("scale:-1", "at least 0.25"), ("scale:0.2", "at least 0.25"), ("scale:1e9", "at most 3"),
            ("scale:3.01", "at most 3"),
        ])
    func effectScale(effect: String, bound: String) throws {
        let (run, files) = try render(["--effect", effect, "--output", "dots.png"])
        #expect(run.status == 2)
        #expect(run.error == "pagecontrol: --effect: '\(effect)' is out of range (\(bound))\n")
        #expect(files.isEmpty)
    }

    @Test("The scales --effect takes are the ones the layout draws as given: 0.25 and 3 are kept, beyond is clamped")
    func effectScaleRangeIsTheLayouts() throws {
        let range = RenderOptions.scaleRange
        #expect(IndicatorEffect.scale(range.lowerBound).scaleFactor == range.lowerBound)
        #expect(IndicatorEffect.scale(range.upperBound).scaleFactor == range.upperBound)
        #expect(IndicatorEffect.scale(range.lowerBound.nextDown).scaleFactor == range.lowerBound)
        #expect(IndicatorEffect.scale(range.upperBound.nextUp).scaleFactor == range.upperBound)
        let (run, _) = try render(["--effect", "scale:3", "--pages", "3"])
        #expect(run.status == 0 && run.error.isEmpty)
    }

    @Test(
        "A language without strings warns, names the languages there are, and draws in English",
        arguments: ["xx", "", "da", "fi-FI"])
    func unknownLanguage(tag: String) throws {
        let (run, files) = try render(["--language", tag, "--pages", "12", "--page", "3", "--output", "dots.svg"])
        #expect(run.status == 0)
        let languages = PageControlStrings.supportedLanguages.joined(separator: ", ")
        #expect(
            run.error
                == "pagecontrol: warning: --language '\(tag)' has no strings; using English (en). Languages: \(languages)\n"
        )
        #expect(PageControlStrings.supportedLanguages.count == 26)
        #expect(files == ["dots.svg"])
    }

    @Test(
        "A language with strings, or a regional form of one, says nothing",
        arguments: ["ru", "pt-BR", "en-GB", "zh_TW"])
    func knownLanguage(tag: String) throws {
        let (run, _) = try render(["--language", tag])
        #expect(run.status == 0 && run.error.isEmpty)
    }

    @Test("--theme alone draws the theme's primary style, as --style primary does")
    func themeAlone() throws {
        let theme = Self.repository.appendingPathComponent("Examples/tokens/brand.tokens.json").path
        let (alone, _) = try render(["--theme", theme, "--pages", "4"])
        let (primary, _) = try render(["--theme", theme, "--style", "primary", "--pages", "4"])
        let (plain, _) = try render(["--pages", "4"])
        #expect(alone.status == 0 && alone.error.isEmpty)
        #expect(alone.output == primary.output)
        #expect(alone.output != plain.output)
    }

    @Test("--theme with --style default warns that the control's own colours take nothing from it")
    func themeWithDefaultStyle() throws {
        let theme = Self.repository.appendingPathComponent("Examples/tokens/brand.tokens.json").path
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: theme, toPath: folder.path("brand.json"))
        let run = try BuiltTool.pagecontrol.run(
            ["render", "--theme", "brand.json", "--style", "default", "--pages", "4"], in: folder.url)
        let (plain, _) = try render(["--pages", "4"])
        #expect(run.status == 0)
        #expect(
            run.error
                == "pagecontrol: warning: --theme brand.json has no effect with --style default (the control's own "
                + "colours); use --style primary or secondary\n")
        #expect(run.output == plain.output)
    }

    @Test(
        "Every SVG the command writes ends with a newline, so the prompt starts on a line of its own",
        arguments: [
            [], ["--filmstrip", "3"], ["--filmstrip", "3", "--animate", "1"], ["--pages", "0"],
            ["--scrub-preview", "2"],
        ])
    func svgEndsWithNewline(arguments: [String]) throws {
        let (run, _) = try render(arguments)
        #expect(run.status == 0)
        #expect(run.text.hasSuffix("</svg>\n"))
    }

    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
