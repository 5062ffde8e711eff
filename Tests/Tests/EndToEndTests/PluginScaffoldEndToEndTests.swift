import Foundation
import MosaicTestSupport
import Testing

/// Issue 21's second done-when line on the released `mosaic`: `make new-plugin NAME=Weather DIR=…` in a folder
/// outside the repository writes a package that builds there with `swift build` alone (PluginKit and the plugin,
/// never the host), `mosaic plugins add` installs it, and its command, route and photo-page section work and
/// `mosaic features` lists it. One build (about 20 s of a release build with the runtime linked in) serves every
/// check; each property is its own expectation, so a failure names the one that broke.
@Suite struct PluginScaffoldEndToEndTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func scaffoldedPlugin_buildsAloneOutsideTheRepository_andItsContributionsWork() async throws {
    try await withSandbox { sandbox in
      let folder = sandbox.root.appendingPathComponent("weather-plugin")
      try #require(
        !folder.standardizedFileURL.path.hasPrefix(Self.repository.standardizedFileURL.path + "/"),
        "the plugin's folder must lie outside the repository: \(folder.path)")

      let scaffold = try await Self.tool(
        "make", ["-s", "-C", Self.repository.path, "new-plugin", "NAME=Weather", "DIR=\(folder.path)"], in: sandbox)
      try #require(scaffold.status == 0, "make new-plugin: \(scaffold)")

      let build = try await Self.tool(
        "swift", ["build", "-c", "release", "--static-swift-stdlib"], in: sandbox, at: folder,
        timeout: .seconds(900))
      try #require(build.status == 0, "swift build in the plugin's folder: \(build)")
      let modules = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent(".build/release/Modules").path
      ).filter { $0.hasSuffix(".swiftmodule") }.sorted()
      #expect(
        modules == ["PluginKit.swiftmodule", "weather.swiftmodule"],
        "the plugin's build compiles PluginKit and the plugin only, never the host: \(modules)")

      try FileManager.default.copyItem(
        at: folder.appendingPathComponent(".build/release/weather"), to: folder.appendingPathComponent("weather"))
      let added = try await sandbox.mosaic(["plugins", "add", folder.path])
      try #require(added.status == 0, "mosaic plugins add: \(added)")
      #expect(added.stdout.hasPrefix("Added 'weather' 0.1.0; it may: none."), "plugins add names it: \(added)")

      let command = try await sandbox.mosaic(["weather", "Ada"])
      #expect(command.status == 0 && command.stdout == "Weather\nHello, Ada!\n", "mosaic weather Ada: \(command)")

      let route = try await sandbox.mosaic(["open", "mosaic://weather"])
      #expect(route.status == 0 && route.stdout == "Weather\nThe page of Weather.\n", "the route: \(route)")

      let id = try #require(try await galleryIDs(sandbox).first)
      let page = try jsonObject(try await sandbox.mosaic(["photo", id, "--json"]).stdout)
      let section = (page["sections"] as? [[String: Any]])?.first { $0["id"] as? String == "plugin.weather.weather" }
      let item = (section?["items"] as? [[String: Any]])?.first
      let size = "\(page["width"] as? Int ?? -1) × \(page["height"] as? Int ?? -1)"
      #expect(
        item?["label"] as? String == "Pixels" && item?["value"] as? String == size,
        "the photo page's Weather section shows the photo's size \(size): \(section as Any)")
      let text = try await sandbox.mosaic(["photo", id])
      #expect(text.stdout.contains("Weather\n  Pixels:      \(size)"), "the section in the page's text: \(text)")

      let features = try await sandbox.mosaic(["features"])
      #expect(features.stdout.contains("Weather (plugin) — plugin.weather 0.1.0"), "mosaic features: \(features)")
      let listed = try jsonObject(try await sandbox.mosaic(["features", "--json"]).stdout)
      let module = (listed["modules"] as? [[String: Any]])?.first { $0["id"] as? String == "plugin.weather" }
      #expect(
        module?["commands"] as? [String] == ["weather"] && module?["routes"] as? [String] == ["mosaic://weather"]
          && module?["sections"] as? [String] == ["Photo.detail/plugin.weather.weather"],
        "mosaic features --json lists its command, route and section: \(module as Any)")
    }
  }

  /// Runs a developer tool found on the test's own `PATH` (`make`, `swift`), with the sandbox's home so nothing of
  /// the developer's is read or written.
  static func tool(
    _ name: String, _ arguments: [String], in sandbox: Sandbox, at folder: URL? = nil,
    timeout: Duration = .seconds(120)
  ) async throws -> CommandResult {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments,
      environment: sandbox.environment(["PATH": path]), timeout: timeout, currentDirectory: folder)
  }
}
