import DataLayer
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@Suite struct FavoritesClientTests {
  @Test func add_twice_keepsTheFirstDateAndTheNewSnapshot() async throws {
    let clock = TestClock()
    let favorites = FavoritesClient.inMemory(now: clock.now)
    let first = clock.now()

    try await favorites.add(.fixture("a", likes: 1))
    clock.advance(by: 60)
    try await favorites.add(.fixture("a", likes: 2))

    #expect(try await favorites.list() == [Favorite(photo: .fixture("a", likes: 2), addedAt: first)])
  }

  @Test func toggle_flipsAndReportsTheNewState() async throws {
    let favorites = FavoritesClient.inMemory()
    #expect(try await favorites.toggle(.fixture("a")) == true)
    #expect(try await favorites.isFavorite("a"))
    #expect(try await favorites.toggle(.fixture("a")) == false)
    #expect(try await favorites.isFavorite("a") == false)
  }

  @Test func remove_reportsWhetherItWasAFavorite() async throws {
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(.fixture("a"))
    #expect(try await favorites.remove("a") == true)
    #expect(try await favorites.remove("a") == false)
    #expect(try await favorites.favoriteIDs().isEmpty)
  }

  @Test func list_isNewestFirstAndLastAddedFirstOnTies() async throws {
    let clock = TestClock()
    let favorites = FavoritesClient.inMemory(now: clock.now)
    try await favorites.add(.fixture("old"))
    clock.advance(by: 10)
    try await favorites.add(.fixture("tie-1"))
    try await favorites.add(.fixture("tie-2"))
    clock.advance(by: 10)
    try await favorites.add(.fixture("new"))
    try await favorites.add(.fixture("old"))  // a re-add keeps its place

    #expect(try await favorites.list().map(\.id) == ["new", "tie-2", "tie-1", "old"])
    #expect(try await favorites.favoriteIDs() == ["old", "tie-1", "tie-2", "new"])
  }

  @Test func toggle_concurrently_isAtomic() async throws {
    let favorites = FavoritesClient.inMemory()
    let photo = try Photo.fixture("a")
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<100 { group.addTask { try await favorites.toggle(photo) } }
      let turnedOn = try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      #expect(turnedOn == 50)
    }
    #expect(try await favorites.isFavorite("a") == false)
  }

  @Test func noop_keepsNothing() async throws {
    let favorites = FavoritesClient.noop
    try await favorites.add(.fixture("a"))
    #expect(try await favorites.toggle(.fixture("a")) == false)
    #expect(try await favorites.isFavorite("a") == false)
    #expect(try await favorites.list().isEmpty)
  }

  typealias Call = @Sendable (FavoritesClient) async throws -> Void

  static let failingCalls: [(String, Call)] = [
    ("add", { _ = try await $0.add(.fixture("a")) }),
    ("remove", { _ = try await $0.remove("a") }),
    ("toggle", { _ = try await $0.toggle(.fixture("a")) }),
    ("isFavorite", { _ = try await $0.isFavorite("a") }),
    ("favoriteIDs", { _ = try await $0.favoriteIDs() }),
    ("list", { _ = try await $0.list() }),
  ]

  @Test(arguments: failingCalls.map(\.0))
  func failing_throwsNamingTheClosure(_ name: String) async throws {
    let call = try requireValue(Self.failingCalls.first { $0.0 == name }?.1)
    await #expect(throws: DataLayerError(.unexpectedCall, value: "FavoritesClient.\(name)")) {
      try await call(.failing)
    }
  }
}
