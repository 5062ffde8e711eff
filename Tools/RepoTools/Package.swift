// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The monorepo's own tools: the dependency lint, the module graph and the affected-tests plan, all read
// from `swift package dump-package` of every package. No dependencies, so it builds in seconds.
let package = Package(
  name: "RepoTools",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mosaic-repo", targets: ["mosaic-repo"])
  ],
  targets: [
    .target(name: "RepoTools", swiftSettings: upcomingFeatures),
    .executableTarget(name: "mosaic-repo", dependencies: ["RepoTools"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "RepoToolsTests",
      dependencies: ["RepoTools"],
      // One small repository per dependency-lint finding lives in Fixtures/, found next to the tests.
      exclude: ["Fixtures"],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
