#if GTK
    // pagecontrol-gtk: the GTK 4 demo window, its screenshot and its benchmark. See DemoOptions.usage.
    import CAdwaita
    import CGtk
    import Foundation
    import PageControlCLI
    import PageControlCore
    import PageControlDesignSystem

    /// Writes one line on standard error, with the program's name before it.
    func complain(_ message: String) {
        FileHandle.standardError.write(Data("pagecontrol-gtk: \(message)\n".utf8))
    }

    let options: DemoOptions
    do {
        options = try DemoOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
        complain(error.message)
        exit(2)
    }
    if options.help {
        print(DemoOptions.usage)
        exit(0)
    }
    if options.version {
        print("pagecontrol-gtk \(PageControlCommand.version)")
        exit(0)
    }
    for warning in options.warnings { complain(warning) }

    if let path = options.themePath {
        do {
            try DesignSystem.shared.loadTheme(contentsOf: URL(fileURLWithPath: path))
        } catch {
            complain("--theme: \(error)")
            exit(2)
        }
    }
    let style = options.selectedStyle()

    // Without a display GTK would print a blank line and a warning, then exit 1: say what to do instead.
    guard gtk_init_check() != 0 else {
        complain(DemoWindow.noDisplayMessage)
        exit(2)
    }
    adw_init()
    if options.benchmark {
        exit(DemoBenchmark(options: options).run())
    }
    exit(DemoWindow(options: options, style: style).run())
#endif
