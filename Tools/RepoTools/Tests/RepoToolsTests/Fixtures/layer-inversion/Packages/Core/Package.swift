// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Core",
  dependencies: [.package(path: "../Models")],
  targets: [.target(name: "Core", dependencies: [.product(name: "Models", package: "Models")])]
)
