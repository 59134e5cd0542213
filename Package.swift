// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PageControlKit",
    products: [
        .library(name: "PageControlCore", targets: ["PageControlCore"])
    ],
    targets: [
        .target(name: "PageControlCore"),
        .target(name: "PageControlTestSupport", dependencies: ["PageControlCore"]),
        .testTarget(
            name: "PageControlCoreTests", dependencies: ["PageControlCore", "PageControlTestSupport"],
            exclude: ["Layout/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
