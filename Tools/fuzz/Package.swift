// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// One libFuzzer target per decoder that takes outside bytes. Each is an executable whose only code is an
/// `LLVMFuzzerTestOneInput` entry; libFuzzer supplies `main`. Build and run them with `make fuzz` (see
/// Tools/fuzz/run.sh), which passes `-sanitize=fuzzer,address`; a plain `swift build` of this package
/// does not link.
let package = Package(
  name: "MosaicFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/Core"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/NetworkLayer"),
    .package(path: "../../Packages/DataLayer"),
    .package(path: "../../Packages/GalleryFeature"),
    .package(path: "../../Packages/DetailFeature"),
    .package(path: "../../Packages/PluginKit"),
  ],
  targets: [
    // Starts libFuzzer's driver from the `<module>_main` SwiftPM links as `main`.
    .target(name: "FuzzSupport", swiftSettings: upcomingFeatures),
    // Unsplash JSON (Photo, [Photo], search results, error bodies) and the paging headers.
    .executableTarget(
      name: "fuzz-unsplash",
      dependencies: [
        "FuzzSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // NewsAPI JSON (articles responses, error bodies).
    .executableTarget(
      name: "fuzz-newsapi",
      dependencies: [
        "FuzzSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // BlurHash strings at small sizes and any punch.
    .executableTarget(
      name: "fuzz-blurhash",
      dependencies: ["FuzzSupport", .product(name: "Models", package: "Models")],
      swiftSettings: upcomingFeatures
    ),
    // A plugin's frames on its standard output, and its manifest.
    .executableTarget(
      name: "fuzz-plugin-frames",
      dependencies: ["FuzzSupport", .product(name: "PluginKit", package: "PluginKit")],
      swiftSettings: upcomingFeatures
    ),
    // `Link`, `Retry-After` and rate-limit headers.
    .executableTarget(
      name: "fuzz-headers",
      dependencies: [
        "FuzzSupport",
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // `mosaic://` URLs against the real modules' routes.
    .executableTarget(
      name: "fuzz-routes",
      dependencies: [
        "FuzzSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The export/import document and its favorites section.
    .executableTarget(
      name: "fuzz-transfer",
      dependencies: [
        "FuzzSupport", .product(name: "Core", package: "Core"), .product(name: "DataLayer", package: "DataLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // What the cache keeps on disk: the last gallery listing, saved answers, the rate-limit memory.
    .executableTarget(
      name: "fuzz-cache",
      dependencies: [
        "FuzzSupport",
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // PNG and JPEG bytes through the system codecs and Mosaic's C shim around them.
    .executableTarget(
      name: "fuzz-images",
      dependencies: [
        "FuzzSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // An article's page (any bytes, any claimed charset) through the article extractor.
    .executableTarget(
      name: "fuzz-article",
      dependencies: [
        "FuzzSupport", .product(name: "CoreCLI", package: "Core"),
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // Server text on its way to a terminal.
    .executableTarget(
      name: "fuzz-terminal-text",
      dependencies: ["FuzzSupport", .product(name: "CoreCLI", package: "Core")],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
