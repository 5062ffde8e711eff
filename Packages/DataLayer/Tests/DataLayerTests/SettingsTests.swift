import Core
import DataLayer
import Testing

@Suite struct SettingsTests {
  @Test func defaults_areDarkEnglishWithoutNotifications() {
    #expect(Settings.defaults == Settings(theme: .dark, language: .english, notifications: false))
  }

  struct ParseCase: Sendable, CustomTestStringConvertible {
    let key: SettingKey
    let value: String
    let change: SettingChange?
    var testDescription: String { "\(key.rawValue)=\(value)" }
  }

  @Test(arguments: [
    ParseCase(key: .theme, value: "light", change: .theme(.light)),
    ParseCase(key: .theme, value: " DARK ", change: .theme(.dark)),
    ParseCase(key: .theme, value: "blue", change: nil),
    ParseCase(key: .language, value: "de", change: .language(.german)),
    ParseCase(key: .language, value: "german", change: nil),
    ParseCase(key: .notifications, value: "on", change: .notifications(true)),
    ParseCase(key: .notifications, value: "off", change: .notifications(false)),
    ParseCase(key: .notifications, value: "yes", change: nil),
    // Issue 22: the headlines' country is one NewsAPI takes, or auto.
    ParseCase(key: .country, value: " DE ", change: .country("de")),
    ParseCase(key: .country, value: "gb", change: .country("gb")),
    ParseCase(key: .country, value: "auto", change: .country(nil)),
    ParseCase(key: .country, value: "xx", change: nil),
    ParseCase(key: .country, value: "uk", change: nil),
    ParseCase(key: .country, value: "deu", change: nil),
    ParseCase(key: .country, value: "d\u{1B}", change: nil),
  ])
  func change_parsesOnlyTheAllowedValues(_ example: ParseCase) {
    #expect(example.key.change(example.value) == example.change)
    if let change = example.change {
      #expect(example.key.allowedValues.contains(change.value))
      #expect(change.key == example.key)
    }
  }

  struct CountryCase: Sendable, CustomTestStringConvertible {
    let id: String
    let settings: Settings
    let configured: String?
    let country: String
    var testDescription: String { id }
  }

  /// Issue 22: one rule for the headlines' country — chosen here, else the configuration file, else the language.
  @Test(arguments: [
    CountryCase(id: "nothing set", settings: .defaults, configured: nil, country: "us"),
    CountryCase(id: "German brings de", settings: Settings(language: .german), configured: nil, country: "de"),
    CountryCase(
      id: "a chosen country wins over German", settings: Settings(language: .german, country: "at"), configured: nil,
      country: "at"),
    CountryCase(
      id: "the file over the language", settings: Settings(language: .german), configured: "ch", country: "ch"),
    CountryCase(
      id: "a chosen country over the file", settings: Settings(country: "fr"), configured: "ch", country: "fr"),
    CountryCase(
      id: "a file country NewsAPI lacks", settings: Settings(language: .german), configured: "xx", country: "de"),
  ])
  func headlineCountry_followsOneOrder(_ example: CountryCase) {
    #expect(example.settings.headlineCountry(configured: example.configured) == example.country)
  }

  @Test func allowedValues_listEveryValueOfEveryKey() {
    #expect(SettingKey.theme.allowedValues == ["dark", "light"])
    #expect(SettingKey.language.allowedValues == ["en", "de"])
    #expect(SettingKey.notifications.allowedValues == ["on", "off"])
  }

  @Test func apply_changesOneSetting() {
    var settings = Settings.defaults
    settings.apply(.language(.german))
    settings.apply(.notifications(true))
    #expect(settings == Settings(theme: .dark, language: .german, notifications: true))
    #expect(settings.value(of: .notifications) == "on")
    #expect(settings.value(of: .language) == "de")
  }

  @Test func inMemoryClient_keepsWhatWasSet() async throws {
    let client = SettingsClient.inMemory()
    let after = try await client.set(.theme(.light))
    #expect(after.theme == .light)
    #expect(try await client.load().theme == .light)
    #expect(try await SettingsClient.defaults.set(.theme(.light)) == .defaults)
    let error = await #expect(throws: DataLayerError.self) { try await SettingsClient.failing.load() }
    #expect(error?.code == .unexpectedCall)
  }
}
