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
      #expect(
        document as? [String: String] == ["theme": "dark", "language": "en", "notifications": "off", "country": "auto"])
      let text = try await host.settings()
      #expect(
        text.lines == [
          "Settings",
          "  Theme          Dark (dark)",
          "  Language       English (en)",
          "  Notifications  off (off)",
          "  News country   automatic (auto)",
          "Country auto: the configuration file's news country, else us for English and de for German.",
          "Change one with `mosaic settings set KEY VALUE`: theme dark|light, language en|de, notifications on|off, "
            + "country auto|CC (us, de, gb, …).",
        ])
    }
  }

  /// Issue 22: `settings set country` takes NewsAPI's countries in any case, and `auto`.
  @Test func setCountry_takesACodeNewsAPIServes_andAuto() async throws {
    let settings = SettingsClient.inMemory()
    try await withTestHost(TestHost(settings: settings)) { host in
      let result = try await host.settings(["set", "country", "AT"])
      #expect(result.output == "News country set to AT (at).\n")
      #expect(try await settings.load().country == "at")
      _ = try await host.settings(["set", "language", "de"])
      let auto = try await host.settings(["set", "country", "auto"])
      #expect(auto.output == "News country set to automatic (auto).\n", "the run's language stays")
      #expect(try await settings.load().country == nil)
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
    (["set", "colour", "red"], "There is no setting 'colour'; use one of theme, language, notifications, country."),
    (["set", "country", "uk"], "'uk' is not a value of country; use one of auto, " + NewsCountries.list + "."),
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

/// NewsAPI's countries as `settings set` lists them.
enum NewsCountries {
  static let list = [
    "ae", "ar", "at", "au", "be", "bg", "br", "ca", "ch", "cn", "co", "cu", "cz", "de", "eg", "fr", "gb", "gr",
    "hk", "hu", "id", "ie", "il", "in", "it", "jp", "kr", "lt", "lv", "ma", "mx", "my", "ng", "nl", "no", "nz",
    "ph", "pl", "pt", "ro", "rs", "ru", "sa", "se", "sg", "si", "sk", "th", "tr", "tw", "ua", "us", "ve", "za",
  ].joined(separator: ", ")
}
