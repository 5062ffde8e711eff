import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic gallery` and `mosaic favorites` on the embedded catalog, run as separate processes.
@Suite struct GalleryEndToEndTests {
  @Test func gallery_withNoKeyAndNoNetwork_printsPageOneOf30Photos() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      #expect(result.stdout.hasPrefix("Page 1 of 12 · 342 photos · the embedded catalog\n"))
      #expect(photoLines(result.stdout).count == 30)
      #expect(result.stdout.hasSuffix("Next page: mosaic gallery --page 2\n"))
    }
  }

  @Test func galleryJSON_hasTheDocumentedShape() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--page", "2", "--per-page", "10", "--json"])
      #expect(result.status == 0, "\(result)")
      let document = try jsonObject(result.stdout)
      #expect(document["page"] as? Int == 2)
      #expect(document["perPage"] as? Int == 10)
      #expect(document["hasMore"] as? Bool == true)
      #expect(document["stale"] as? Bool == false)
      let list = try photos(in: document)
      #expect(list.count == 10)
      for photo in list {
        for key in ["id", "author", "description", "color", "blurHash"] {
          #expect(photo[key] is String, "\(key) in \(photo)")
        }
        #expect(photo["width"] is Int && photo["height"] is Int)
        #expect(photo["isFavorite"] as? Bool == false)
      }
    }
  }

  @Test func gallery_lastPage_isShort_andEndsTheGallery() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--page", "12"])
      #expect(result.status == 0, "\(result)")
      #expect(photoLines(result.stdout).count == 12)
      #expect(result.stdout.hasSuffix("End of the gallery.\n"))
    }
  }

  @Test func favoriteAdded_isMarkedInANewProcess_andListedOffline() async throws {
    try await withSandbox { sandbox in
      let id = try await galleryIDs(sandbox)[3]
      let added = try await sandbox.mosaic(["favorites", "add", id])
      #expect(added.status == 0, "\(added)")
      #expect(added.stdout.contains("★ Added '\(id)'"))

      let listing = try await sandbox.mosaic(["gallery", "--json"])
      let marked = try photos(in: try jsonObject(listing.stdout)).filter { $0["isFavorite"] as? Bool == true }
      expectEqual(marked.compactMap { $0["id"] as? String }, [id])

      let text = try await sandbox.mosaic(["gallery"])
      expectEqual(photoLines(text.stdout).filter { $0.hasPrefix(" ★ \(id)") }.count, 1)

      let list = try await sandbox.mosaic(["favorites", "--json"])
      let favorites = try #require(try jsonObject(list.stdout)["favorites"] as? [[String: Any]])
      expectEqual(favorites.compactMap { $0["id"] as? String }, [id])
      #expect(favorites.first?["addedAt"] is String)
    }
  }

  @Test func favorites_removeAndToggle_changeWhatLaterProcessesSee() async throws {
    try await withSandbox { sandbox in
      let ids = try await galleryIDs(sandbox)
      _ = try await sandbox.mosaic(["favorites", "add", ids[0]])
      _ = try await sandbox.mosaic(["favorites", "toggle", ids[1]])
      let removed = try await sandbox.mosaic(["favorites", "remove", ids[0], "--json"])
      #expect(try jsonObject(removed.stdout)["isFavorite"] as? Bool == false)
      let again = try await sandbox.mosaic(["favorites", "remove", ids[0]])
      #expect(again.status == 0)
      #expect(again.stderr.contains("'\(ids[0])' was not a favorite; nothing changed."))
      let list = try await sandbox.mosaic(["favorites", "list"])
      #expect(list.stdout.contains(ids[1]))
      #expect(!list.stdout.contains(ids[0]))
    }
  }

  @Test func favoritesWrittenByManyProcessesAtOnce_areAllKept() async throws {
    try await withSandbox { sandbox in
      let ids = Array(try await galleryIDs(sandbox).prefix(8))
      let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
        for id in ids {
          group.addTask { try await sandbox.mosaic(["favorites", "add", id]) }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      for result in results { #expect(result.status == 0, "\(result)") }
      let list = try await sandbox.mosaic(["favorites", "--json"])
      let saved = try #require(try jsonObject(list.stdout)["favorites"] as? [[String: Any]])
      expectEqual(Set(saved.compactMap { $0["id"] as? String }), Set(ids))
    }
  }

  @Test func dataDirectory_followsTheFlagAndTheEnvironment() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      let flagged = sandbox.root.appendingPathComponent("flagged")
      #expect(try await sandbox.mosaic(["favorites", "add", id, "--data-dir", flagged.path]).status == 0)
      #expect(FileManager.default.fileExists(atPath: flagged.appendingPathComponent("mosaic.sqlite").path))
      let viaEnvironment = try await sandbox.mosaic(
        ["favorites", "--json"], environment: ["MOSAIC_DATA_DIR": flagged.path])
      #expect(viaEnvironment.stdout.contains(id))
      let elsewhere = try await sandbox.mosaic(["favorites", "--json"])
      #expect(!elsewhere.stdout.contains(id))
    }
  }

  @Test func storage_isUserOnly() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      _ = try await sandbox.mosaic(["favorites", "add", id])
      for directory in [sandbox.dataDirectory, sandbox.cacheDirectory] {
        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(mode == 0o700, "\(directory.path)")
      }
      for file in sandbox.files() where file.path.contains("/mosaic/") {
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "\(file.path)")
      }
    }
  }
}
