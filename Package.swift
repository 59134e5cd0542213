// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PageControlKit",
    // The Apple adapters' minimums: PageControlView needs iOS 16 (UIPageControl.Direction's era), the
    // SwiftUI indicator iOS 16, macOS 13, watchOS 9 (Layout, Canvas in a TimelineView); tvOS has the UIKit
    // view only; visionOS runs the iOS adapters. Linux has no minimum.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PageControlCore", targets: ["PageControlCore"]),
        .library(name: "PageControlRendering", targets: ["PageControlRendering"]),
        .library(name: "PageControlDesignSystem", targets: ["PageControlDesignSystem"]),
        .library(name: "PageControlTerminal", targets: ["PageControlTerminal"]),
        .library(name: "PageControlTesting", targets: ["PageControlTesting"]),
        .executable(name: "pagecontrol", targets: ["pagecontrol"]),
    ],
    traits: [
        .trait(
            name: "GTK", description: "The GTK 4 widget, its demo and tests (needs libgtk-4-dev, libadwaita-1-dev)."),
        .trait(name: "Fuzzing", description: "The libFuzzer targets (build them with -sanitize=fuzzer)."),
    ],
    targets: [
        .target(name: "PageControlCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "PageControlRendering", dependencies: ["PageControlCore", "CZlib"]),
        .target(name: "PageControlDesignSystem", dependencies: ["PageControlCore"]),
        .target(
            name: "PageControlCLI",
            dependencies: [
                "PageControlCore", "PageControlRendering", "PageControlDesignSystem", "PageControlTerminal",
            ]),
        .target(name: "PageControlTerminal", dependencies: ["PageControlCore", "PageControlRendering"]),
        .executableTarget(name: "pagecontrol", dependencies: ["PageControlCLI"]),
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "pagecontrol-bench",
            dependencies: ["PageControlCore", "PageControlRendering", "CMallocCounter"]),
        .target(name: "PageControlTestSupport", dependencies: ["PageControlCore"]),
        // The adopters' testing kit: a driver, a text picture and snapshot expectations for Swift Testing and XCTest.
        .target(name: "PageControlTesting", dependencies: ["PageControlCore", "PageControlRendering"]),
        .executableTarget(name: "pagecontrol-stress", dependencies: ["PageControlCore", "PageControlTestSupport"]),
        .testTarget(
            name: "PageControlCoreTests",
            dependencies: ["PageControlCore", "PageControlTestSupport", "PageControlTesting"],
            exclude: ["Layout/__Snapshots__"]),
        .testTarget(
            name: "PageControlRenderingTests",
            dependencies: ["PageControlRendering", "PageControlTestSupport", "PageControlTesting", "CMallocCounter"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "PageControlDesignSystemTests", dependencies: ["PageControlDesignSystem"]),
        .testTarget(
            name: "PageControlTerminalTests",
            dependencies: ["PageControlTerminal", "PageControlTestSupport", "PageControlTesting"],
            exclude: ["Demo/__Snapshots__"]),
        .testTarget(
            name: "PageControlTestingTests",
            dependencies: ["PageControlTesting", "PageControlCore", "PageControlRendering"],
            exclude: ["Integration/__Snapshots__"]),
        // The `<page-control>` element's WebAssembly exports (Scripts/build-web.sh builds them with Embedded Swift
        // from these same sources; the C runtime shim in shim/ is for that build only).
        .target(name: "PageControlWeb", dependencies: ["PageControlCore", "PageControlRendering"], exclude: ["shim"]),
        .testTarget(
            name: "PageControlWebTests", dependencies: ["PageControlWeb", "PageControlCore", "PageControlRendering"]),
        // The CLI tests run the built `pagecontrol` as a person does (Tests/PageControlCLITests/Support/BuiltTool.swift).
        .testTarget(
            name: "PageControlCLITests",
            dependencies: ["PageControlCLI", "PageControlRendering", "PageControlDesignSystem", "pagecontrol"]),
    ],
    swiftLanguageModes: [.v6]
)

// Apple platforms: thin UIKit and SwiftUI adapters. Every file is wrapped whole in `#if canImport(…)`, so these
// targets build (empty) on Linux too.
package.products += [
    .library(name: "PageControlUIKit", targets: ["PageControlUIKit"]),
    .library(name: "PageControlSwiftUI", targets: ["PageControlSwiftUI"]),
]
let adapterDependencies: [Target.Dependency] = ["PageControlCore", "PageControlRendering", "PageControlDesignSystem"]
package.targets += [
    // What both adapters decide (which host inputs reach the control, the platter, the scrub preview, the frame
    // clock, key presses, the scroll view's maths), platform-free so that Linux compiles and tests it.
    .target(name: "PageControlHostSupport", dependencies: adapterDependencies),
    .target(name: "PageControlUIKit", dependencies: adapterDependencies + ["PageControlHostSupport"]),
    .target(name: "PageControlSwiftUI", dependencies: adapterDependencies + ["PageControlHostSupport"]),
    .testTarget(
        name: "PageControlHostSupportTests",
        dependencies: ["PageControlHostSupport", "PageControlCore", "PageControlRendering"]),
    // The indicator's platform-free rules (when it dresses its control, its model's bookkeeping), tested on Linux.
    .testTarget(
        name: "PageControlSwiftUITests",
        dependencies: ["PageControlSwiftUI", "PageControlHostSupport", "PageControlDesignSystem"]),
]

// Linux desktop: the GTK 4 widget needs libgtk-4-dev and libadwaita-1-dev, so it is behind the `GTK` trait. Without
// the trait its targets build empty (every file is wrapped in `#if GTK`) and need nothing but the toolchain; a
// downstream package turns it on with `.package(path: …, traits: ["GTK"])`, this one with `--traits GTK`.
let gtk: TargetDependencyCondition? = .when(traits: ["GTK"])
package.products += [
    .library(name: "PageControlGTK", targets: ["PageControlGTK"]),
    .executable(name: "pagecontrol-gtk", targets: ["pagecontrol-gtk"]),
]
package.targets += [
    // One system library per pkg-config name: SwiftPM looks up `<pkgConfig>.pc` literally.
    .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(
        name: "CAdwaita", path: "Sources/CGtk/CAdwaita", pkgConfig: "libadwaita-1",
        providers: [.apt(["libadwaita-1-dev"])]),
    .target(
        name: "PageControlGTK",
        dependencies: [
            "PageControlCore", "PageControlRendering", .target(name: "CGtk", condition: gtk),
            .target(name: "CAdwaita", condition: gtk),
        ]),
    // Its command line is read by PageControlCLI's parser, so that it spells every option as `pagecontrol` does.
    .executableTarget(
        name: "pagecontrol-gtk",
        dependencies: [
            "PageControlGTK", "PageControlDesignSystem", "PageControlCore", "PageControlCLI",
            .target(name: "CGtk", condition: gtk), .target(name: "CAdwaita", condition: gtk),
        ]),
    .testTarget(
        name: "PageControlGTKTests",
        dependencies: [
            "PageControlGTK", "PageControlRendering", "PageControlCore", "PageControlTestSupport", "PageControlTesting",
            // The demo too: its window is drawn with each --presentation and --content as parsed, and the built
            // pagecontrol-gtk is run as a person runs it (its version, its line without a display).
            "pagecontrol-gtk", "PageControlCLI", .target(name: "CGtk", condition: gtk),
            .target(name: "CAdwaita", condition: gtk),
        ]),
]

// Fuzzing: libFuzzer entry points behind the `Fuzzing` trait (each file wrapped in `#if Fuzzing`, so the targets
// are empty programs without it), built with
// `swift build -c release --traits Fuzzing -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product …`.
let fuzzing: TargetDependencyCondition? = .when(traits: ["Fuzzing"])
package.targets += [
    .target(name: "FuzzDriver"),
    .executableTarget(
        name: "FuzzTokens",
        dependencies: [.target(name: "FuzzDriver", condition: fuzzing), "PageControlDesignSystem", "PageControlCore"]),
    .executableTarget(
        name: "FuzzArguments",
        dependencies: [.target(name: "FuzzDriver", condition: fuzzing), "PageControlCLI", "PageControlCore"]),
    .executableTarget(
        name: "FuzzColor", dependencies: [.target(name: "FuzzDriver", condition: fuzzing), "PageControlCore"]),
    .executableTarget(
        name: "FuzzTerminalInput",
        dependencies: [.target(name: "FuzzDriver", condition: fuzzing), "PageControlTerminal"]),
]
