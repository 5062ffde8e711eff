import Core
import CoreCLI
import CoreTestSupport
import CoreUITestSupport
import DataLayer
import Foundation

@testable import SettingsFeature

/// One run of `mosaic` in miniature: a registry with ``SettingsModule`` (and a home tab to open the sheet
/// over) on in-memory settings and a recording desktop; commands run in-process against a captured console.
struct TestHost {
  let settings: SettingsClient
  let desktop: RecordingDesktop
  let registry: PluginRegistry

  init(
    settings: SettingsClient = .inMemory(), desktop: RecordingDesktop = RecordingDesktop(),
    timer: NotificationTimerClient? = nil
  ) throws {
    self.settings = settings
    self.desktop = desktop
    registry = try PluginRegistry(
      modules: [HomeModule(), SettingsModule()],
      serving: [.value(settings), .value(desktop.client)] + (timer.map { [.value($0)] } ?? []))
  }

  /// Parses `mosaic settings <arguments>` and runs it.
  @discardableResult
  func settings(_ arguments: [String] = [], language: Language = .english) async throws -> CapturedConsole {
    try await registry.run(SettingsCommand.self, arguments, style: TextStyle(language: language))
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ host: TestHost, isolation: isolated (any Actor)? = #isolation, _ body: (TestHost) async throws -> Void
) async throws {
  try await withBootedRegistry(host.registry) { try await body(host) }
}
