// swift-tools-version: 6.1
import PackageDescription

// The baseline of `make bench-start`: a plain Swift hello world, built by SwiftPM in release with the default
// (dynamic) Swift runtime, as issue 12 defines it; and `peak-rss`, the small C launcher that reads a command's
// peak resident memory (issue 23's memory row). Nothing else belongs here but the tests of the two.
let package = Package(
  name: "StartBenchmark",
  products: [
    .executable(name: "hello", targets: ["hello"]),
    .executable(name: "peak-rss", targets: ["peak-rss"]),
  ],
  targets: [
    .executableTarget(name: "hello"),
    .executableTarget(name: "peak-rss"),
    // Runs the built `hello` (which `swift test` builds with everything else): one line, exit 0; and `peak-rss`
    // on a command that touches a known amount of memory.
    .testTarget(name: "HelloTests"),
  ],
  swiftLanguageModes: [.v6]
)
