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
  name: "DataLayer",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "DataLayer", targets: ["DataLayer"]),
    .library(name: "DataLayerLive", targets: ["DataLayerLive"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // What features use: storage locations, the favorites and cache-store clients with their test values,
    // and the package's one error type. No third-party dependency, so features never build GRDB.
    .target(
      name: "DataLayer",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "SafeText", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // The one SQLite database on GRDB, the stores that join it, and the handle the App opens it through;
    // only the App links it.
    .target(
      name: "DataLayerLive",
      dependencies: [
        "DataLayer",
        .product(name: "Core", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "GRDB", package: "GRDB.swift"),
        // GRDB's own SQLite module, for the hot reads that skip GRDB (`PlainReader`).
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "DataLayerTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "DataLayer",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "DataLayerLiveTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "DataLayer",
        "DataLayerLive",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      // A database written by mosaic before `user_version` (GRDB's `grdb_migrations`, rows still in the WAL).
      resources: [.copy("Fixtures")],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
