// swift-tools-version: 6.1
import PackageDescription

// A Mosaic plugin in Swift on the SDK alone: `swift build -c release --static-swift-stdlib` here builds it without
// the host. The runtime is linked in because a confined plugin cannot read the toolchain's folder.
let package = Package(
  name: "PalettePlugin",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../../Packages/PluginKit")],
  targets: [
    .executableTarget(
      name: "palette", dependencies: [.product(name: "PluginKit", package: "PluginKit")])
  ],
  swiftLanguageModes: [.v6]
)
