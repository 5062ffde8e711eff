// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Models",
  targets: [
    .target(name: "Models"),
    .target(name: "ModelsLive"),
  ]
)
