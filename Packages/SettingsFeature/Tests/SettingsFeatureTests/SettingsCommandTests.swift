import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Testing

@testable import SettingsFeature

@Suite struct SettingsCommandTests {
  @Test func settings_showsTheDefaults_asTextAndJSON() async throws {
    try await withTestHost(TestHost()) { host in
      let document = try json(try await host.settings(["--json"]))
      #expect(document as? [String: String] == ["theme": "dark", "language": "en", "notifications": "off"])
      let text = try await host.settings()
      #expect(
        text.lines == [
          "Settings",
          "  Theme          Dark (dark)",
          "  Language       English (en)",
          "  Notifications  off (off)",
          "Change one with `mosaic settings set KEY VALUE`: theme dark|light, language en|de, notifications on|off.",
        ])
    }
  }

  @Test func set_changesOneSetting_answeringInTheNewLanguage() async throws {
    let settings = SettingsClient.inMemory()
    try await withTestHost(TestHost(settings: settings)) { host in
      let result = try await host.settings(["set", "language", "de"])
      #expect(result.output == "Sprache auf Deutsch (de) gestellt.\n")
      #expect(try await settings.load().language == .german)
      let again = try json(try await host.settings(["set", "language", "de", "--json"]))
      #expect(again["changed"] as? Bool == false)
      #expect(again["value"] as? String == "de")
    }
  }

  @Test(arguments: [
    (["set", "colour", "red"], "There is no setting 'colour'; use one of theme, language, notifications."),
    (["set", "theme", "blue"], "'blue' is not a value of theme; use one of dark, light."),
    (["set", "language", "fr"], "'fr' is not a value of language; use one of en, de."),
    (["set", "notifications", "yes"], "'yes' is not a value of notifications; use one of on, off."),
  ])
  func invalidSettings_areUsageErrorsListingTheAllowedValues(arguments: [String], message: String) async throws {
    try await withTestHost(TestHost()) { host in
      let error = await #expect(throws: ValidationError.self) { try await host.settings(arguments) }
      #expect(error?.message == message)
    }
  }

  @Test func notificationsOn_withoutADisplay_saysWhyAndStaysOff() async throws {
    let settings = SettingsClient.inMemory()
    let desktop = RecordingDesktop(notifications: .noDisplay)
    try await withTestHost(TestHost(settings: settings, desktop: desktop)) { host in
      let error = await #expect(throws: SettingsError.self) {
        _ = try await host.settings(["set", "notifications", "on"])
      }
      #expect(error?.code == .notificationsUnavailable)
      #expect(error?.desktopReason == .noDisplay)
      let stored = try await settings.load()
      #expect(stored.notifications == false)
    }
  }
}
