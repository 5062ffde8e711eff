import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic photo ID --save FILE` on the released binary against the mock API: the picture is written, Unsplash's
/// download endpoint was called with the key, and the attribution is printed with its referral links.
@Suite struct PhotoSaveEndToEndTests {
  static let key = "save-test-key"

  @Test func save_callsTheDownloadEndpoint_writesTheFile_andPrintsTheAttribution() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        let id = try #require(try await galleryIDs(sandbox, environment: environment).first)
        let file = sandbox.root.appendingPathComponent("saved.jpg")

        let result = try await sandbox.mosaic(["photo", id, "--save", file.path], environment: environment)

        #expect(result.status == 0, "\(result)")
        let written = try #require(FileManager.default.contents(atPath: file.path))
        #expect(!written.isEmpty)
        let requests = try await server.requests()
        let downloads = requests.filter { $0.path == "/photos/\(id)/download" }
        #expect(downloads.count == 1, "\(requests.map(\.path))")
        expectAll(downloads) { $0.keyInHeader && !$0.keyInQuery }
        #expect(result.stdout.contains(" on Unsplash\n"), "\(result)")
        #expect(result.stdout.contains("https://unsplash.com/?utm_source=mosaic&utm_medium=referral"))
        #expect(result.stdout.contains("?utm_source=mosaic&utm_medium=referral\n"))

        let again = try await sandbox.mosaic(["photo", id, "--save", file.path], environment: environment)
        expectOneSentenceError(again, containing: "add --force to replace it")
        #expect(FileManager.default.contents(atPath: file.path) == written)
      }
    }
  }

  @Test func save_offline_refusesInOneSentence() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      let file = sandbox.root.appendingPathComponent("offline.jpg")
      let result = try await sandbox.mosaic(["photo", id, "--save", file.path, "--json"])
      expectOneSentenceError(result, containing: "has no full picture to save")
      #expect(!FileManager.default.fileExists(atPath: file.path))
    }
  }
}
