import CoreTestSupport
import DataLayer
import Foundation
import Testing

@Suite struct CacheStoreValueTests {
  /// What a feature might keep: its own type, unknown to DataLayer.
  struct Listing: Codable, Equatable {
    let page: Int
    let photoIDs: [String]
    let savedAt: Date
  }

  static let listing = Listing(
    page: 3, photoIDs: ["a", "b"], savedAt: Date(timeIntervalSinceReferenceDate: 760_000_000.123_456))

  @Test func directory_roundTripsAFeaturesType() async throws {
    try await withTemporaryDirectory { root in
      try await CacheStore.directory(root).save(Self.listing, named: "listing.json")

      #expect(try await CacheStore.directory(root).load(Listing.self, named: "listing.json") == Self.listing)
      let text = try String(decoding: Data(contentsOf: root.appendingPathComponent("listing.json")), as: UTF8.self)
      #expect(text.hasPrefix("{\"page\":3,\"photoIDs\""))
    }
  }

  @Test(arguments: ["not json", "{\"page\": 1}", ""])
  func directory_corruptEntry_loadsNilAndKeepsTheFile(_ contents: String) async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("listing.json")
      try Data(contents.utf8).write(to: file)

      #expect(try await CacheStore.directory(root).load(Listing.self, named: "listing.json") == nil)
      #expect(try Data(contentsOf: file) == Data(contents.utf8))
    }
  }

  @Test func inMemory_roundTripsAFeaturesType() async throws {
    let cache = CacheStore.inMemory()
    #expect(try await cache.load(Listing.self, named: "listing.json") == nil)
    try await cache.save(Self.listing, named: "listing.json")
    #expect(try await cache.load(Listing.self, named: "listing.json") == Self.listing)
  }

  @Test func save_aValueThatCannotBeEncoded_throwsCacheEncodingFailed() async throws {
    let error = try await #require(throws: DataLayerError.self) {
      try await CacheStore.inMemory().save(Double.nan, named: "nan.json")
    }
    #expect(error.code == .cacheEncodingFailed)
    #expect(error.value == "nan.json")
  }
}
