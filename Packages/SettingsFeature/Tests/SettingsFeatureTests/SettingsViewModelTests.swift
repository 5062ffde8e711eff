import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Testing

@testable import SettingsFeature

@MainActor @Suite struct SettingsViewModelTests {
  @Test func set_storesTheChange_andSaysWhenNothingChanged() async throws {
    let store = SettingsClient.inMemory()
    let model = SettingsViewModel(settings: store, desktop: RecordingDesktop().client)
    #expect(try await model.set(.language(.german)) == .changed)
    #expect(try await model.set(.language(.german)) == .unchanged)
    #expect(try await store.load().language == .german)
    #expect(model.settings.language == .german)
  }

  @Test(arguments: [DesktopClient.Unavailable.noNotifier, .noDisplay])
  func notificationsOn_whereTheyCannotBeDelivered_staysOff(_ reason: DesktopClient.Unavailable) async throws {
    let store = SettingsClient.inMemory()
    let model = SettingsViewModel(settings: store, desktop: RecordingDesktop(notifications: reason).client)
    #expect(try await model.set(.notifications(true)) == .refused(reason))
    #expect(try await store.load().notifications == false)
    #expect(model.refusal == reason)
  }

  @Test func notificationsOn_whereTheyCanBeDelivered_turnsThemOn_andOffAlwaysWorks() async throws {
    let store = SettingsClient.inMemory()
    let desktop = RecordingDesktop()
    let model = SettingsViewModel(settings: store, desktop: desktop.client)
    #expect(try await model.set(.notifications(true)) == .changed)
    desktop.setNotifications(unavailable: .noDisplay)
    #expect(try await model.set(.notifications(false)) == .changed)
    #expect(try await store.load().notifications == false)
  }
}
