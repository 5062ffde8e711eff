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
  name: "SearchBenchmark",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/DataLayer"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // `make bench-search`: 100,000 saved articles, the store's full-text search against a LIKE scan.
    // A benchmark that prints numbers, never a test.
    .executableTarget(
      name: "search-benchmark",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The corpus is the same on every run and holds its queries' words as often as it says.
    .testTarget(
      name: "SearchBenchmarkTests",
      dependencies: [
        "search-benchmark", .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "Models", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
