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
  name: "NetworkLayer",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "NetworkLayer", targets: ["NetworkLayer"]),
    .library(name: "NetworkLayerTestSupport", targets: ["NetworkLayerTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // Photo and news clients: the embedded offline catalogs, and Unsplash and NewsAPI over URLSession
    // with retries, rate-limit awareness and an on-disk copy of the last good responses.
    .target(
      name: "NetworkLayer",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // For tests only: an in-memory photo service that pages, fails, holds and records like a real one.
    .target(
      name: "NetworkLayerTestSupport",
      dependencies: [
        "NetworkLayer",
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(name: "NetworkLayerTests", dependencies: ["NetworkLayer"], swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
