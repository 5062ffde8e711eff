import Foundation
import MosaicTestSupport
import Testing

/// Issue 21's second part through the released `mosaic`: a plugin linked with `plugins add --dev` runs again after a
/// rebuild without `plugins trust`, `mosaic doctor` checks it (text and JSON), and the completion scripts list the
/// installed plugins' commands and complete their options.
@Suite struct PluginDevEndToEndTests {
  static func reply(_ line: String) -> String {
    "send({'type': 'output', 'id': req['id'], 'output': {'lines': ['\(line)']}})"
  }

  @Test func devPlugin_rebuilt_runsWithoutTrust_andDoctorChecksIt() async throws {
    try await withSandbox { sandbox in
      let folder = try PluginEndToEndTests.writePlugin(in: sandbox, behaviour: Self.reply("build one"))
      let added = try await sandbox.mosaic(["plugins", "add", "--dev", folder])
      #expect(added.status == 0, "\(added)")
      #expect(added.stdout.contains("dev — linked to "), "\(added)")
      #expect(try await sandbox.mosaic(["bad"]).stdout == "build one\n")

      _ = try PluginEndToEndTests.writePlugin(in: sandbox, behaviour: Self.reply("build two"))
      let rebuilt = try await sandbox.mosaic(["bad"])
      #expect(rebuilt.status == 0, "\(rebuilt)")
      #expect(rebuilt.stdout == "build two\n")

      let doctor = try await sandbox.mosaic(["doctor", "--offline", "--json"])
      #expect(doctor.status == 0, "\(doctor)")
      let document = try jsonObject(doctor.stdout)
      let plugin = try #require((document["plugins"] as? [[String: Any]])?.first)
      #expect(plugin["id"] as? String == "bad")
      #expect(plugin["runnable"] as? Bool == true)
      #expect(plugin["handshake"] as? Bool == true)
      #expect(plugin["problem"] == nil)
      let abi = try #require(document["landlockABI"] as? Int)
      #expect(plugin["landlockABI"] as? Int == abi)
      let text = try await sandbox.mosaic(["doctor", "--offline"])
      #expect(text.stdout.contains("\nPlugins\n  bad           1.0.0 · dev, linked to "), "\(text)")
      // Without Landlock the kernel sandbox is missing: said once, as a warning.
      let warnings = text.stdout.components(separatedBy: "This kernel offers no Landlock").count - 1
      #expect(warnings == (abi == 0 ? 1 : 0))

      // A plugin that no longer answers the handshake is a problem, exit 1.
      _ = try PluginEndToEndTests.writePlugin(in: sandbox, behaviour: "pass", ignoreShutdown: false, exitAtStart: true)
      let broken = try await sandbox.mosaic(["doctor", "--offline"])
      #expect(broken.status == 1, "\(broken)")
      #expect(broken.stdout.contains("Plugin 'bad' ended without answering"), "\(broken)")
    }
  }

  @Test func completionScripts_listTheInstalledPluginsCommands_andTheirOptions() async throws {
    try await withSandbox { sandbox in
      for shell in ["bash", "zsh", "fish"] {
        let before = try await sandbox.mosaic(["--generate-completion-script", shell])
        #expect(before.status == 0, "\(before)")
        #expect(!before.stdout.contains("moon"), "\(shell)")
      }
      #expect(try await sandbox.mosaic(["plugins", "add", PluginEndToEndTests.moon]).status == 0)
      // The command among the others (its name, and in fish its summary).
      let fish = try await sandbox.mosaic(["--generate-completion-script", "fish"])
      #expect(fish.stdout.contains("-fa 'moon' -d 'The moon\\'s phase today or on a date'"), "\(fish)")
      // The plugin command's options, asked from `mosaic` as the scripts complete ("--d" with the cursor at its end).
      let options = try await sandbox.mosaic(
        ["---completion", "moon", "--", "positional@0", "2", "3", "mosaic", "moon", "--d"])
      #expect(options.status == 0, "\(options)")
      #expect(options.stdout == "--days\n", "\(options)")
      for shell in ["bash", "zsh", "fish"] {
        let after = try await sandbox.mosaic(["--generate-completion-script", shell])
        #expect(after.status == 0, "\(after)")
        #expect(after.stdout.contains("moon"), "\(shell)")
      }
    }
  }
}
