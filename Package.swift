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
        .testTarget(
            name: "PageControlCoreTests", dependencies: ["PageControlCore", "PageControlTestSupport"],
            exclude: ["Layout/__Snapshots__"]),
        .testTarget(
            name: "PageControlRenderingTests",
            dependencies: ["PageControlRendering", "PageControlTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "PageControlDesignSystemTests", dependencies: ["PageControlDesignSystem"]),
        .testTarget(
            name: "PageControlTerminalTests", dependencies: ["PageControlTerminal", "PageControlTestSupport"],
            exclude: ["Demo/__Snapshots__"]),
        .testTarget(name: "PageControlCLITests", dependencies: ["PageControlCLI", "PageControlRendering"]),
    ],
    swiftLanguageModes: [.v6]
)
