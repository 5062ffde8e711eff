import Foundation
import MosaicHost
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HostRuns {
  /// Issue 19, items 17 and 24: `mosaic doctor` warns about a data or cache folder others can reach (Mosaic no
  /// longer changes a folder it did not create), in English and German, in text and JSON; and names a picture
  /// cache folder that is a link, which Mosaic does not follow.
  @Suite struct DoctorFolderTests {
    let sandbox = HostSandbox()

    private func folder(_ name: String, mode: Int) throws -> URL {
      let url = sandbox.root.appendingPathComponent(name, isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      #expect(chmod(url.path, mode_t(mode)) == 0)
      return url
    }

    private func mode(_ url: URL) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    @Test func looseFolders_areWarnings_notProblems_andKeepTheirMode() async throws {
      defer { sandbox.remove() }
      let data = try folder("data-loose", mode: 0o750)
      let cache = try folder("cache-loose", mode: 0o777)
      let flags = ["--data-dir", data.path, "--cache-dir", cache.path]

      let json = await sandbox.run(["doctor", "--offline", "--json"] + flags)
      let text = await sandbox.run(["doctor", "--offline"] + flags)

      #expect(json.status == 0, "\(json.errors)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
      #expect(document["problems"] as? [String] == [])
      #expect(
        document["warnings"] as? [String] == [
          "The data directory '\(data.path)' has permissions 0750, so other users can look into it; run "
            + "`chmod 700 '\(data.path)'` unless you share it on purpose.",
          "The cache directory '\(cache.path)' has permissions 0777, so other users can change what is in it; run "
            + "`chmod 700 '\(cache.path)'` unless you share it on purpose.",
        ])
      #expect(text.status == 0)
      #expect(text.output.hasSuffix("on purpose.\nNo problems found; 2 warnings.\n"), "\(text.output)")
      #expect(try mode(data) == 0o750)
      #expect(try mode(cache) == 0o777)
    }

    @Test func looseFolder_warningIsGerman_whenTheSettingsSaySo() async throws {
      defer { sandbox.remove() }
      let data = try folder("data-de", mode: 0o755)
      let flags = ["--data-dir", data.path]
      _ = await sandbox.run(["settings", "set", "language", "de"] + flags)

      let text = await sandbox.run(["doctor", "--offline"] + flags)

      #expect(text.status == 0, "\(text.errors)")
      #expect(
        text.output.contains(
          "Der Datenordner '\(data.path)' hat die Rechte 0755, daher können andere Benutzer hineinsehen; führe "
            + "`chmod 700 '\(data.path)'` aus, wenn du ihn nicht absichtlich teilst."), "\(text.output)")
      #expect(text.output.hasSuffix("Keine Probleme gefunden; 1 Warnung.\n"), "\(text.output)")
    }

    @Test func privateFolders_giveNoWarning() async throws {
      defer { sandbox.remove() }
      let json = await sandbox.run(["doctor", "--offline", "--json"])
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
      #expect(json.status == 0, "\(json.errors)")
      #expect(document["warnings"] as? [String] == [])
    }

    @Test func linkedPictureFolder_isAProblem_andItsTargetIsUntouched() async throws {
      defer { sandbox.remove() }
      let victim = try folder("photos", mode: 0o755)
      try Data("someone's picture".utf8).write(to: victim.appendingPathComponent("7.img"))
      let cache = try folder("cache-linked", mode: 0o700)
      let link = cache.appendingPathComponent("images")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

      let json = await sandbox.run(["doctor", "--offline", "--json", "--cache-dir", cache.path])

      #expect(json.status == 1)
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
      #expect(
        document["problems"] as? [String] == [
          "The picture cache '\(link.path)' is a symbolic link or a file, which Mosaic does not follow, so pictures "
            + "are not kept on disk; remove it and Mosaic creates the folder again."
        ])
      #expect(try mode(victim) == 0o755)
      #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["7.img"])
    }
  }
}
