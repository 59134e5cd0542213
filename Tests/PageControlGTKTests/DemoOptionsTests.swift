#if GTK
    import Foundation
    import PageControlCLI
    import PageControlCore
    import Testing

    @testable import pagecontrol_gtk

    /// `pagecontrol-gtk`'s command line: the same spelling as `pagecontrol`'s for the same idea, the old spellings
    /// refused with the new one named (newcomer's list, item 9), the help's paragraphs after its options, and the
    /// built program's `--version` and its one line without a display (item 24). No display needed.
    @Suite("pagecontrol-gtk's options")
    struct DemoOptionsTests {
        @Test("The shared spellings: --page and the lists counted from 1, --autoplay, --loop, --direction, --visited")
        func sharedSpellings() throws {
            let options = try DemoOptions([
                "--pages", "6", "--page", "3", "--autoplay", "2.5", "--loop", "--direction", "rtl", "--visited",
                "--state", "1=completed,6=attention", "--content", "2=number,4=badge:3",
            ])
            #expect(options.initialPage == 2)
            #expect(options.autoplay == 2.5)
            #expect(options.loops && options.marksVisited)
            #expect(options.direction == .rightToLeft)
            #expect(options.states.map(\.page) == [0, 5])
            #expect(options.states.map(\.state) == [.completed, .attention])
            #expect(options.contents.map(\.page) == [1, 3])
            #expect(options.contents.map(\.content) == [.number, .badge(3)])
        }

        @Test(
            "The old spellings are refused with the new one named, as pagecontrol's commands do",
            arguments: [
                (["--timer", "3"], "--timer is now --autoplay (see 'pagecontrol-gtk --help')"),
                (["--rtl"], "--rtl is now --direction rtl (see 'pagecontrol-gtk --help')"),
                (["--wrap"], "--wrap is now --loop (see 'pagecontrol-gtk --help')"),
                (["--current", "1"], "--current is now --page, counted from 1: --current 1 is --page 2"),
                (["--visted"], "unknown option '--visted'; did you mean --visited? (see 'pagecontrol-gtk --help')"),
                (["--page", "6"], "--page: '6' is out of range (at most 5)"),
                (["--state", "0=completed"], "--state: '0=completed' names page 0 (at least 1: pages count from 1)"),
                (["--effect", "scale:9"], "--effect: 'scale:9' is out of range (at most 3)"),
            ])
        func oldSpellings(arguments: [String], message: String) {
            #expect(throws: CLIError(message)) { try DemoOptions(arguments) }
        }

        @Test(
            "The built program refuses an old spelling on standard error with exit status 2 and writes nothing",
            arguments: [
                (["--timer", "3"], "--timer is now --autoplay (see 'pagecontrol-gtk --help')"),
                (["--current", "1"], "--current is now --page, counted from 1: --current 1 is --page 2"),
            ])
        func oldSpellingsBuilt(arguments: [String], message: String) throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let work = folder.appendingPathComponent("work")
            let home = folder.appendingPathComponent("home").path
            let run = try Self.run(
                arguments + ["--screenshot", "shot.png"], environment: ["PATH": "/usr/bin:/bin", "HOME": home], in: work
            )
            #expect(run.status == 2)
            #expect(run.error == "pagecontrol-gtk: \(message)\n")
            #expect(run.output.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
        }

        @Test("--theme alone shows the primary style; with --style default it warns")
        func themeAlone() throws {
            #expect(try DemoOptions(["--theme", "brand.json"]).style == "primary")
            #expect(try DemoOptions(["--theme", "brand.json"]).warnings.isEmpty)
            #expect(try DemoOptions([]).style == "default")
            let warned = try DemoOptions(["--theme", "brand.json", "--style", "default"])
            #expect(warned.style == "default")
            #expect(
                warned.warnings == [
                    "warning: --theme brand.json has no effect with --style default (the control's own colours); "
                        + "use --style primary or secondary"
                ])
        }

        @Test("The help lists every option together, then its paragraphs; it names each option the parser knows")
        func helpOrder() {
            let lines = DemoOptions.usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = lines.firstIndex(of: "OPTIONS:")! + 1
            let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
            let block = lines[start..<end]
            // Every line of the block is an option ("  --x") or its continuation (indented further).
            for line in block { #expect(line.hasPrefix("  -") || line.hasPrefix("                       "), "\(line)") }
            #expect(block.last == "  -h, --help             Show this text.")
            let paragraphs = lines[end...].joined(separator: "\n")
            #expect(paragraphs.contains("A slide show (--autoplay) pauses"))
            #expect(!paragraphs.contains("\n  --"))
            let named = Set(
                block.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.hasPrefix("--") })
            #expect(named == DemoOptions.valueOptions.union(DemoOptions.switchOptions))
        }

        /// The built `pagecontrol-gtk`, beside the test bundle.
        static let program: URL = {
            var folder = Bundle.main.bundleURL
            if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
            return folder.appendingPathComponent("pagecontrol-gtk")
        }()

        /// Runs the built program with `arguments` and `environment` in `folder`: its status, standard output and
        /// standard error.
        static func run(_ arguments: [String], environment: [String: String], in folder: URL) throws -> (
            status: Int32, output: String, error: String
        ) {
            let process = Process()
            process.executableURL = program
            process.arguments = arguments
            process.environment = environment
            process.currentDirectoryURL = folder
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            process.waitUntilExit()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            return (
                process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
            )
        }

        /// A new folder under the temporary folder (remove it when done), holding an empty `work` folder to run in
        /// and a `home` folder for GLib's caches.
        static func folder() throws -> URL {
            let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
                "pagecontrol-gtk-\(UUID().uuidString)")
            for name in ["work", "home"] {
                try FileManager.default.createDirectory(
                    at: url.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            return url
        }

        @Test(
            "Without a display the built program says so in one line and exits 2, writing no screenshot",
            arguments: [[:], ["DISPLAY": ":97"]] as [[String: String]])
        func noDisplay(display: [String: String]) throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let work = folder.appendingPathComponent("work")
            let home = folder.appendingPathComponent("home").path
            let environment = ["PATH": "/usr/bin:/bin", "HOME": home].merging(display) { $1 }
            let run = try Self.run(["--screenshot", "shot.png"], environment: environment, in: work)
            #expect(run.status == 2)
            #expect(
                run.error == "pagecontrol-gtk: no display; run under xvfb-run (or set DISPLAY or WAYLAND_DISPLAY)\n")
            #expect(run.output.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
        }

        @Test("The built program's --version names the release, as pagecontrol --version does; no display needed")
        func version() throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try Self.run(["--version"], environment: ["PATH": "/usr/bin:/bin"], in: folder)
            #expect(run.status == 0 && run.error.isEmpty)
            #expect(run.output == "pagecontrol-gtk \(PageControlCommand.version)\n")
        }
    }
#endif
