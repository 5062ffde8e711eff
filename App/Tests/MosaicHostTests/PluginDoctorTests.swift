import Core
import Foundation
import TestExpectations
import Testing

@testable import MosaicHost

extension HostRuns {
  /// Issue 21: `mosaic doctor` checks every installed plugin (executable, hash, handshake through the supervisor)
  /// in text and JSON, never starts a changed one, and says once when the kernel offers no Landlock; `mosaic plugins
  /// add --dev` links a plugin that `plugins list` shows as dev.
  @Suite struct PluginDoctorTests {
    let sandbox = HostSandbox()
    var dataDirectory: URL { sandbox.root.appendingPathComponent("data/mosaic") }

    private func json(_ run: HostRun) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func doctor_checksEachPlugin_andAFailedHandshakeIsAProblem() async throws {
      defer { sandbox.remove() }
      let good = sandbox.root.appendingPathComponent("good")
      let mute = sandbox.root.appendingPathComponent("mute")
      try TestPlugin.write(in: good, id: "good")
      // Ends as soon as it starts: no handshake.
      try TestPlugin.write(in: mute, id: "mute", onStart: "sys.exit(4)")
      #expect(await sandbox.run(["plugins", "add", good.path]).status == 0)
      #expect(await sandbox.run(["plugins", "add", "--dev", mute.path]).status == 0)

      let run = await sandbox.run(["doctor", "--offline", "--json"])
      #expect(run.status == 1, "\(run.errors)")
      let document = try json(run)
      let plugins = try #require(document["plugins"] as? [[String: Any]])
      expectEqual(plugins.map { $0["id"] as? String }, ["good", "mute"])
      #expect(plugins[0]["runnable"] as? Bool == true)
      #expect(plugins[0]["hashMatches"] as? Bool == true)
      #expect(plugins[0]["handshake"] as? Bool == true)
      #expect(plugins[0]["problem"] == nil)
      #expect(plugins[1]["handshake"] as? Bool == false)
      #expect(plugins[1]["dev"] as? String == mute.resolvingSymlinksInPath().path)
      let problem = "Plugin 'mute' ended without answering (exit status 4); see `mosaic plugins log mute`."
      #expect(plugins[1]["problem"] as? String == problem)
      #expect((document["problems"] as? [String])?.contains(problem) == true)
      #expect((document["landlockABI"] as? Int) != nil)

      let text = await sandbox.run(["doctor", "--offline"])
      #expect(
        text.output.contains("\nPlugins\n  good          1.0.0 · hash trusted · handshake answered\n"), "\(text.output)"
      )
      #expect(text.output.contains("  mute          1.0.0 · dev, linked to "), "\(text.output)")
    }

    @Test func doctor_changedPlugin_isAProblem_andIsNotStarted() async throws {
      defer { sandbox.remove() }
      let folder = sandbox.root.appendingPathComponent("spy")
      try TestPlugin.write(in: folder, id: "spy")
      #expect(await sandbox.run(["plugins", "add", folder.path]).status == 0)
      // Changed after it was trusted: it would leave a mark in its data folder if it ever ran.
      let marker = dataDirectory.appendingPathComponent("plugins/spy/data/ran")
      try TestPlugin.write(
        in: dataDirectory.appendingPathComponent("plugins/spy"), id: "spy",
        onStart: "open(os.environ['MOSAIC_PLUGIN_DIR'] + '/ran', 'w').write('1')")

      let run = await sandbox.run(["doctor", "--offline", "--json"])
      #expect(run.status == 1)
      let plugins = try #require(try json(run)["plugins"] as? [[String: Any]])
      #expect(plugins.first?["hashMatches"] as? Bool == false)
      #expect(plugins.first?["handshake"] == nil)
      #expect(
        plugins.first?["problem"] as? String
          == "Plugin 'spy' changed since it was trusted; if you made that change, run `mosaic plugins trust spy`.")
      #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func devPlugin_isListedAsDev_andARebuildRunsWithoutTrust() async throws {
      defer { sandbox.remove() }
      let folder = sandbox.root.appendingPathComponent("dev")
      try TestPlugin.write(in: folder, id: "devo")
      let added = await sandbox.run(["plugins", "add", "--dev", folder.path])
      #expect(added.status == 0, "\(added.errors)")
      #expect(
        !FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("plugins/devo/plugin.py").path))
      try TestPlugin.write(in: folder, id: "devo", behaviour: "print('rebuilt', file=sys.stderr)")
      #expect(await sandbox.run(["devo"]).output == "ok\n")
      let list = await sandbox.run(["plugins", "list", "--json"])
      let entry = try #require((try json(list)["plugins"] as? [[String: Any]])?.first)
      #expect(entry["status"] as? String == "dev")
      #expect(entry["dev"] as? String == folder.resolvingSymlinksInPath().path)
      #expect(await sandbox.run(["plugins", "list"]).output.contains("dev — linked to "))
    }

    @Test func devFolder_holdingTheDataFolder_isOneSentenceWithTheFix() async throws {
      defer { sandbox.remove() }
      try TestPlugin.write(in: sandbox.root.appendingPathComponent("data"), id: "wide")
      let run = await sandbox.run(["plugins", "add", "--dev", sandbox.root.appendingPathComponent("data").path])
      #expect(run.status == 1)
      #expect(run.errors.contains("which the plugin could then read; keep the plugin in a folder of its own."))
    }

    @Test func landlockWarning_isOneLine_onlyWithoutLandlockAndWithPlugins() {
      #expect(PluginCheck.landlockWarning(abi: 0, plugins: 2, .english)?.contains("\n") == false)
      #expect(
        PluginCheck.landlockWarning(abi: 0, plugins: 2, .english)?.hasPrefix("This kernel offers no Landlock") == true)
      #expect(PluginCheck.landlockWarning(abi: 0, plugins: 0, .english) == nil)
      #expect(PluginCheck.landlockWarning(abi: 7, plugins: 2, .english) == nil)
    }

    @Test func sealedCopyWarning_isOneLine_onlyWithoutExecutableMemfdsAndWithPlugins() {
      for language in [Language.english, .german] {
        let line = PluginCheck.sealedCopyWarning(available: false, plugins: 1, language)
        #expect(line?.contains("\n") == false)
        #expect(line?.contains("vm.memfd_noexec") == true)
      }
      #expect(PluginCheck.sealedCopyWarning(available: false, plugins: 0, .english) == nil)
      #expect(PluginCheck.sealedCopyWarning(available: true, plugins: 2, .english) == nil)
    }
  }
}
