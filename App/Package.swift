// swift-tools-version: 6.1
import PackageDescription

/// Upcoming features every Mosaic target opts into.
let upcomingFeatures: [SwiftSetting] = [
  // `any P` spelled out for every existential, so boxing costs are visible.
  .enableUpcomingFeature("ExistentialAny"),
  // A file sees only the modules it imports itself.
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// How `mosaic` is linked (issue 12, "start as fast as a hello world"). The Swift runtime and Foundation
/// are linked in (`-static-stdlib`), which spares the loader resolving symbols across their shared libraries on
/// every start. FoundationNetworking's libcurl is not: `CurlOnDemand` defines the `curl_*` functions it calls
/// and opens libcurl on the first request, and `StaticLink/libcurl.a`, an empty archive, answers the `-lcurl`
/// that FoundationNetworking's module asks for, so the binary needs no libcurl (`ldd` lists none) and commands
/// that make no request never load it.
/// libxml2 (the reader's HTML parser) is opened the same way on the first article parsed (`LibXML2OnDemand`); its
/// pkg-config entry puts the system library folder ahead of these `-L` folders, so an empty archive cannot stand
/// in for it, and `make release` removes the name the linker records (`Tools/scripts/drop-needed.py`). The C++
/// library is linked in: `Link/libstdc++.so`, a linker script found before the shared library, names its archive,
/// named again after the Foundation archives that need it. A run loads neither libxml2, nor the ICU and C++
/// libraries behind it: 2.5 MB less resident memory (PROJECT_PLAN.md, "Issue 22 — the reader" and "Issue 23 —
/// peak memory (second part)"). MOSAIC_DYNAMIC_STDLIB=1 links the default way (sanitizer builds).
///
/// The modules were compiled against the shared Foundation, whose link entries leave out the archives
/// behind it, so they are named here, each before what it needs. `-no-pie`: a position-independent static
/// build makes the loader apply ~97,000 relative relocations on every start (about 4 million cycles, more than
/// the whole start of a hello world); at a fixed address there are ~2,400 (PROJECT_PLAN.md, "Issue 12").
/// SQLite, libjpeg, libpng and zlib are linked in from their archives (`--whole-archive`, since GRDB's and the
/// codecs' own `-l` entries come first and the linker has bound their symbols to the shared libraries by the
/// time it reads these), and `make release` removes the shared libraries' names the linker still records: a
/// start no longer loads four libraries nor resolves libsqlite3's ~1,600 symbol relocations, 1.4 million
/// instructions a command (PROJECT_PLAN.md, "Issue 23 — start-up: the C libraries linked in (tenth part)").
/// `-static-libgcc` links the unwinder in, so libgcc_s is not loaded either; a run that opens libxml2 loads it
/// with ICU, whose own unwinding uses it ("Issue 23 — start-up: libgcc linked in (eleventh part)").
let staticLinking: [LinkerSetting] =
  Context.environment["MOSAIC_DYNAMIC_STDLIB"] == "1"
  ? []
  : [
    .unsafeFlags(
      [
        "-static-stdlib", "-L", Context.packageDirectory + "/Sources/CurlOnDemand/StaticLink",
        "-L", Context.packageDirectory + "/Link",
        "-lFoundationNetworking", "-l_CFURLSessionInterface", "-lFoundation", "-lCoreFoundation",
        "-lFoundationInternationalization", "-lFoundationEssentials", "-l_FoundationICU", "-l_FoundationCShims",
        "-l_FoundationCollections", "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime",
        "-lstdc++",
        "-Xlinker", "--whole-archive", "-Xlinker", "-l:libsqlite3.a", "-Xlinker", "-l:libjpeg.a",
        "-Xlinker", "-l:libpng16.a", "-Xlinker", "-l:libz.a", "-Xlinker", "--no-whole-archive",
        "-Xclang-linker", "-no-pie", "-Xclang-linker", "-static-libgcc",
      ],
      .when(platforms: [.linux])
    )
  ]

let package = Package(
  name: "App",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mosaic", targets: ["mosaic"])
  ],
  dependencies: [
    .package(path: "../Packages/Core"),
    .package(path: "../Packages/Models"),
    .package(path: "../Packages/NetworkLayer"),
    .package(path: "../Packages/DataLayer"),
    .package(path: "../Packages/GalleryFeature"),
    .package(path: "../Packages/DetailFeature"),
    .package(path: "../Packages/NewsFeature"),
    .package(path: "../Packages/SettingsFeature"),
    .package(path: "../Packages/PluginKit"),
    .package(path: "../Packages/PluginHost"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // The configuration file's YAML, with the line of every key for `mosaic config check` (PROJECT_PLAN.md,
    // "Issue 25 — the configuration file").
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    // The composition root: the module list, the platform services, the host commands and the run loop.
    .target(
      name: "MosaicHost",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "SecureFiles", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        .product(name: "ArticleExtraction", package: "NetworkLayer"),
        .product(name: "ArticleExtractionLive", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "SettingsFeature", package: "SettingsFeature"),
        .product(name: "PluginKit", package: "PluginKit"),
        .product(name: "PluginHostLive", package: "PluginHost"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        "MosaicConfig",
      ],
      swiftSettings: upcomingFeatures
    ),
    // The configuration file (`$XDG_CONFIG_HOME/mosaic/config.yaml`): where it is, what it says, every mistake
    // in it with its line.
    .target(
      name: "MosaicConfig",
      dependencies: [
        .product(name: "Core", package: "Core"),
        .product(name: "Models", package: "Models"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // libcurl opened on the first request: the `curl_*` functions FoundationNetworking calls, forwarded
    // through dlopen (Linux; empty elsewhere).
    .target(name: "CurlOnDemand", exclude: ["StaticLink"]),
    // libxml2 opened on the first article parsed: the five functions the reader's HTML parser calls, forwarded
    // through dlopen (Linux; empty elsewhere).
    .target(name: "LibXML2OnDemand"),
    // The main thread serving the main actor's jobs without leaving it (Linux; `dispatch_main()` elsewhere).
    .target(name: "MainQueue"),
    // The `mosaic` executable: hands the process's arguments and environment to the host.
    .executableTarget(
      name: "mosaic",
      dependencies: [
        "MosaicHost", "CurlOnDemand", "LibXML2OnDemand", "MainQueue", .product(name: "CoreCLI", package: "Core"),
      ],
      swiftSettings: upcomingFeatures, linkerSettings: staticLinking),
    .testTarget(
      name: "MosaicConfigTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "MosaicConfig", .product(name: "Core", package: "Core"), .product(name: "CoreUI", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "CoreTestSupport", package: "Core"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "MosaicHostTests",
      dependencies: [
        .product(name: "TestExpectations", package: "Core"),
        "MosaicHost",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Core", package: "Core"),
        .product(name: "CoreCLI", package: "Core"),
        .product(name: "CoreUI", package: "Core"),
        .product(name: "CoreUITestSupport", package: "Core"),
        .product(name: "NetworkLayer", package: "NetworkLayer"),
        .product(name: "NetworkLayerLive", package: "NetworkLayer"),
        .product(name: "DataLayer", package: "DataLayer"),
        .product(name: "DataLayerLive", package: "DataLayer"),
        .product(name: "GalleryFeature", package: "GalleryFeature"),
        .product(name: "DetailFeature", package: "DetailFeature"),
        .product(name: "NewsFeature", package: "NewsFeature"),
        .product(name: "SettingsFeature", package: "SettingsFeature"),
        .product(name: "PluginKit", package: "PluginKit"),
        .product(name: "CoreTestSupport", package: "Core"),
        .product(name: "TerminalGraphics", package: "Core"),
        .product(name: "TerminalGraphicsTestSupport", package: "Core"),
        .product(name: "ImageCodecs", package: "NetworkLayer"),
        "MosaicConfig",
        .product(name: "Models", package: "Models"),
        .product(name: "ModelsTestSupport", package: "Models"),
        .product(name: "PluginKit", package: "PluginKit"),
        .product(name: "PluginHostLive", package: "PluginHost"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
