import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import TestExpectations
import Testing

@testable import SettingsFeature

@Suite struct SettingsModuleTests {
  @Test func theRoute_leadsToTheSettings_andShowsWhatTheCommandShows() async throws {
    try await withTestHost(TestHost()) { host in
      let destination = try host.registry.router.resolve("mosaic://settings").destination
      #expect(destination as? SettingsDestination == SettingsDestination())
      let routed = try await host.registry.present(destination)
      let commanded = try await host.settings()
      #expect(routed.output == commanded.output)
      let document = try await host.registry.present(SettingsDestination(), json: true)
      #expect(try json(document)["theme"] as? String == "dark")
    }
  }

  @Test func theModule_declaresWhatItNeeds_andContributesItsCommandRouteAndTab() throws {
    let summary = try requireValue(try TestHost().registry.summaries.first { $0.id == "settings" })
    #expect(summary.names(of: "commands") == ["settings"])
    #expect(summary.names(of: "routes") == ["mosaic://settings"])
    #expect(summary.names(of: "tabs") == ["settings"])
    #expect(summary.requires == ["SettingsClient", "DesktopClient"])
  }

  @Test func everySettingsCommand_speaksGerman() async throws {
    let english = ["Theme", "Language", "Notifications", "Change one", "set to", "already"]
    try await withTestHost(TestHost()) { host in
      for arguments in [[], ["set", "theme", "light"], ["set", "theme", "light"]] {
        let console = try await host.settings(arguments, language: .german)
        let text = (console.output + console.errors).replacing(try Regex("`[^`]*`"), with: "")
        for word in english {
          #expect(!text.contains(word), "mosaic settings \(arguments.joined(separator: " ")): '\(word)' in \(text)")
        }
      }
    }
  }

  @Test func errorSentences_areGerman() {
    let off = SettingsError(.notificationsUnavailable, desktopReason: .noNotifier).message(in: .german)
    #expect(off.hasPrefix("Mitteilungen bleiben aus: notify-send ist nicht installiert"))
    #expect(
      SettingsStrings.invalidValue("x", for: .theme, .german)
        == "'x' ist kein Wert für theme; nimm einen von dark, light.")
  }
}
