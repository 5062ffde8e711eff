import Foundation
import RepoTools
import Testing

@Suite struct FeatureNameTests {
  @Test func aName_isSpelledForEveryPlace() throws {
    let name = try FeatureName("PhotoMap2D")
    #expect(name.package == "PhotoMap2DFeature")
    #expect(name.module == "PhotoMap2DModule")
    #expect(name.command == "photo-map2-d")
    #expect(name.title == "Photo Map2 D")
    let weather = try FeatureName("Weather")
    #expect(weather.command == "weather")
    #expect(weather.title == "Weather")
  }

  @Test(arguments: [
    "", "W", "weather", "WeatherFeature", "Wea-ther", "Wetter☀︎", "Weather Map", "../Core",
    "Ab" + String(repeating: "c", count: 29),
  ])
  func aBadName_isRefusedWithTheRule(raw: String) {
    let error = #expect(throws: ScaffoldError.self) { try FeatureName(raw) }
    #expect(error == .invalidName(raw))
    #expect(error?.description.contains("UpperCamelCase") == true)
  }
}

@Suite struct FeatureRegistrationTests {
  static let manifest = """
    let package = Package(
      dependencies: [
        .package(path: "../Packages/Core"),
        .package(path: "../Packages/NewsFeature"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
      ],
      targets: [
        .target(
          name: "MosaicHost",
          dependencies: [
            .product(name: "Core", package: "Core"),
            .product(name: "NewsFeature", package: "NewsFeature"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
          ],
          swiftSettings: upcomingFeatures
        ),
        .testTarget(
          name: "MosaicHostTests",
          dependencies: [
            .product(name: "NewsFeature", package: "NewsFeature"),
          ]
        ),
      ]
    )
    """

  static let root = """
    import Core
    import GalleryFeature
    import NewsFeature

    public enum CompositionRoot {
      public static var modules: [any FeatureModule] { builtIns.map { $0.make() } }

      static let builtIns: [(id: String, make: @Sendable () -> any FeatureModule)] = [
        ("services", { ServicesModule() }),
        ("news", { NewsModule() }),
      ]
    }
    """

  static let makefile = "SWIFT ?= swift\nPACKAGES := Core Models NewsFeature DataLayer\nLINT := x\n"

  let registration: FeatureRegistration

  init() throws {
    registration = FeatureRegistration(name: try FeatureName("Maps"))
  }

  @Test func adding_registersThePackageInTheHostTargetOnly() throws {
    let added = try registration.adding(toAppManifest: Self.manifest)
    let lines = added.components(separatedBy: "\n")
    let package = try #require(lines.firstIndex(of: "    .package(path: \"../Packages/MapsFeature\"),"))
    #expect(lines[package - 1].contains("../Packages/NewsFeature"))
    let products = lines.indices.filter { lines[$0].contains("\"MapsFeature\", package: \"MapsFeature\"") }
    #expect(products.count == 1)
    #expect(lines[products[0] - 1].contains("\"NewsFeature\", package: \"NewsFeature\""))
    let tests = try #require(lines.firstIndex { $0.contains(".testTarget(") })
    #expect(products[0] < tests)
    #expect(registration.removing(fromAppManifest: added) == Self.manifest)
  }

  @Test func adding_importsSortedAndAppendsTheModule() throws {
    let added = try registration.adding(toCompositionRoot: Self.root)
    #expect(added.contains("import GalleryFeature\nimport MapsFeature\nimport NewsFeature\n"))
    #expect(added.contains("    (\"news\", { NewsModule() }),\n    (\"maps\", { MapsModule() }),\n  ]"))
    #expect(registration.removing(fromCompositionRoot: added) == Self.root)
  }

  @Test func adding_putsThePackageBeforeDataLayer() throws {
    let added = try registration.adding(toMakefile: Self.makefile)
    #expect(added.contains("PACKAGES := Core Models NewsFeature MapsFeature DataLayer\n"))
    #expect(try registration.removing(fromMakefile: added) == Self.makefile)
  }

  @Test func aFileWithoutItsAnchor_isRefused_namingTheFile() {
    let error = #expect(throws: ScaffoldError.self) { try registration.adding(toMakefile: "all:\n") }
    #expect(error?.description.hasPrefix("'Makefile' has no line like 'PACKAGES := Core Models …'") == true)
    #expect(throws: ScaffoldError.self) { try registration.adding(toCompositionRoot: "enum CompositionRoot {}") }
  }
}
