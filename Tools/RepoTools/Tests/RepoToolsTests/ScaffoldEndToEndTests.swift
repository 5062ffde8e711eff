import Foundation
import RepoTools
import Testing

/// `make new-feature NAME=Weather` in a clone of this repository: the package builds, its tests pass (its golden
/// screens recorded first, as the make target does), the dependency lint and the graph check are clean, the built
/// `mosaic` runs `mosaic weather`, opens `mosaic://weather` with the same output and lists the module, `mosaic ui`
/// shows a Weather tab in tmux, and `make remove-feature NAME=Weather` leaves the clone as it was.
///
/// The clone and its build live in `.build-scaffold/` at the repository root (ignored by git) and are reused
/// between runs, so only the first run builds `mosaic` from nothing.
@Suite(.serialized) struct ScaffoldEndToEndTests {
  static let workspace = Fixtures.repositoryRoot.appending(path: ".build-scaffold")
  static let clone = workspace.appending(path: "clone")
  static let scratch = workspace.appending(path: "scratch")
  /// One scratch for the package's tests and the host, and no debug info: nothing here is debugged, and
  /// leaving it out makes the clean build of `mosaic` in the clone the shorter.
  static var buildFlags: [String] { ["--scratch-path", scratch.path, "-Xswiftc", "-gnone"] }

  @Test func newFeature_buildsRunsAndIsListed_andRemoveFeatureUndoesIt() throws {
    try Self.freshClone()
    let registrationFiles = [
      "App/Package.swift", "App/Sources/MosaicHost/CompositionRoot.swift", "Makefile", "ARCHITECTURE.md",
      "docs/module-graph.dot", "docs/module-graph.svg",
    ]
    let before = try registrationFiles.map { try Data(contentsOf: Self.clone.appending(path: $0)) }
    let statusBefore = try Self.git(["status", "--porcelain"])
    let command = RepoCommand(root: Self.clone, cache: Self.manifestCache)

    #expect(try command.run(["new-feature", "Weather"]) == 0)
    #expect(try command.run(["lint-deps"]) == 0)
    #expect(try command.run(["graph", "--check"]) == 0)
    let format = try Self.run("swift", ["format", "lint", "--strict", "--recursive", "Packages/WeatherFeature"])
    #expect(format.status == 0 && format.errorText.isEmpty, "\(format.errorText)")

    let goldens = try Self.run(
      "/usr/bin/env",
      [
        "MOSAIC_UPDATE_GOLDENS=1", "swift", "test", "--package-path", "Packages/WeatherFeature", "--filter",
        "GoldenTests",
      ]
        + Self.buildFlags)
    #expect(goldens.status == 0, "\(goldens.text.suffix(2_000))")
    let tests = try Self.run(
      "swift", ["test", "--package-path", "Packages/WeatherFeature"] + Self.buildFlags)
    #expect(tests.status == 0, "\(tests.text.suffix(2_000))")
    let build = try Self.run(
      "swift", ["build", "--package-path", "App", "--product", "mosaic"] + Self.buildFlags)
    try #require(build.status == 0, "\(build.text.suffix(2_000))")

    let data = Self.workspace.appending(path: "data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let mosaic = Self.scratch.appending(path: "debug/mosaic").path
    let directories = ["--data-dir", data.path, "--cache-dir", data.appending(path: "cache").path]
    let weather = try Self.run(mosaic, ["weather", "--json"] + directories)
    #expect(weather.status == 0, "\(weather.errorText)")
    let page = try JSONSerialization.jsonObject(with: weather.output) as? [String: Any]
    let sections = page?["sections"] as? [[String: Any]]
    #expect(sections?.map { $0["id"] as? String } == ["weather.overview"])
    let features = try Self.run(mosaic, ["features"] + directories)
    #expect(features.text.contains("Weather — weather 1.0.0"))
    let routed = try Self.run(mosaic, ["open", "mosaic://weather"] + directories)
    let commanded = try Self.run(mosaic, ["weather"] + directories)
    #expect(routed.status == 0 && routed.text == commanded.text)
    let tab = try TmuxPane.capture(
      mosaic, ["ui", "mosaic://weather"] + directories, until: { $0.contains("Overview") })
    #expect(tab.contains(" Weather "), "the tab bar names the Weather tab:\n\(tab)")
    #expect(tab.contains("A new Mosaic feature"), "the Weather page shows its overview:\n\(tab)")

    #expect(try command.run(["remove-feature", "Weather"]) == 0)
    #expect(!FileManager.default.fileExists(atPath: Self.clone.appending(path: "Packages/WeatherFeature").path))
    let after = try registrationFiles.map { try Data(contentsOf: Self.clone.appending(path: $0)) }
    #expect(after == before, "remove-feature must restore every registration file byte for byte")
    #expect(try Self.git(["status", "--porcelain"]) == statusBefore)
  }

  @Test func removeFeature_refusesAFeatureOthersStillUse() throws {
    try Self.freshClone()
    let error = #expect(throws: ScaffoldError.self) {
      try FeatureScaffold(root: Self.clone).remove(try FeatureName("Gallery"))
    }
    guard case .stillUsed(let feature, let users)? = error else {
      Issue.record("expected stillUsed, got \(String(describing: error))")
      return
    }
    #expect(feature == "GalleryFeature")
    #expect(users.contains("Tests/Package.swift"))
    #expect(FileManager.default.fileExists(atPath: Self.clone.appending(path: "Packages/GalleryFeature").path))
  }

  @Test func newFeature_refusesATakenName() throws {
    try Self.freshClone()
    let scaffold = FeatureScaffold(root: Self.clone)
    #expect(throws: ScaffoldError.alreadyExists("Packages/NewsFeature")) {
      try scaffold.create(try FeatureName("News"))
    }
    #expect(throws: ScaffoldError.nameTaken("favorites")) { try scaffold.create(try FeatureName("Favorites")) }
    #expect(try Self.git(["status", "--porcelain"]).isEmpty)
  }

  // MARK: The clone

  /// The manifests' dump cache of the repository's own tools, when it exists (keyed by manifest text).
  static var manifestCache: URL? {
    let cache = Fixtures.repositoryRoot.appending(path: ".build-tools/manifests")
    return FileManager.default.fileExists(atPath: cache.path) ? cache : nil
  }

  /// The clone at this repository's HEAD, every other file gone. An existing clone is reset rather than cloned
  /// again, so files that did not change keep their times and the build in `scratch` stays incremental.
  static func freshClone() throws {
    let root = Fixtures.repositoryRoot.path
    if FileManager.default.fileExists(atPath: clone.appending(path: ".git").path) {
      _ = try git(["fetch", "--quiet", root, "HEAD"])
      _ = try git(["reset", "--quiet", "--hard", "FETCH_HEAD"])
      _ = try git(["clean", "--quiet", "-ffdx"])
    } else {
      try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
      let result = try ProcessRunner.run("/usr/bin/env", ["git", "clone", "--quiet", root, clone.path])
      try #require(result.status == 0, "\(result.errorText)")
    }
  }

  @discardableResult
  static func git(_ arguments: [String]) throws -> String {
    let result = try run("git", arguments)
    try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.errorText)")
    return result.text
  }

  static func run(_ program: String, _ arguments: [String]) throws -> ProcessRunner.Output {
    try ProcessRunner.run(
      program.hasPrefix("/") ? program : "/usr/bin/env", program.hasPrefix("/") ? arguments : [program] + arguments,
      in: clone)
  }
}
