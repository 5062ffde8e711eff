// swift-tools-version: 6.1
import PackageDescription

// The baseline of `make bench-start`: a plain Swift hello world, built by SwiftPM in release with the default
// (dynamic) Swift runtime, as issue 12 defines it. Nothing else belongs here but the test that it is one.
let package = Package(
  name: "StartBenchmark",
  products: [.executable(name: "hello", targets: ["hello"])],
  targets: [
    .executableTarget(name: "hello"),
    // Runs the built `hello` (which `swift test` builds with everything else): one line, exit 0.
    .testTarget(name: "HelloTests"),
  ],
  swiftLanguageModes: [.v6]
)
