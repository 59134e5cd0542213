// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PageControlKit",
    products: [
        .library(name: "PageControlCore", targets: ["PageControlCore"]),
        .library(name: "PageControlRendering", targets: ["PageControlRendering"]),
        .library(name: "PageControlDesignSystem", targets: ["PageControlDesignSystem"]),
        .executable(name: "pagecontrol", targets: ["pagecontrol"]),
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
        .executableTarget(name: "pagecontrol-stress", dependencies: ["PageControlCore", "PageControlTestSupport"]),
        .testTarget(
            name: "PageControlCoreTests", dependencies: ["PageControlCore", "PageControlTestSupport"],
            exclude: ["Layout/__Snapshots__"]),
        .testTarget(
            name: "PageControlRenderingTests",
            dependencies: ["PageControlRendering", "PageControlTestSupport", "CMallocCounter"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "PageControlDesignSystemTests", dependencies: ["PageControlDesignSystem"]),
        .testTarget(
            name: "PageControlTerminalTests", dependencies: ["PageControlTerminal", "PageControlTestSupport"],
            exclude: ["Demo/__Snapshots__"]),
        .testTarget(name: "PageControlCLITests", dependencies: ["PageControlCLI", "PageControlRendering"]),
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
    .target(name: "PageControlUIKit", dependencies: adapterDependencies),
    .target(name: "PageControlSwiftUI", dependencies: adapterDependencies),
]

// Linux desktop (opt-in): the GTK4 widget needs libgtk-4-dev and libadwaita-1-dev, so it is built only with
// PAGECONTROL_GTK=1 and `swift build` / `swift test` keep working on a machine without GTK.
if Context.environment["PAGECONTROL_GTK"] == "1" {
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
            name: "PageControlGTK", dependencies: ["PageControlCore", "PageControlRendering", "CGtk", "CAdwaita"]),
        .executableTarget(
            name: "pagecontrol-gtk",
            dependencies: ["PageControlGTK", "PageControlDesignSystem", "PageControlCore", "CGtk", "CAdwaita"]),
        .testTarget(
            name: "PageControlGTKTests",
            dependencies: [
                "PageControlGTK", "PageControlRendering", "PageControlCore", "PageControlTestSupport", "CGtk",
                "CAdwaita",
            ]),
    ]
}

// Fuzzing (opt-in): libFuzzer entry points, built with
// `PAGECONTROL_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product …`.
if Context.environment["PAGECONTROL_FUZZ"] == "1" {
    package.targets += [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzTokens", dependencies: ["FuzzDriver", "PageControlDesignSystem", "PageControlCore"]),
        .executableTarget(name: "FuzzArguments", dependencies: ["FuzzDriver", "PageControlCLI", "PageControlCore"]),
        .executableTarget(name: "FuzzColor", dependencies: ["FuzzDriver", "PageControlCore"]),
        .executableTarget(name: "FuzzTerminalInput", dependencies: ["FuzzDriver", "PageControlTerminal"]),
    ]
}
