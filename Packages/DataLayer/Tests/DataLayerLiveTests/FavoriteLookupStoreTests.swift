import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

/// `FavoritesClient.favorite(id)` on the SQLite store: one row by its unique id, unreadable rows skipped.
@Suite struct FavoriteLookupStoreTests {
  @Test func favorite_findsOneRow_andNothingForAnotherID() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let favorites = try favorites(at: url, now: clock.now)
      try await favorites.add(.fixture("a", likes: 3))
      try await favorites.add(.fixture("b"))

      #expect(try await favorites.favorite("a") == Favorite(photo: .fixture("a", likes: 3), addedAt: clock.now()))
      #expect(try await favorites.favorite("c") == nil)
    }
  }

  @Test func favorite_withUnreadableSnapshot_isNil_andTheRowStays() async throws {
    try await withDatabaseFile { url in
      let favorites = try favorites(at: url)
      try await favorites.add(.fixture("a"))
      try withConnection(url) { db in try db.execute(sql: "UPDATE favorites SET snapshot = 'not json'") }

      #expect(try await favorites.favorite("a") == nil)
      #expect(try await favorites.favoriteIDs() == ["a"])
    }
  }
}
