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
    .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
    .library(name: "ArticleExtraction", targets: ["ArticleExtraction"]),
    .library(name: "ArticleExtractionLive", targets: ["ArticleExtractionLive"]),
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
        .product(name: "SafeText", package: "Core"),
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
        .product(name: "EmbeddedCatalog", package: "Models"),
        .product(name: "SafeText", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The system's PNG and JPEG libraries, found with pkg-config; `make deps` installs them on Debian.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
    // Memory-to-memory calls into both libraries, keeping their longjmp error handling on the C side.
    .target(name: "CImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
    // PNG and JPEG decoding (header checked before allocating, DCT downscaling) and encoding; only the App
    // and the tools link it, so no feature knows a format.
    .target(
      name: "ImageCodecs",
      dependencies: ["CImageCodecs", "NetworkLayer", .product(name: "Core", package: "Core")],
      swiftSettings: upcomingFeatures
    ),
    // The system's HTML parser (libxml2), found with pkg-config; `make deps` installs it on Debian.
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    // An article's page (bytes, Content-Type, URL) to its title, byline, date, lead picture, text blocks and
    // links: libxml2 parses, Swift scores and cleans. A pure function, so features and tools can call it.
    // The embedded catalog's articles are read from the catalog's own text (`ArticlePageFetcher.embedded`).
    .target(
      name: "ArticleExtraction",
      dependencies: [
        "CLibXML2", .product(name: "Core", package: "Core"), .product(name: "SafeText", package: "Core"),
        .product(name: "Models", package: "Models"), .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // An article's page fetched over NetworkLayerLive's URLSession and extracted. Apart from NetworkLayerLive
    // because libxml2 brings ICU: only a binary that reads articles loads it, never every `mosaic` start.
    .target(
      name: "ArticleExtractionLive",
      dependencies: [
        "ArticleExtraction", "NetworkLayer", "NetworkLayerLive", .product(name: "Core", package: "Core"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // For tests only: in-memory photo and image services that page, fail, hold and record like real ones, and a
    // real HTTP server on loopback for the article fetcher's tests and the reader's integration tests.
    .target(
      name: "NetworkLayerTestSupport",
      dependencies: [
        "NetworkLayer",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "NetworkLayerTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "NetworkLayer",
        "NetworkLayerTestSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "ImageCodecsTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"), "ImageCodecs", "NetworkLayer",
        .product(name: "Core", package: "Core"),
      ],
      // Pictures written by a reference encoder (Pillow) and the pixels it decodes them to.
      resources: [.copy("Fixtures")],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "ArticleExtractionTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "ArticleExtraction", .product(name: "Core", package: "Core"), .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "NetworkLayerLiveTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "NetworkLayer",
        "NetworkLayerLive",
        "ArticleExtraction",
        "ArticleExtractionLive",
        "NetworkLayerTestSupport",
        .product(name: "Core", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      // A gzip bomb (24 MB of one letter in 24 KB) for the article fetcher.
      resources: [.copy("Fixtures")],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
