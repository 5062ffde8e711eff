import CoreCLI
import CoreTestSupport
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import DetailFeature

/// `mosaic photo ID --save`: Unsplash's download endpoint is called once, before the picture is fetched; the
/// file appears whole or not at all and never replaces one without `--force`; the credit carries the referral.
@Suite struct PhotoSaverTests {
  /// A photo client that records, in order, every call the saver makes.
  final class Recorder: Sendable {
    let calls = Mutex<[String]>([])
    let picture = Data("JPEG bytes".utf8)
    let location: URL?

    init(location: URL? = URL(string: "https://images.example/full/a")) { self.location = location }

    var client: PhotoClient {
      PhotoClient(
        source: .embedded, listPhotos: { _, _ in throw NetworkError(.unexpected) },
        photo: { id in
          self.calls.withLock { $0.append("photo \(id)") }
          return Fetched(try .fixture(id))
        },
        trackDownload: { id in
          self.calls.withLock { $0.append("download endpoint \(id)") }
          return self.location
        },
        downloadPicture: { url in
          self.calls.withLock { $0.append("picture \(url.absoluteString)") }
          return self.picture
        })
    }

    var recorded: [String] { calls.withLock { $0 } }
  }

  @Test func save_callsTheDownloadEndpointOnceBeforeFetchingThePicture() async throws {
    let recorder = Recorder()
    try await withTemporaryDirectory { folder in
      let saved = try await PhotoSaver(photos: recorder.client).save("a", to: nil, force: false, in: folder)

      #expect(
        recorder.recorded == ["photo a", "download endpoint a", "picture https://images.example/full/a"])
      #expect(saved.path == folder.appendingPathComponent("usera-a.jpg").path)
      #expect(saved.bytes == recorder.picture.count)
      #expect(FileManager.default.contents(atPath: saved.path) == recorder.picture)
      // Nothing but the picture is left in the folder: the temporary file is gone.
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left == ["usera-a.jpg"])
    }
  }

  @Test func attribution_namesThePhotographerAndUnsplashWithReferralLinks() throws {
    let attribution = PhotoAttribution(try .fixture("a"))

    #expect(attribution.text == "Photo by User a on Unsplash")
    #expect(attribution.photographerURL == "https://unsplash.com/@usera?utm_source=mosaic&utm_medium=referral")
    #expect(attribution.unsplashURL == "https://unsplash.com/?utm_source=mosaic&utm_medium=referral")
    #expect(attribution.photoURL == "https://unsplash.com/photos/a?utm_source=mosaic&utm_medium=referral")
  }

  @Test func savedPhoto_printsTheAttributionWithItsLinks() async throws {
    try await withTemporaryDirectory { folder in
      let saved = try await PhotoSaver(photos: Recorder().client).save("a", to: "x.jpg", force: false, in: folder)
      let lines = saved.lines(in: .init())

      #expect(lines.contains("Photo by User a on Unsplash"))
      #expect(lines.contains("User a: https://unsplash.com/@usera?utm_source=mosaic&utm_medium=referral"))
      #expect(lines.contains("Unsplash: https://unsplash.com/?utm_source=mosaic&utm_medium=referral"))
    }
  }

  @Test func save_neverReplacesAnExistingFileWithoutForce() async throws {
    let recorder = Recorder()
    try await withTemporaryDirectory { folder in
      let existing = folder.appendingPathComponent("mine.jpg")
      try Data("keep me".utf8).write(to: existing)

      await #expect(throws: DetailError(.fileExists, photoID: "a", path: existing.path)) {
        try await PhotoSaver(photos: recorder.client).save("a", to: "mine.jpg", force: false, in: folder)
      }
      #expect(FileManager.default.contents(atPath: existing.path) == Data("keep me".utf8))
      #expect(!recorder.recorded.contains("download endpoint a"))
    }
  }

  @Test func write_refusesAFileThatAppearedMeanwhile() throws {
    // The check before the download can race a file that appears later: linking into place still refuses it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MosaicSaver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("late.jpg")
    try Data("late".utf8).write(to: target)

    #expect(throws: DetailError(.fileExists, photoID: "a", path: target.path)) {
      try PhotoSaver.write(Data("new".utf8), to: target, force: false, photoID: "a")
    }
    #expect(FileManager.default.contents(atPath: target.path) == Data("late".utf8))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["late.jpg"])
  }

  @Test func save_withForceReplacesTheFileByRenamingNotRewriting() async throws {
    try await withTemporaryDirectory { folder in
      let existing = folder.appendingPathComponent("mine.jpg")
      let other = folder.appendingPathComponent("other-name.jpg")
      try Data("old".utf8).write(to: existing)
      // A second name for the old file: rewriting the file in place would change what it shows.
      try FileManager.default.linkItem(at: existing, to: other)

      _ = try await PhotoSaver(photos: Recorder().client).save("a", to: "mine.jpg", force: true, in: folder)

      #expect(FileManager.default.contents(atPath: existing.path) == Data("JPEG bytes".utf8))
      #expect(FileManager.default.contents(atPath: other.path) == Data("old".utf8))
    }
  }

  @Test func save_offlineRefusesWithoutWritingAnything() async throws {
    let recorder = Recorder(location: nil)
    try await withTemporaryDirectory { folder in
      await #expect(throws: DetailError(.notDownloadable, photoID: "a")) {
        try await PhotoSaver(photos: recorder.client).save("a", to: nil, force: false, in: folder)
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left.isEmpty)
      expectNone(recorder.recorded) { $0.hasPrefix("picture") }
    }
  }

  @Test func defaultName_keepsOnlySafeCharacters() throws {
    let photo = try Photo.fixture("a")
    #expect(PhotoSaver.defaultName(for: photo) == "usera-a.jpg")
  }
}

/// `PhotoSaver.saveNew`, the app's `d`: the default name, else the next free one; never a file replaced.
@Suite struct PhotoSaverNewNameTests {
  @Test func saveNew_takesTheNextFreeName_andLeavesExistingFilesAlone() async throws {
    try await withTemporaryDirectory { folder in
      try Data("one".utf8).write(to: folder.appendingPathComponent("usera-a.jpg"))
      try Data("two".utf8).write(to: folder.appendingPathComponent("usera-a-2.jpg"))
      let recorder = PhotoSaverTests.Recorder()
      let saved = try await PhotoSaver(photos: recorder.client).saveNew("a", in: folder)
      #expect(saved.path == folder.appendingPathComponent("usera-a-3.jpg").path)
      #expect(
        FileManager.default.contents(atPath: folder.appendingPathComponent("usera-a.jpg").path) == Data("one".utf8))
      #expect(
        FileManager.default.contents(atPath: folder.appendingPathComponent("usera-a-2.jpg").path) == Data("two".utf8))
      expectEqual(recorder.recorded.filter { $0.hasPrefix("download endpoint") }.count, 1)
    }
  }

  @Test func saveNew_createsAMissingFolder() async throws {
    try await withTemporaryDirectory { folder in
      let downloads = folder.appendingPathComponent("Downloads")
      let saved = try await PhotoSaver(photos: PhotoSaverTests.Recorder().client).saveNew("a", in: downloads)
      #expect(saved.path == downloads.appendingPathComponent("usera-a.jpg").path)
    }
  }
}
