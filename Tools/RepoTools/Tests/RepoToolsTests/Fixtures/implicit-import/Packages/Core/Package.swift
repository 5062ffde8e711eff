// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Core",
  targets: [
    .target(name: "A"),
    .target(name: "B", dependencies: ["A"]),
    .target(name: "C", dependencies: ["B"]),
  ]
)
