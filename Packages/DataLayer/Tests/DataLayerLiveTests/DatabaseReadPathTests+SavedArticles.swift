import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Issue 12: `mosaic news` marks the saved articles of a page by reading their ids; that read, the saved
/// list and a lookup by id take the read-only path too, and a write after them still goes through the pool.
extension DatabaseReadPathTests {
  @Test func savedArticles_withNoDatabase_readAsEmpty_andCreateNothing() async throws {
    try await withHandle { handle, locations in
      let ids = try await handle.savedArticles.savedIDs()
      #expect(ids.isEmpty)
      #expect(try await handle.savedArticles.list().isEmpty)
      #expect(try await handle.savedArticles.find("k3v9qz2m7t") == nil)

      #expect(!handle.isOpen)
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))
    }
  }

  @Test func savedArticles_ofACurrentDatabase_areReadWithoutOpeningThePool() async throws {
    try await withHandle { handle, locations in
      let first = try Article.fixture("first")
      let second = try Article.fixture("second")
      _ = try await handle.savedArticles.save(first)
      _ = try await handle.savedArticles.save(second)
      let expected = try await handle.savedArticles.list()
      try handle.close()
      let reader = DatabaseHandle(locations: locations)

      #expect(try await reader.savedArticles.savedIDs() == [first.shortID, second.shortID])
      #expect(try await reader.savedArticles.list() == expected)
      #expect(try await reader.savedArticles.find(first.shortID)?.article == first)
      #expect(try await reader.savedArticles.find(second.url.absoluteString)?.article == second)
      #expect(try await reader.savedArticles.find("nothing") == nil)
      #expect(!reader.isOpen)

      #expect(try await reader.savedArticles.unsave(first.shortID))
      #expect(reader.isOpen)
      #expect(try await reader.savedArticles.savedIDs() == [second.shortID])
      try reader.close()
    }
  }
}
