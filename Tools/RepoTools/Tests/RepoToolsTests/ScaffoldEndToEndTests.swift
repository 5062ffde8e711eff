import Foundation
import RepoTools
import Testing

/// `make new-feature NAME=Weather` in a clone of this repository: the package builds, its tests pass (its golden
/// screens recorded first, as the make target does), the dependency lint and the graph check are clean, the built
/// `mosaic` runs `mosaic weather`, opens `mosaic://weather` with the same output and lists the module, `mosaic ui`
/// shows a Weather tab in tmux, and `make remove-feature NAME=Weather` leaves the clone as it was.
///
/// The clone lives in `.build-scaffold/` at the repository root (ignored by git, see ``ScaffoldClone``) and builds
/// in the suite's build folder with its packages pointed at the repository's, so only the new package, the host's
/// module and the link are built here; `make test` runs it after the App's tests for that reason.
@Suite(.serialized) struct ScaffoldEndToEndTests {
  @Test func newFeature_buildsRunsAndIsListed_andRemoveFeatureUndoesIt() throws {
    try ScaffoldClone.refresh()
    let registrationFiles = [
      "App/Package.swift", "App/Sources/MosaicHost/CompositionRoot.swift", "Makefile", "ARCHITECTURE.md",
      "docs/module-graph.dot", "docs/module-graph.svg",
    ]
    let clone = ScaffoldClone.root
    let before = try registrationFiles.map { try Data(contentsOf: clone.appending(path: $0)) }
    let statusBefore = try ScaffoldClone.git(["status", "--porcelain"])
    let command = RepoCommand(root: clone, cache: Self.manifestCache)

    #expect(try command.run(["new-feature", "Weather"]) == 0)
    #expect(try command.run(["lint-deps"]) == 0)
    #expect(try command.run(["graph", "--check"]) == 0)
    let format = try ScaffoldClone.run(
      "swift", ["format", "lint", "--strict", "--recursive", "Packages/WeatherFeature"])
    #expect(format.status == 0 && format.errorText.isEmpty, "\(format.errorText)")

    let manifests = ["Packages/WeatherFeature/Package.swift", "App/Package.swift"]
    try ScaffoldClone.relocatingPackages(manifests) {
      ScaffoldClone.forgetPlan()
      defer { ScaffoldClone.forgetPlan() }
      let flags = ScaffoldClone.buildFlags
      let goldens = try ScaffoldClone.run(
        "/usr/bin/env",
        [
          "MOSAIC_UPDATE_GOLDENS=1", "swift", "test", "--package-path", "Packages/WeatherFeature", "--filter",
          "GoldenTests",
        ] + flags)
      #expect(goldens.status == 0, "\(goldens.text.suffix(2_000))")
      let tests = try ScaffoldClone.run("swift", ["test", "--package-path", "Packages/WeatherFeature"] + flags)
      #expect(tests.status == 0, "\(tests.text.suffix(2_000))")
      ScaffoldClone.forgetPlan()
      let build = try ScaffoldClone.run("swift", ["build", "--package-path", "App", "--product", "mosaic"] + flags)
      try #require(build.status == 0, "\(build.text.suffix(2_000))")
      try Self.runWeather(ScaffoldClone.scratch.appending(path: "debug/mosaic").path)
    }

    #expect(try command.run(["remove-feature", "Weather"]) == 0)
    #expect(!FileManager.default.fileExists(atPath: clone.appending(path: "Packages/WeatherFeature").path))
    let after = try registrationFiles.map { try Data(contentsOf: clone.appending(path: $0)) }
    #expect(after == before, "remove-feature must restore every registration file byte for byte")
    #expect(try ScaffoldClone.git(["status", "--porcelain"]) == statusBefore)
  }

  /// `mosaic weather --json` shows the new page's section, `mosaic features` lists the module, and the route opens
  /// what the command shows.
  static func runWeather(_ mosaic: String) throws {
    let data = ScaffoldClone.workspace.appending(path: "data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let directories = ["--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path]
    let weather = try ScaffoldClone.run(mosaic, ["weather", "--json"] + directories)
    #expect(weather.status == 0, "\(weather.errorText)")
    let page = try JSONSerialization.jsonObject(with: weather.output) as? [String: Any]
    let sections = page?["sections"] as? [[String: Any]]
    #expect(sections?.map { $0["id"] as? String } == ["weather.overview"])
    let features = try ScaffoldClone.run(mosaic, ["features"] + directories)
    #expect(features.text.contains("Weather — weather 1.0.0"))
    let routed = try ScaffoldClone.run(mosaic, ["open", "mosaic://weather"] + directories)
    let commanded = try ScaffoldClone.run(mosaic, ["weather"] + directories)
    #expect(routed.status == 0 && routed.text == commanded.text)
    let tab = try TmuxPane.capture(
      mosaic, ["ui", "mosaic://weather"] + directories, until: { $0.contains("Overview") })
    #expect(tab.contains(" Weather "), "the tab bar names the Weather tab:\n\(tab)")
    #expect(tab.contains("A new Mosaic feature"), "the Weather page shows its overview:\n\(tab)")
  }

  @Test func removeFeature_refusesAFeatureOthersStillUse() throws {
    try ScaffoldClone.refresh()
    let error = #expect(throws: ScaffoldError.self) {
      try FeatureScaffold(root: ScaffoldClone.root).remove(try FeatureName("Gallery"))
    }
    guard case .stillUsed(let feature, let users)? = error else {
      Issue.record("expected stillUsed, got \(String(describing: error))")
      return
    }
    #expect(feature == "GalleryFeature")
    #expect(users.contains("Tests/Package.swift"))
    #expect(FileManager.default.fileExists(atPath: ScaffoldClone.root.appending(path: "Packages/GalleryFeature").path))
  }

  @Test func newFeature_refusesATakenName() throws {
    try ScaffoldClone.refresh()
    let scaffold = FeatureScaffold(root: ScaffoldClone.root)
    #expect(throws: ScaffoldError.alreadyExists("Packages/NewsFeature")) {
      try scaffold.create(try FeatureName("News"))
    }
    #expect(throws: ScaffoldError.nameTaken("favorites")) { try scaffold.create(try FeatureName("Favorites")) }
    #expect(try ScaffoldClone.git(["status", "--porcelain"]).isEmpty)
  }

  // MARK: Support

  /// The manifests' dump cache of the repository's own tools, when it exists (keyed by manifest text).
  static var manifestCache: URL? {
    let cache = Fixtures.repositoryRoot.appending(path: ".build-tools/manifests")
    return FileManager.default.fileExists(atPath: cache.path) ? cache : nil
  }
}
