// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The plugin SDK: what a plugin author links, and what the host reads plugins with. It depends on nothing
// (not on Core), so an out-of-tree plugin builds with `swift build` alone.
let package = Package(
  name: "PluginKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PluginKit", targets: ["PluginKit"])
  ],
  targets: [
    // The manifest, the frames, the messages and their models, and a runner for plugins written in Swift.
    .target(name: "PluginKit", swiftSettings: upcomingFeatures),
    .testTarget(name: "PluginKitTests", dependencies: ["PluginKit"], swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
