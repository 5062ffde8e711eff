import Core
import Foundation
import Testing

@testable import MosaicHost

extension HostRuns {
  /// Issue 21: a run's registry holds only the plugins its line can reach. `gallery`, `news` and `favorites` show
  /// nothing a plugin contributes (no index is read for them), the photo page holds only plugins with a photo
  /// section, and every other line (a plugin's command, `open`, `ui`, help, `features`, `doctor`, a hot line asking
  /// for help or completions, as ``LineReach`` builds every module for it) holds them all.
  @Suite struct InstalledPluginsTests {
    let sandbox = HostSandbox()

    @Test(arguments: [
      (["gallery"], InstalledPlugins.Reach.nothing), (["gallery", "--json"], .nothing), (["news"], .nothing),
      (["favorites", "list"], .nothing), (["photo", "abc"], .photoSections), (["moon"], .everything),
      (["open", "mosaic://moon"], .everything), (["ui"], .everything), (["--help"], .everything), ([], .everything),
      (["features"], .everything), (["help", "gallery"], .everything), (["gallery", "--help"], .everything),
      (["photo", "abc", "-h"], .everything), (["news", "--generate-completion-script", "bash"], .everything),
    ])
    func reach_byTheFirstWord(_ line: [String], _ reach: InstalledPlugins.Reach) {
      #expect(InstalledPlugins.reach(of: line) == reach, "\(line)")
    }

    @Test func proxies_areThePluginsTheLineCanReach() async throws {
      defer { sandbox.remove() }
      let plain = sandbox.root.appendingPathComponent("plain")
      let sectioned = sandbox.root.appendingPathComponent("sectioned")
      try TestPlugin.write(in: plain, id: "plain")
      try TestPlugin.write(in: sectioned, id: "sectioned")
      let manifest = sectioned.appendingPathComponent("mosaic-plugin.json")
      let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
        of: #""commands":"#,
        with: #""sections": [{"id": "facts", "slot": "photo", "title": {"en": "Facts"}}], "commands":"#)
      try Data(text.utf8).write(to: manifest)
      #expect(await sandbox.run(["plugins", "add", plain.path]).status == 0)
      #expect(await sandbox.run(["plugins", "add", sectioned.path]).status == 0)
      func ids(_ line: [String]) -> [String] {
        InstalledPlugins.proxies(arguments: line, environment: sandbox.environment).map(\.id)
      }
      #expect(ids(["gallery"]).isEmpty)
      #expect(ids(["photo", "abc"]) == ["plugin.sectioned"])
      #expect(ids(["features"]) == ["plugin.plain", "plugin.sectioned"])
      #expect(ids(["plain"]) == ["plugin.plain", "plugin.sectioned"])
    }
  }
}
