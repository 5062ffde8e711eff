import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic photographer USERNAME` and the photo page's new sections on the released binary: offline from the
/// embedded catalog and live against the mock API, text and `--json`.
@Suite struct PhotographerEndToEndTests {
  static let key = "photographer-test-key"

  /// The first catalog photo's author and the ids of their photos, newest first.
  static func author() throws -> (username: String, ids: [String]) {
    let user = try #require(EmbeddedPhotoCatalog.standard.photos.first).user
    return (user.username, EmbeddedPhotoCatalog.standard.photos(byUsername: user.username).map(\.id))
  }

  @Test func photographer_offline_listsTheirPhotos_textAndJSON() async throws {
    let (username, ids) = try Self.author()
    try await withSandbox { sandbox in
      let text = try await sandbox.mosaic(["photographer", username])
      #expect(text.status == 0, "\(text)")
      #expect(text.stdout.contains("by @\(username)"), "\(text)")
      expectAll(ids.prefix(30)) { text.stdout.contains($0) }

      let json = try await sandbox.mosaic(["photographer", username, "--json"])
      #expect(json.status == 0, "\(json)")
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      #expect(document["photographer"] as? String == username)
      expectEqual((document["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, Array(ids.prefix(30)))

      let opened = try await sandbox.mosaic(["open", "mosaic://user/\(username)"])
      #expect(opened.stdout == text.stdout)
    }
  }

  @Test func photographer_unknownOrNotAUsername_isOneSentence() async throws {
    try await withSandbox { sandbox in
      let unknown = try await sandbox.mosaic(["photographer", "nobody_here"])
      expectOneSentenceError(unknown, containing: "There is no photographer 'nobody_here'")
      let bad = try await sandbox.mosaic(["photographer", "../x"])
      #expect(bad.status == 64, "\(bad)")
    }
  }

  @Test func photographer_live_asksTheUsersEndpoint() async throws {
    let (username, ids) = try Self.author()
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        let result = try await sandbox.mosaic(["photographer", username, "--json"], environment: environment)
        #expect(result.status == 0, "\(result)")
        expectAll(ids.prefix(30)) { result.stdout.contains($0) }
        let requests = try await server.requests()
        expectSome(requests, "\(requests.map(\.path))") { $0.path.hasPrefix("/users/\(username)/photos?") }
      }
    }
  }

  @Test func photoPage_showsPlaceCameraPhotographerAndMoreByThem() async throws {
    let (username, ids) = try Self.author()
    let photo = try #require(EmbeddedPhotoCatalog.standard.photo(id: ids[0]))
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        for environment in [[:], environment] {
          let result = try await sandbox.mosaic(["photo", photo.id], environment: environment)
          #expect(result.status == 0, "\(result)")
          for heading in ["About the photo", "Camera", "Photographer", "More by this photographer"] {
            #expect(result.stdout.contains("\n\(heading)\n"), "\(heading): \(result)")
          }
          #expect(result.stdout.contains("@\(username)"))
          if let views = photo.views {
            #expect(result.stdout.replacingOccurrences(of: ",", with: "").contains("\(views)"))
          }
          if let model = photo.exif?.model { #expect(result.stdout.contains(model)) }
          if ids.count > 1 { #expect(result.stdout.contains(ids[1])) }

          let json = try await sandbox.mosaic(["photo", photo.id, "--json"], environment: environment)
          let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
          let sections = (document["sections"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
          #expect(
            ["detail.stats", "detail.camera", "detail.photographer", "detail.more-by-photographer"].allSatisfy(
              sections.contains), "\(sections)")
        }
        let requests = try await server.requests()
        expectSome(requests, "\(requests.map(\.path))") { $0.path.hasPrefix("/users/\(username)/photos?") }
      }
    }
  }

  // Issue 22: the photographer's own profile over their photos, and `--all`.

  @Test func photographer_offline_showsTheirProfile_madeFromTheCatalog_textAndJSON() async throws {
    let (username, ids) = try Self.author()
    let profile = try #require(EmbeddedPhotoCatalog.standard.profile(username: username))
    try await withSandbox { sandbox in
      let text = try await sandbox.mosaic(["photographer", username])
      #expect(text.status == 0, "\(text)")
      let first = try #require(text.stdout.split(separator: "\n").first)
      #expect(first.hasPrefix("\(profile.name) (@\(username))"), "\(text)")
      #expect(first.hasSuffix("\(ids.count) photo\(ids.count == 1 ? "" : "s")"), "\(text)")

      let json = try await sandbox.mosaic(["photographer", username, "--json"])
      let document = try jsonObject(json.stdout)
      let shown = try #require(document["profile"] as? [String: Any])
      #expect(shown["name"] as? String == profile.name)
      #expect(shown["totalPhotos"] as? Int == ids.count)
      #expect(shown["location"] as? String == profile.location)
    }
  }

  @Test func photographer_live_asksTheProfileOnce_andAllListsEveryPhoto() async throws {
    let (username, ids) = try Self.author()
    let profile = try #require(EmbeddedPhotoCatalog.standard.profile(username: username))
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        let result = try await sandbox.mosaic(["photographer", username, "--all", "--json"], environment: environment)
        #expect(result.status == 0, "\(result)")
        let document = try jsonObject(result.stdout)
        expectEqual((document["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ids)
        #expect(document["pages"] as? Int == (ids.count + 29) / 30)
        let shown = try #require(document["profile"] as? [String: Any])
        #expect(shown["name"] as? String == profile.name && shown["bio"] as? String == profile.bio)
        #expect(shown["totalPhotos"] as? Int == ids.count)
        let paths = try await server.requests().map(\.path)
        expectEqual(paths.filter { $0 == "/users/\(username)" }.count, 1, "\(paths)")
      }
    }
  }
}
