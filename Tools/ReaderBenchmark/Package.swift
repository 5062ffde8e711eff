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
  name: "ReaderBenchmark",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/NetworkLayer")
  ],
  targets: [
    // zlib, to read the corpus's gzip-compressed pages.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // `make bench-reader`: the article extractor on the public article-extraction benchmark (181 pages and
    // their true article bodies), scored as the benchmark scores: F1 over word 4-shingles. A benchmark that
    // prints numbers, never a test.
    .executableTarget(
      name: "reader-benchmark",
      dependencies: ["CZlib", .product(name: "ArticleExtraction", package: "NetworkLayer")],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
