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
  name: "PluginHost",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PluginHostLive", targets: ["PluginHostLive"])
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Models"),
    .package(path: "../NetworkLayer"),
    .package(path: "../PluginKit"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // fork, resource limits and Landlock between fork and exec, in C: what a child of a threaded process may do.
    .target(name: "CPluginSandbox"),
    // The host's side of plugins: the installed-plugins index and trust, the sandboxed process and its connection,
    // the proxy module that registers a manifest's contributions (its tabs and route screens in `mosaic ui` too), and
    // `mosaic plugins`. Only the App links it.
    .target(
      name: "PluginHostLive",
      dependencies: [
        "CPluginSandbox",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "SafeText", package: "Core"),
        // The one bounded read-to-end loop the index reads go through.
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        // The image pipeline's interface: plugin items' pictures are drawn through the host's own ImageClient.
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "PluginKit", package: "PluginKit"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // A warm plugin request in `mosaic ui`'s code path, timed in process: `make bench-plugins` prints its p50 and p99.
    .executableTarget(
      name: "PluginBenchmark",
      dependencies: [
        "PluginHostLive",
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "PluginKit", package: "PluginKit"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PluginHostLiveTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "PluginHostLive",
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "PluginKit", package: "PluginKit"),
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
