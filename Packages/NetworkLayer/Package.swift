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
    .library(name: "NetworkLayerLive", targets: ["NetworkLayerLive"]),
    .library(name: "NetworkLayerTestSupport", targets: ["NetworkLayerTestSupport"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // What features use: the photo and news client values, their errors, and the embedded offline
    // catalogs. No URLSession, no files, no logging, so features and their tests never link
    // FoundationNetworking.
    .target(
      name: "NetworkLayer",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // Unsplash and NewsAPI over URLSession with retries, rate-limit memory, saved answers and a
    // connectivity probe; only the App links it.
    .target(
      name: "NetworkLayerLive",
      dependencies: [
        "NetworkLayer",
        .product(name: "Core", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
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
    .testTarget(
      name: "NetworkLayerTests",
      dependencies: [
        "NetworkLayer",
        "NetworkLayerTestSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "NetworkLayerLiveTests",
      dependencies: [
        "NetworkLayer",
        "NetworkLayerLive",
        .product(name: "Core", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
