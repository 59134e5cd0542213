// swift-tools-version: 6.1
// An app's package as an adopter writes it: its onboarding screen's model uses PageControlKit, and its tests use
// PageControlTesting. It depends on PageControlKit by path (`../..`, this repository); an app would write
// `.package(url: "https://…/PageControlKit.git", from: "…")` instead.
import PackageDescription

let package = Package(
    name: "Onboarding",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "Onboarding", targets: ["Onboarding"])],
    dependencies: [.package(name: "PageControlKit", path: "../..")],
    targets: [
        .target(name: "Onboarding", dependencies: [.product(name: "PageControlCore", package: "PageControlKit")]),
        .testTarget(
            name: "OnboardingTests",
            dependencies: ["Onboarding", .product(name: "PageControlTesting", package: "PageControlKit")]),
    ],
    swiftLanguageModes: [.v6]
)
