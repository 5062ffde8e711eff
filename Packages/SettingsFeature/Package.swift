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
  name: "SettingsFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "SettingsFeature", targets: ["SettingsFeature"])
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../DataLayer"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // The product's settings (theme, language, notifications): `mosaic settings`, `mosaic://settings` and the
    // settings sheet of the terminal app. Every feature and the host read the values through `SettingsClient`.
    .target(
      name: "SettingsFeature",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SettingsFeatureTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "SettingsFeature",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "CoreUITestSupport", package: "Core"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
