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
  name: "App",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mosaic", targets: ["mosaic"])
  ],
  dependencies: [
    .package(path: "../Packages/Core"),
    .package(path: "../Packages/Models"),
    .package(path: "../Packages/NetworkLayer"),
    .package(path: "../Packages/DataLayer"),
    .package(path: "../Packages/GalleryFeature"),
    .package(path: "../Packages/DetailFeature"),
    .package(path: "../Packages/NewsFeature"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    // The composition root: the module list, the platform services, the host commands and the run loop.
    .target(
      name: "MosaicHost",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The `mosaic` executable: hands the process's arguments and environment to the host.
    .executableTarget(
      name: "mosaic", dependencies: ["MosaicHost", .product(name: "CoreCLI", package: "Core")],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "MosaicHostTests",
      dependencies: [
        "MosaicHost",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "CoreTestSupport", package: "Core"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
