// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "DetailFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "DetailFeature", targets: ["DetailFeature"])
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(path: "../NetworkLayer"),
    .package(path: "../DataLayer"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // One photo with its sections (header, details, and what other modules add), next/previous.
    .target(
      name: "DetailFeature",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "DetailFeatureTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "DetailFeature",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "CoreUITestSupport", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerTestSupport", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Golden screens, read and (with MOSAIC_UPDATE_GOLDENS=1) written by path.
      exclude: ["Goldens"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
