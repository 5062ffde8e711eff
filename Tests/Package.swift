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
  name: "Tests",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "image-benchmark", targets: ["ImageBenchmark"])
  ],
  dependencies: [
    .package(path: "../Packages/Core"),
    .package(path: "../Packages/Models"),
    .package(path: "../Packages/NetworkLayer"),
    .package(path: "../Packages/DataLayer"),
    .package(path: "../Packages/GalleryFeature"),
    .package(path: "../Packages/DetailFeature"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The end-to-end tests read the image cache's index (pictures up to 64 KiB are rows of it) as another process
    // would; the same GRDB the DataLayer package builds.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // `make bench-images`: the image pipeline against the mock, the memory-hit path and grid drawing, printed.
    .executableTarget(
      name: "ImageBenchmark",
      dependencies: [
        "MosaicTestSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // Starting and driving the built `mosaic` and `mosaic-mock-api` binaries in a private sandbox; programs start
    // through CoreTestSupport's one spawn helper.
    .target(
      name: "MosaicTestSupport", dependencies: [.product(name: "CoreTestSupport", package: "Core")],
      swiftSettings: upcomingFeatures),
    // Packages working together: real modules composed by the registry, the real URLSession clients
    // against the mock API server on loopback.
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "MosaicTestSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
        .product(name: "ArticleExtractionLive", package: "NetworkLayer"),
        .product(name: "NetworkLayerTestSupport", package: "NetworkLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The built `mosaic` binary, run as a user would: stdout, stderr, exit codes, files on disk.
    // Models and the embedded catalogs only to know what the offline catalog holds and an article's short id;
    // Core's picture decoders and libpng only to read back what `--graphics sixel|kitty|iterm2` printed.
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "MosaicTestSupport", .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "Core", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "TerminalGraphicsTestSupport", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "NetworkLayerTestSupport", package: "NetworkLayer"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
