#if GTK
    // pagecontrol-gtk: the GTK 4 demo window, its screenshot and its benchmark. See DemoOptions.usage.
    import CAdwaita
    import CGtk
    import Foundation
    import PageControlCore
    import PageControlDesignSystem

    let options: DemoOptions
    do {
        options = try DemoOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("pagecontrol-gtk: \(error)\n".utf8))
        exit(2)
    }
    if options.help {
        print(DemoOptions.usage)
        exit(0)
    }

    if let path = options.themePath {
        do {
            try DesignSystem.shared.loadTheme(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("pagecontrol-gtk: --theme: \(error)\n".utf8))
            exit(2)
        }
    }
    let style = options.selectedStyle()

    adw_init()
    if options.benchmark {
        exit(DemoBenchmark(options: options).run())
    }
    exit(DemoWindow(options: options, style: style).run())
#endif
