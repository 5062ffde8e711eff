// swift-tools-version: 6.1
import PackageDescription

// Declares the Core package, but no target of Models uses it.
let package = Package(
  name: "Models",
  dependencies: [.package(path: "../Core")],
  targets: [.target(name: "Models")]
)
