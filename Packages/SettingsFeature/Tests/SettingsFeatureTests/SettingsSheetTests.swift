import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Testing

@testable import SettingsFeature

/// The settings sheet in the terminal app: `,` opens it over the screen it was pressed on, and a change applies
/// to every screen at once.
@MainActor @Suite struct SettingsSheetTests {
  @Test func comma_opensSettings_andGermanAndTheLightThemeApplyAtOnce() async throws {
    let settings = SettingsClient.inMemory()
    let host = try TestHost(settings: settings)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start()
    try await app.terminal.waitFor("Home")
    #expect(app.root.titles(in: .english) == ["Home", "Settings"])
    await app.press(",")
    try await app.terminal.waitFor("Theme")
    await app.press("j")
    await app.press("\r")
    try await app.terminal.waitFor("Einstellungen")
    #expect(try await settings.load().language == .german)
    await app.press("k")
    await app.press("\r")
    await app.settle()
    #expect(app.environment.theme == .light)
    #expect(try await settings.load().theme == .light)
    _ = try await app.exit()
  }

  @Test func notificationsOn_whereTheyCannotBeDelivered_saysWhyAndStaysOff() async throws {
    let settings = SettingsClient.inMemory()
    let host = try TestHost(settings: settings, desktop: RecordingDesktop(notifications: .noDisplay))
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("Notifications")
    await app.press("jj\r")
    try await app.terminal.waitFor { !$0.text.contains("‹ on ›") && $0.text.contains("display") }
    #expect(try await settings.load().notifications == false)
    _ = try await app.exit()
  }

  /// Issue 22: the headlines' country is the sheet's fourth row; → and Enter go to the next of `auto` and NewsAPI's
  /// countries, ← to the one before, and `auto` comes round again.
  @Test func theCountryRow_stepsThroughNewsAPIsCountries() async throws {
    let settings = SettingsClient.inMemory(Settings(country: "us"))
    let host = try TestHost(settings: settings)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("News country")
    try await app.terminal.waitFor("‹ US ›")
    await app.press("jjjj")
    await app.press("\u{1B}[C")
    try await app.terminal.waitFor("‹ VE ›")
    #expect(try await settings.load().country == "ve")
    await app.press("\u{1B}[D")
    await app.press("\u{1B}[D")
    try await app.terminal.waitFor("‹ UA ›")
    #expect(try await settings.load().country == "ua")
    _ = try await app.exit()
  }

  @Test func nextCountry_goesRoundThroughAuto() {
    #expect(SettingsSheetScreen.nextCountry(after: Settings(country: "za"), backwards: false) == .country(nil))
    #expect(SettingsSheetScreen.nextCountry(after: Settings(), backwards: false) == .country("ae"))
    #expect(SettingsSheetScreen.nextCountry(after: Settings(), backwards: true) == .country("za"))
  }
}
