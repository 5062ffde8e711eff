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
  ])
  func change_parsesOnlyTheAllowedValues(_ example: ParseCase) {
    #expect(example.key.change(example.value) == example.change)
    if let change = example.change {
      #expect(example.key.allowedValues.contains(change.value))
      #expect(change.key == example.key)
    }
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
