// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "AFeature",
  products: [.library(name: "AFeature", targets: ["AFeature"])],
  targets: [.target(name: "AFeature")]
)
