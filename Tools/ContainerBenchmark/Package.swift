// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

// `make bench-container`: Core's container against Swinject on the same shapes, and the registry booted with
// every feature module. Swinject is built for this benchmark only; nothing Mosaic ships links it.
let package = Package(
  name: "ContainerBenchmark",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/Core"),
    .package(path: "../../Packages/NetworkLayer"),
    .package(path: "../../Packages/DataLayer"),
    .package(path: "../../Packages/GalleryFeature"),
    .package(path: "../../Packages/DetailFeature"),
    .package(path: "../../Packages/NewsFeature"),
    .package(path: "../../Packages/SettingsFeature"),
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
  ],
  targets: [
    .executableTarget(
      name: "container-benchmark",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "SettingsFeature", package: "SettingsFeature"),
        .product(name: "Swinject", package: "Swinject"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The shapes resolve to the same values on both containers, and the registry boots: what the numbers time.
    .testTarget(
      name: "ContainerBenchmarkTests", dependencies: ["container-benchmark"], swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
