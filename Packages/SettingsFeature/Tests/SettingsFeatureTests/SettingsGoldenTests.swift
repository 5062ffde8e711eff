import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Testing

@testable import SettingsFeature

/// The settings sheet drawn into the in-memory terminal over a plain first tab and compared with its golden
/// files at 80×24 in every theme and both languages (the App's tests draw it over the news tab too). `make goldens`
/// writes them again.
@MainActor @Suite struct SettingsGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func sheet(_ golden: GoldenCase) async throws {
    // The stored settings agree with the golden's, as they do in the app, which starts from them.
    let settings = SettingsClient.inMemory(Settings(theme: golden.theme.name ?? .dark, language: golden.language))
    let host = try TestHost(settings: settings)
    let app = TestApp(registry: host.registry, size: golden.size, language: golden.language, theme: golden.theme)
    app.start(opening: "mosaic://settings")
    await app.settle()
    let snapshot = Golden.snapshot(app.terminal.screen.buffer, header: "settings-sheet · \(golden.testDescription)")
    let file = Self.goldens.appendingPathComponent(golden.fileName("settings-sheet"))
    let difference = try Golden.verify(snapshot, at: file)
    #expect(difference == nil, "\(difference ?? "")")
    _ = try await app.exit()
  }
}
