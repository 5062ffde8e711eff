import Foundation
import MosaicTestSupport
import Testing

/// The repository's Swift example (`Examples/PalettePlugin`, protocol 2) on the released `mosaic`: built with `swift
/// build` alone (its build folder in the test's own temporary folder), added, and its command, route and storage
/// through the host working. Its photo-page "More by the photographer" section asks the real Unsplash API through the
/// host, which the mock API does not serve, so the photo page is left to the scaffold's test and the unit tests.
@Suite struct PluginSwiftExampleEndToEndTests {
  static let example = PluginScaffoldEndToEndTests.repository.appendingPathComponent("Examples/PalettePlugin")

  @Test func paletteExample_buildsAlone_isAdded_andItsCommandRouteAndStorageWork() async throws {
    try await withSandbox { sandbox in
      let scratch = sandbox.root.appendingPathComponent("palette-build")
      let build = try await PluginScaffoldEndToEndTests.tool(
        "swift",
        [
          "build", "-c", "release", "--static-swift-stdlib", "--package-path", Self.example.path, "--scratch-path",
          scratch.path,
        ], in: sandbox, timeout: .seconds(900))
      try #require(build.status == 0, "swift build of the example: \(build)")
      let folder = sandbox.root.appendingPathComponent("palette-plugin")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Self.example.appendingPathComponent("mosaic-plugin.json"),
        to: folder.appendingPathComponent("mosaic-plugin.json"))
      try FileManager.default.copyItem(
        at: scratch.appendingPathComponent("release/palette"), to: folder.appendingPathComponent("palette"))

      let added = try await sandbox.mosaic(["plugins", "add", folder.path])
      try #require(added.status == 0, "mosaic plugins add: \(added)")
      #expect(
        added.stdout.contains("https://images.unsplash.com"), "add shows the picture origin it asks for: \(added)")

      let hash = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"
      let command = try await sandbox.mosaic(["palette", hash, "--json"])
      let fields = try jsonObject(command.stdout)["fields"] as? [[String: String]]
      let colour = fields?.first?["value"] ?? ""
      #expect(
        command.status == 0 && fields?.first?["label"] == "Average colour" && colour.count == 7
          && colour.hasPrefix("#"), "mosaic palette HASH --json: \(command)")

      let route = try await sandbox.mosaic(["open", "mosaic://palette/\(hash)", "--json"])
      let routed = try jsonObject(route.stdout)["fields"] as? [[String: String]]
      #expect(route.status == 0 && routed == fields, "the route gives what the command gives: \(route)")

      let recent = try await sandbox.mosaic(["palette"])
      #expect(
        recent.status == 0 && recent.stdout.hasPrefix("Recent colours\n") && recent.stdout.contains(colour),
        "the colours looked up, kept in the plugin's storage through the host: \(recent)")
    }
  }
}
