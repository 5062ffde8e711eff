import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Testing

@testable import DetailFeature

/// `d`, `o` and `u` on the app's photo page: the download goes the way `photo ID --save` goes (the download
/// endpoint first), into the download folder, never over a file, and says where with the credit; `o` and `u`
/// hand Unsplash's pages with the referral to the desktop; offline and without a browser each says why.
@MainActor @Suite struct PhotoActionsScreenTests {
  let size = Size(width: 240, height: 40)
  let photoPage = "https://unsplash.com/photos/a?utm_source=mosaic&utm_medium=referral"
  let profile = "https://unsplash.com/@usera?utm_source=mosaic&utm_medium=referral"

  /// A fresh folder, removed after `body`.
  func inFolder(_ body: (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-d-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
  }

  func app(
    _ recorder: PhotoSaverTests.Recorder, desktop: RecordingDesktop = RecordingDesktop(), downloads: URL,
    language: Language = .english
  ) async throws -> DetailApp {
    let ui = try DetailApp(
      photos: recorder.client, favorites: .inMemory(), size: size, language: language, desktop: desktop.client,
      downloads: downloads)
    ui.app.start(opening: "mosaic://photo/a")
    await ui.app.settle()
    return ui
  }

  @Test func d_callsTheDownloadEndpointThenWritesIntoTheDownloadFolder_andSaysWhereWithTheCredit() async throws {
    try await inFolder { folder in
      let recorder = PhotoSaverTests.Recorder()
      let ui = try await app(recorder, downloads: folder.appendingPathComponent("Downloads"))
      await ui.app.press("d")
      await ui.app.settle()
      let target = folder.appendingPathComponent("Downloads/usera-a.jpg")
      #expect(FileManager.default.contents(atPath: target.path) == recorder.picture)
      #expect(recorder.recorded.suffix(2) == ["download endpoint a", "picture https://images.example/full/a"])
      #expect(ui.text.contains("Saved to '\(target.path)'"))
      #expect(ui.text.contains("Photo by User a on Unsplash: \(profile)"))
      _ = try await ui.app.exit()
    }
  }

  @Test func d_neverReplacesAFile_theSecondDownloadTakesTheNextFreeName() async throws {
    try await inFolder { folder in
      let mine = folder.appendingPathComponent("usera-a.jpg")
      try Data("mine".utf8).write(to: mine)
      let recorder = PhotoSaverTests.Recorder()
      let ui = try await app(recorder, downloads: folder)
      await ui.app.press("d")
      await ui.app.settle()
      #expect(FileManager.default.contents(atPath: mine.path) == Data("mine".utf8))
      let second = folder.appendingPathComponent("usera-a-2.jpg")
      #expect(FileManager.default.contents(atPath: second.path) == recorder.picture)
      #expect(ui.text.contains("Saved to '\(second.path)'"))
      _ = try await ui.app.exit()
    }
  }

  @Test func d_offline_refusesInOneSentence_andWritesNothing() async throws {
    try await inFolder { folder in
      let ui = try await app(PhotoSaverTests.Recorder(location: nil), downloads: folder, language: .german)
      await ui.app.press("d")
      await ui.app.settle()
      #expect(ui.text.contains("Foto 'a' stammt aus dem eingebetteten Katalog"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      _ = try await ui.app.exit()
    }
  }

  @Test func o_opensThePhotosUnsplashPage_andU_thePhotographers_withTheReferral() async throws {
    try await inFolder { folder in
      let desktop = RecordingDesktop()
      let ui = try await app(PhotoSaverTests.Recorder(), desktop: desktop, downloads: folder)
      await ui.app.press("o")
      await ui.app.settle()
      #expect(desktop.opened == [photoPage])
      #expect(ui.text.contains("Opened \(photoPage)"))
      await ui.app.press("u")
      await ui.app.settle()
      #expect(desktop.opened == [photoPage, profile])
      _ = try await ui.app.exit()
    }
  }

  @Test func o_withoutABrowser_saysWhy() async throws {
    try await inFolder { folder in
      let desktop = RecordingDesktop(openResult: .unavailable(.noOpener))
      let ui = try await app(PhotoSaverTests.Recorder(), desktop: desktop, downloads: folder)
      await ui.app.press("o")
      await ui.app.settle()
      #expect(ui.text.contains("Could not open '\(photoPage)': $BROWSER is not set"))
      _ = try await ui.app.exit()
    }
  }

  @Test(arguments: [Language.english, .german])
  func help_namesTheThreeKeys(language: Language) async throws {
    try await inFolder { folder in
      let ui = try await app(PhotoSaverTests.Recorder(), downloads: folder, language: language)
      await ui.app.press("?")
      await ui.app.settle()
      let words =
        language == .english
        ? ["download the picture", "open on Unsplash", "the photographer on Unsplash"]
        : ["Bild herunterladen", "auf Unsplash öffnen", "Fotograf auf Unsplash"]
      for word in words { #expect(ui.text.contains(word)) }
      _ = try await ui.app.exit()
    }
  }
}
