// swift-tools-version: 6.1
import PackageDescription

// The baseline of `make bench-start`: a plain Swift hello world, built by SwiftPM in release with the default
// (dynamic) Swift runtime, as issue 12 defines it. Nothing else belongs here.
let package = Package(
  name: "StartBenchmark",
  products: [.executable(name: "hello", targets: ["hello"])],
  targets: [.executableTarget(name: "hello")],
  swiftLanguageModes: [.v6]
)
