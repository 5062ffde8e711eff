// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// One libFuzzer executable per decoder that takes outside bytes. Each holds only an `LLVMFuzzerTestOneInput`
/// entry calling its ``FuzzTarget``; libFuzzer supplies the driver. They link only with `-sanitize=fuzzer`, so
/// they exist when `Tools/fuzz/run.sh` (`make fuzz`, `make fuzz-smoke`) sets MOSAIC_FUZZ_BUILD=1; a plain
/// `swift build` or `swift test` of this package builds the targets and replays the corpus as tests.
let fuzzers = [
  "fuzz-unsplash", "fuzz-newsapi", "fuzz-blurhash", "fuzz-headers", "fuzz-routes", "fuzz-transfer", "fuzz-cache",
  "fuzz-images", "fuzz-terminal-text", "fuzz-article", "fuzz-plugin-frames",
]
let fuzzing = Context.environment["MOSAIC_FUZZ_BUILD"] == "1"

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
    // What each fuzzer does with one input: Unsplash and NewsAPI JSON with their error bodies and paging,
    // BlurHash, response headers, `mosaic://` URLs against the real modules' routes, the export document, the
    // cache's files, PNG and JPEG bytes, server text on its way to a terminal, an article's page.
    .target(
      name: "FuzzTargets",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "SafeText", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "PluginKit", package: "PluginKit"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // Every committed corpus input, and a few deterministic variants of each, through every target: what
    // `make test` runs of the fuzz suite (no sanitizer, no libFuzzer).
    .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzTargets"], swiftSettings: upcomingFeatures),
  ]
    + (fuzzing
      ? [
        // Starts libFuzzer's driver from the `<module>_main` SwiftPM links as `main`.
        .target(
          name: "FuzzSupport", dependencies: ["FuzzTargets"], path: "Fuzzers/FuzzSupport",
          swiftSettings: upcomingFeatures)
      ]
        + fuzzers.map { name in
          .executableTarget(
            name: name, dependencies: ["FuzzSupport", "FuzzTargets"], path: "Fuzzers/\(name)",
            swiftSettings: upcomingFeatures)
        } : []),
  swiftLanguageModes: [.v6]
)
