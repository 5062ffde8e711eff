// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "BFeature",
  dependencies: [.package(path: "../AFeature")],
  targets: [.target(name: "BFeature", dependencies: [.product(name: "AFeature", package: "AFeature")])]
)
