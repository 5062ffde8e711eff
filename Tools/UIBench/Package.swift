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
  name: "UIBench",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/Core"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/NetworkLayer"),
    .package(path: "../../Packages/DataLayer"),
    .package(path: "../../Packages/GalleryFeature"),
  ],
  targets: [
    // `make bench-ui`: the cost of a frame of the gallery grid, the bytes a selection move writes, and the
    // time from a key to its frame. Numbers, not tests.
    .executableTarget(
      name: "mosaic-bench-ui",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "CoreUITestSupport", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The benchmark's services draw every picture of the grid it times.
    .testTarget(
      name: "UIBenchTests",
      dependencies: [
        "mosaic-bench-ui",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
