// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Core",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "SafeText", targets: ["SafeText"]),
    .library(name: "SecureFiles", targets: ["SecureFiles"]),
    .library(name: "CoreCLI", targets: ["CoreCLI"]),
    .library(name: "CoreUI", targets: ["CoreUI"]),
    .library(name: "CoreUITestSupport", targets: ["CoreUITestSupport"]),
    .library(name: "TerminalGraphics", targets: ["TerminalGraphics"]),
    .library(name: "TerminalGraphicsTestSupport", targets: ["TerminalGraphicsTestSupport"]),
    .library(name: "CoreTestSupport", targets: ["CoreTestSupport"]),
    .library(name: "TestExpectations", targets: ["TestExpectations"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The stable vocabulary: the error protocol and its system texts, Language, Theme, bitmaps and their fitting,
    // load phases and optimistic toggles. Values only, no dependencies, and it seldom changes: the targets that
    // need nothing of the plugin contract (TerminalGraphics, SecureFiles) import it alone, so a declaration added
    // to the contract does not recompile them (the toolchain rebuilds every file that uses anything of a module
    // whose interface changed).
    .target(name: "CoreValues", swiftSettings: upcomingFeatures),
    // The plugin contract: container, modules, registry, contributions, typed routes and sections as
    // data, and its error type. Re-exports CoreValues. No presentation, no files.
    .target(name: "Core", dependencies: ["CoreValues"], swiftSettings: upcomingFeatures),
    // Foreign text made safe for a terminal and laid out in display columns: the one control-character table,
    // lines for output and for drawing, fit/pad/wrap, excerpts with redaction. No dependencies at all, so every
    // layer that shows or reports text (CoreCLI, CoreUI, TerminalGraphics, the services) can use it.
    .target(name: "SafeText", swiftSettings: upcomingFeatures),
    // Owner-only files and directories written atomically: what every on-disk store builds on. Needs only values.
    .target(name: "SecureFiles", dependencies: ["CoreValues"], swiftSettings: upcomingFeatures),
    // How a module contributes command-line commands to the `mosaic` host.
    .target(
      name: "CoreCLI",
      dependencies: [
        "Core",
        "SafeText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // How a module contributes tabs and screens to the terminal app: views, layout, a cell buffer with diff
    // rendering, key and mouse decoding, themes, coordinators and the app's loop. Portable: the one place
    // that touches a real terminal is the App's driver. Pictures a protocol draws go through
    // TerminalGraphics's encoders.
    .target(name: "CoreUI", dependencies: ["Core", "SafeText", "TerminalGraphics"], swiftSettings: upcomingFeatures),
    // For tests only: an in-memory terminal that interprets what the app writes (pictures too), and golden
    // screen files.
    .target(
      name: "CoreUITestSupport", dependencies: ["Core", "CoreUI", "TerminalGraphics", "TerminalGraphicsTestSupport"],
      swiftSettings: upcomingFeatures),
    // Pictures in terminal cells (half blocks in 24-bit or 256 colors, kitty's protocol, Sixel, iTerm2's
    // inline images, or words), what the terminal answers about them, grids of them and the progress line;
    // independent of commands, so the terminal app draws with it too. Its words (stand-ins, names) are laid
    // out by SafeText, so one sanitizer guards every line. Needs only values (bitmaps), not the contract.
    .target(name: "TerminalGraphics", dependencies: ["CoreValues", "SafeText"], swiftSettings: upcomingFeatures),
    // For tests only: what each protocol wrote read back into pixels (a Sixel decoder, kitty's chunks, a PNG
    // reader of stored blocks, iTerm2's images) and terminals' recorded answers.
    .target(
      name: "TerminalGraphicsTestSupport", dependencies: ["CoreValues", "TerminalGraphics"],
      swiftSettings: upcomingFeatures),
    // For tests only: temporary directories, reading JSON, and running hosted commands in a booted registry.
    .target(
      name: "CoreTestSupport",
      dependencies: ["Core", "CoreCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: upcomingFeatures
    ),
    // For tests only: plain-function expectations (`expectEqual` and kin) that compile in about two-thirds of the
    // CPU of `#expect`. No dependencies, so a change to Core does not rebuild it or the test files that use it.
    .target(name: "TestExpectations", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "CoreTests", dependencies: ["Core", "CoreTestSupport", "TestExpectations"], swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SafeTextTests", dependencies: ["TestExpectations", "SafeText", "CoreTestSupport"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "SecureFilesTests",
      dependencies: ["TestExpectations", "SecureFiles", "Core", "CoreTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "TerminalGraphicsTests",
      dependencies: ["TestExpectations", "TerminalGraphics", "TerminalGraphicsTestSupport", "Core", "CoreCLI"],
      // A small fixture picture and what each mode draws of it, byte for byte.
      resources: [.copy("Goldens")],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "CoreCLITests",
      dependencies: [
        "CoreCLI", "Core", "CoreTestSupport", "TestExpectations",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "CoreUITests",
      dependencies: ["CoreUI", "Core", "CoreUITestSupport", "TerminalGraphics", "TestExpectations"],
      swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
