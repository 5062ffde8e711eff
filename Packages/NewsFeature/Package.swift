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
  name: "NewsFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "NewsFeature", targets: ["NewsFeature"])
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(path: "../NetworkLayer"),
    .package(path: "../DataLayer"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // The business-news reader: feeds, saved articles with full-text search, online search with history,
    // sharing and opening, watching for new headlines, and the product's settings.
    .target(
      name: "NewsFeature",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        // The reader's page model and its fetcher's interface; the live fetcher is the App's.
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "NewsFeatureTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "NewsFeature",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "CoreUITestSupport", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerTestSupport", package: "NetworkLayer"),
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
