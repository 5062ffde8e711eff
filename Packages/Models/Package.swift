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
  name: "Models",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Models", targets: ["Models"]),
    .library(name: "EmbeddedCatalog", targets: ["EmbeddedCatalog"]),
    .library(name: "ModelsTestSupport", targets: ["ModelsTestSupport"]),
  ],
  targets: [
    // Photos, pages, articles and BlurHash: the values every layer above shares.
    .target(name: "Models", swiftSettings: upcomingFeatures),
    // The deterministic offline photo and news catalogs: no API key, no network.
    .target(name: "EmbeddedCatalog", dependencies: ["Models"], swiftSettings: upcomingFeatures),
    // For tests only: deterministic photo fixtures and a clock moved by hand.
    .target(name: "ModelsTestSupport", dependencies: ["Models"], swiftSettings: upcomingFeatures),
    .testTarget(name: "ModelsTests", dependencies: ["Models"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "EmbeddedCatalogTests", dependencies: ["EmbeddedCatalog", "Models"], swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
