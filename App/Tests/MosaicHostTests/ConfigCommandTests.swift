import Core
import CoreUI
import CoreUITestSupport
import Foundation
import MosaicConfig
import MosaicHost
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 25: `mosaic config path|show|check|schema`, and the file's settings in the app and the commands.
  @Suite struct ConfigCommandTests {
    let sandbox = HostSandbox()

    var configURL: URL { sandbox.root.appendingPathComponent(".config/mosaic/config.yaml") }

    func write(_ text: String) throws {
      try FileManager.default.createDirectory(
        at: configURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: configURL)
    }

    @Test func path_andCheck_withoutAFile() async {
      defer { sandbox.remove() }
      let path = await sandbox.run(["config", "path"])
      #expect(path.output == configURL.path + "\n")
      let check = await sandbox.run(["config", "check"])
      #expect(check.status == 0)
      #expect(check.output == "There is no file at '\(configURL.path)'; the defaults apply.\n")
    }

    @Test func check_namesEveryMistake_inOneSentenceEach_andExits64() async throws {
      defer { sandbox.remove() }
      try write("graphics: sixels\nkeys:\n  gallery:\n    x: jump\ndefault_tab: weather\n")
      let check = await sandbox.run(["config", "check"])
      #expect(check.status == 64)
      #expect(check.output == "")
      let lines = check.errors.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(check.errors)")
      #expect(lines[0].hasPrefix("Line 1, 'graphics': 'sixels' is not one of auto, truecolor, 256"))
      #expect(lines[1].hasPrefix("Line 4, 'keys.gallery.x': 'jump' is not a key name"))
      #expect(lines[2].hasPrefix("Line 5, 'default_tab': 'weather' is not one of gallery, favorites, news"))
      #expect(lines[3].hasPrefix("Error: '\(configURL.path)' has 3 mistakes"))
      let json = await sandbox.run(["config", "check", "--json"])
      #expect(json.status == 64)
      let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
      let problems = decoded?["problems"] as? [[String: Any]]
      expectEqual(problems?.compactMap { $0["line"] as? Int }, [1, 4, 5])
      expectEqual(problems?.compactMap { $0["code"] as? String }, ["badValue", "badValue", "badValue"])
    }

    @Test func show_printsWhatApplies_whichReadsBackTheSame() async throws {
      defer { sandbox.remove() }
      let text = try #require(Self.readmeExample())
      try write(text)
      let show = await sandbox.run(["config", "show"])
      #expect(show.status == 0, "\(show.errors)")
      #expect(show.output.hasPrefix("# What applies, from '\(configURL.path)'\n"))
      let tabs = ["gallery", "favorites", "news", "saved", "settings"]
      let original = ConfigReader.read(text, tabs: tabs)
      let shown = ConfigReader.read(show.output, tabs: tabs)
      #expect(shown.problems == [])
      #expect(shown.config == original.config)
    }

    /// README.md's example file has no mistake.
    @Test func theReadmeExample_checksClean() async throws {
      defer { sandbox.remove() }
      try write(try #require(Self.readmeExample()))
      let check = await sandbox.run(["config", "check"])
      #expect(check.status == 0, "\(check.errors)")
      #expect(check.output == "'\(configURL.path)' has no mistakes.\n")
    }

    /// `docs/config.schema.json` is what `mosaic config schema` prints.
    @Test func theSchemaFile_isCurrent() async throws {
      defer { sandbox.remove() }
      let schema = await sandbox.run(["config", "schema"])
      #expect(schema.status == 0)
      let object = try JSONSerialization.jsonObject(with: Data(schema.output.utf8)) as? [String: Any]
      let properties = try #require(object?["properties"] as? [String: Any])
      #expect(Set(properties.keys) == Set(ConfigReader.topKeys))
      let file = try String(
        contentsOf: Self.repository.appendingPathComponent("docs/config.schema.json"), encoding: .utf8)
      #expect(file == schema.output, "run `mosaic config schema > docs/config.schema.json`")
    }

    /// A broken file never stops the app: it starts with the defaults and says why on its first frame.
    @Test func aBrokenFile_theAppStartsWithDefaults_andSaysWhy() async throws {
      defer { sandbox.remove() }
      try write("graphics: [kitty\n")
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("Page 1 of 12")
      let bottom = terminal.screen.screen.lines[39]
      #expect(bottom.contains("Line 2: the file is not valid YAML"), "\(bottom)")
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    /// Remapped keys work in the app and show in its key bar and help; the default tab is opened.
    @Test func remappedKeys_workAndShow_theDefaultTabOpens() async throws {
      defer { sandbox.remove() }
      try write(
        "default_tab: favorites\nkeys:\n  global:\n    F: \"2\"\n    \"?\": none\n    f1: \"?\"\n  gallery:\n    x: f\n"
      )
      let terminal = FakeTerminal()
      let run = Task { await sandbox.run(["ui"], environment: ["TERM": "xterm"], terminal: terminal.access) }
      try await terminal.screen.waitFor("No favorites yet")
      terminal.screen.send("1")
      try await terminal.screen.waitFor("Page 1 of 12")
      #expect(terminal.screen.screen.lines[39].contains("f x favorite"), "\(terminal.screen.screen.lines[39])")
      #expect(terminal.screen.screen.lines[39].contains("F1 help"))
      // x marks the first photo a favorite; F (acting as 2) shows it in the favorites.
      terminal.screen.send("x")
      try await terminal.screen.waitFor("♥")
      terminal.screen.send("F")
      try await terminal.screen.waitFor("1 favorite")
      terminal.screen.send("1")
      try await terminal.screen.waitFor("Page 1 of 12")
      terminal.screen.send("\u{1B}OP")
      try await terminal.screen.waitFor("Keys — ")
      #expect(terminal.screen.screen.text.contains("f x"))
      terminal.screen.send("\r")
      terminal.screen.send("q")
      #expect(await run.value.status == 0)
    }

    /// `news: country:` picks whose business headlines show, offline too.
    @Test func theNewsCountry_picksTheHeadlines() async throws {
      defer { sandbox.remove() }
      let before = await sandbox.run(["news", "--json"])
      try write("news:\n  country: de\n")
      let after = await sandbox.run(["news", "--json"])
      #expect(before.status == 0 && after.status == 0, "\(after.errors)")
      #expect(!before.output.contains("marktbericht.example"))
      #expect(after.output.contains("marktbericht.example"), "\(after.output.prefix(400))")
    }

    /// Issue 22: German brings German headlines unless a country was chosen; the file's country is such a choice,
    /// and a country chosen in the settings wins over the file (`Settings.headlineCountry`).
    @Test func german_bringsGermanHeadlines_andAChosenCountryWinsOverTheFile() async throws {
      defer { sandbox.remove() }
      _ = await sandbox.run(["settings", "set", "language", "de"])
      let german = await sandbox.run(["news", "--json"])
      #expect(german.status == 0, "\(german.errors)")
      #expect(german.output.contains("marktbericht.example"), "\(german.output.prefix(400))")
      try write("news:\n  country: us\n")
      let filed = await sandbox.run(["news", "--json"])
      #expect(!filed.output.contains("marktbericht.example"))
      _ = await sandbox.run(["settings", "set", "country", "de"])
      let chosen = await sandbox.run(["news", "--json"])
      #expect(chosen.output.contains("marktbericht.example"))
    }

    /// `graphics:` is used when no flag says: here words instead of half blocks.
    @Test func theGraphicsMode_appliesWhenNoFlagSays() async throws {
      defer { sandbox.remove() }
      try write("graphics: text\n")
      let drawn = await sandbox.run(["photo", "q5Aq-4pHXK9", "--image"], isTerminal: true)
      #expect(drawn.status == 0, "\(drawn.errors)")
      #expect(!drawn.output.contains("▀"))
      let flagged = await sandbox.run(["photo", "q5Aq-4pHXK9", "--image", "--graphics", "256"], isTerminal: true)
      #expect(flagged.output.contains("▀"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    /// The YAML block under README.md's "The configuration file".
    static func readmeExample() -> String? {
      guard
        let readme = try? String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8),
        let section = readme.range(of: "### The configuration file"),
        let start = readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex),
        let end = readme.range(of: "```\n", range: start.upperBound..<readme.endIndex)
      else { return nil }
      return String(readme[start.upperBound..<end.lowerBound])
    }
  }
}
