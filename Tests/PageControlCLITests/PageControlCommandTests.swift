import Foundation
import PageControlCLI
import Testing

@MainActor
@Suite struct PageControlCommandTests {
    func run(_ args: [String], env: [String: String] = [:]) -> PageControlCommand.Result {
        PageControlCommand.run(args, environment: env)
    }

    func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "pagecontrol-tests-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("render writes an SVG of 5 classic pages at 71×37 to standard output")
    func renderSVG() {
        let result = run(["render", "--pages", "5", "--page", "3"])
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(text.contains("width=\"71\" height=\"37\" viewBox=\"0 0 71 37\""))
        #expect(text.contains("<title>Page 3 of 5</title>"))
    }

    @Test("The format follows the output file's extension, and the file is complete")
    func formatFromExtension() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/dots.png"
        #expect(run(["render", "--pages", "5", "--scale", "2", "--output", path]).status == 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(4)) == [137, 80, 78, 71])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["dots.png"])
    }

    @Test("ANSI output respects NO_COLOR")
    func ansi() {
        let result = run(["render", "--pages", "3", "--page", "2", "--format", "ansi"], env: ["NO_COLOR": "1"])
        #expect(String(decoding: result.output, as: UTF8.self) == "○ ● ○\n")
    }

    @Test(
        "Bad input gives one line naming the option and value, status 2",
        arguments: [
            (["render", "--pages", "-3"], "pagecontrol: --pages: '-3' is out of range (at least 0)\n"),
            (["render", "--pages", "five"], "pagecontrol: --pages: 'five' is not a whole number\n"),
            (["render", "--pages"], "pagecontrol: --pages needs a value\n"),
            (
                ["render", "--bogus"],
                "pagecontrol: unknown option '--bogus' for 'render' (see 'pagecontrol render --help')\n"
            ),
            (
                ["render", "--color", "#12"],
                "pagecontrol: --color: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA\n"
            ),
            (["render", "--format", "gif"], "pagecontrol: --format: 'gif' is not one of svg, png, ansi, html\n"),
            (["render", "--scale", "0"], "pagecontrol: --scale: '0' is out of range (at least 0.1)\n"),
            (["fly"], "pagecontrol: unknown subcommand 'fly' (expected render, gallery, audit, css, demo)\n"),
            (["render", "extra"], "pagecontrol: unexpected argument 'extra' for 'render'\n"),
        ])
    func badInput(args: [String], message: String) {
        let result = run(args)
        #expect(result.status == 2)
        #expect(result.error == message)
        #expect(result.output.isEmpty)
    }

    @Test("A missing output folder is an error and leaves no file")
    func missingFolder() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = run(["render", "--output", folder + "/nope/dots.svg"])
        #expect(result.status == 2)
        #expect(
            result.error
                == "pagecontrol: cannot write '\(folder)/nope/dots.svg': the folder '\(folder)/nope' does not exist\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("Writing follows a symbolic link, keeps a file's permissions, and writes through /dev/null")
    func specialTargets() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/dots.svg"
        #expect(FileManager.default.createFile(atPath: file, contents: Data(), attributes: [.posixPermissions: 0o600]))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.svg", withDestinationPath: file)
        #expect(run(["render", "--pages", "4", "--output", folder + "/link.svg"]).status == 0)
        let link = try FileManager.default.attributesOfItem(atPath: folder + "/link.svg")
        #expect(link[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Page 1 of 4"))
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(run(["render", "--pages", "4", "--output", "/dev/null"]).status == 0)
        let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(null[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test("gallery writes index.html with an SVG and a PNG per state, and each effect's filmstrips")
    func gallery() throws {
        let folder = temporaryFolder() + "/gallery"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let result = run(["gallery", "--output", folder])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.contains("index.html"))
        let states = files.filter { !$0.hasPrefix("effect-") && !$0.hasPrefix("seam-") }
        #expect(states.filter { $0.hasSuffix(".svg") }.count == states.filter { $0.hasSuffix(".png") }.count)
        // Eight effects: four direction filmstrips and an animation in SVG, a left-to-right filmstrip in PNG.
        let effects = files.filter { $0.hasPrefix("effect-") }
        #expect(effects.filter { $0.hasSuffix(".svg") }.count == 40)
        #expect(effects.filter { $0.hasSuffix(".png") }.count == 8)
        #expect(files.contains("effect-worm-animated.svg") && files.contains("effect-scale-1.5-btt.svg"))
        #expect(files.filter { $0.hasSuffix(".png") }.count >= 12)
        #expect(!files.contains { $0.hasSuffix(".tmp") })
        let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(html.contains("seed-004.png") && html.contains("direction-rtl.svg"))
        // The seam crossings: worm, slide and none, five pages both ways (and PNG) and ten of thirty.
        let seams = files.filter { $0.hasPrefix("seam-") }
        #expect(seams.filter { $0.hasSuffix(".svg") }.count == 9 && seams.filter { $0.hasSuffix(".png") }.count == 3)
        #expect(html.contains("seam-worm-5-ltr.png") && html.contains("seam-none-30-ltr.svg"))
        // At f = ¼, ½ and ¾ the slide's mark is two pieces, one at each end of the row: six rectangles.
        let slide = try String(contentsOfFile: folder + "/seam-slide-5-ltr.svg", encoding: .utf8)
        #expect(slide.components(separatedBy: "<rect data-page").count - 1 == 6)
    }

    @Test("render --effect and --filmstrip draw an effect's frames; bad values exit 2")
    func effects() throws {
        let strip = run([
            "render", "--effect", "worm", "--position", "1", "--filmstrip", "3", "--format", "ansi", "--no-color",
        ])
        #expect(strip.status == 0)
        #expect(String(decoding: strip.output, as: UTF8.self) == "○ ● ○ ○ ○\n○ ●━● ○ ○\n○ ○ ● ○ ○\n")
        let animated = run(["render", "--effect", "scale:2", "--filmstrip", "4", "--animate", "1"])
        #expect(animated.status == 0)
        #expect(String(decoding: animated.output, as: UTF8.self).contains("<animate attributeName=\"visibility\""))
        #expect(run(["render", "--effect", "wiggle"]).status == 2)
        #expect(run(["render", "--filmstrip", "1"]).status == 2)
        #expect(run(["render", "--animate", "2"]).status == 2)
    }

    @Test("audit prints the ratios and exits 1 when the style fails")
    func audit() {
        let pass = run(["audit", "--style", "primary"])
        #expect(pass.status == 0)
        #expect(String(decoding: pass.output, as: UTF8.self).contains("6.18:1"))
        let fail = run(["audit", "--style", "primary", "--background", "#FFFFFF"])
        #expect(fail.status == 1)
        let badTheme = run(["audit", "--theme", "Examples/tokens/broken-cycle.tokens.json"])
        #expect(badTheme.status == 2)
        #expect(badTheme.error.hasPrefix("pagecontrol: --theme: Examples/tokens/broken-cycle.tokens.json: 2 problems"))
    }

    @Test("render takes styles and shapes")
    func styledRender() {
        let result = run([
            "render", "--pages", "3", "--style", "secondary", "--shape", "ring", "--current-shape", "capsule",
        ])
        let svg = String(decoding: result.output, as: UTF8.self)
        #expect(result.status == 0)
        #expect(svg.contains("fill=\"none\" stroke=\"#111827\""))
        #expect(svg.contains("rx=\"3.5\""))
    }

    @Test(
        "Every subcommand has help",
        arguments: [["--help"], ["render", "--help"], ["gallery", "-h"], ["css", "--help"], []])
    func help(args: [String]) {
        let result = run(args)
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self).contains("USAGE: pagecontrol"))
    }
}

@MainActor
@Suite struct PageControlVersionTests {
    @Test("--version prints the release, which is the newest one in CHANGELOG.md")
    func version() throws {
        let result = PageControlCommand.run(["--version"], environment: [:])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(String(decoding: result.output, as: UTF8.self) == "pagecontrol \(PageControlCommand.version)\n")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.contains("Unreleased") }
        #expect(released?.hasPrefix("## \(PageControlCommand.version) ") == true)
    }

    @Test("--version takes no argument")
    func versionArguments() {
        let result = PageControlCommand.run(["--version", "x"], environment: [:])
        #expect(result.status == 2)
        #expect(result.error == "pagecontrol: unexpected argument 'x' for '--version'\n")
    }
}
