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
  name: "MockAPI",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "mosaic-mock-api", targets: ["mosaic-mock-api"]),
    .library(name: "MockAPIServer", targets: ["MockAPIServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(path: "../../Packages/Models"),
  ],
  targets: [
    // The loopback Unsplash and NewsAPI look-alike: routes, dialects, faults, budgets and PNG images.
    .target(
      name: "MockAPIServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // `mosaic-mock-api`: parses options, binds 127.0.0.1 and prints the port.
    .executableTarget(
      name: "mosaic-mock-api",
      dependencies: [
        "MockAPIServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "MockAPIServerTests",
      dependencies: [
        "MockAPIServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Models", package: "Models"),
        .product(name: "EmbeddedCatalog", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
