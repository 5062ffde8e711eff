import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// `mosaic photo ID --next|--previous`: moving along the gallery feed as `mosaic gallery` last listed it.
@Suite struct PhotoNavigationTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  @Test func next_withinTheListedPage_showsTheFollowingPhoto() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      let console = try await host.photo(["p004", "--next"])

      #expect(console.lines.first == "Emil Sørensen")
      #expect(console.lines.dropFirst().first?.contains("p005") == true)
      #expect(service.requests == [PageRequest(1, 10)])
      #expect(try await host.feeds.load()?.page == 1)
    }
  }

  @Test func previous_withinTheListedPage_showsThePhotoBefore() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 2, perPage: 10)

      let console = try await host.photo(["p015", "--previous"])

      #expect(
        console.lines.prefix(2) == ["Dara Okafor", "@dara · p014 · ☆ not a favorite (mosaic favorites add p014)"])
    }
  }

  @Test func next_atThePageEdge_fetchesTheNextPage_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      let console = try await host.photo(["p010", "--next"])

      #expect(console.lines.first == "Ana Lima")
      #expect(console.lines.dropFirst().first?.contains("p011") == true)
      #expect(service.requests == [PageRequest(1, 10), PageRequest(2, 10)])
      let feed = try #require(try await host.feeds.load())
      #expect(feed.page == 2)
      #expect(feed.perPage == 10)
      #expect(feed.hasMore)
      #expect(feed.source == "embedded")
      #expect(feed.photoIDs == service.photos[10..<20].map(\.id))
    }
  }

  @Test func previous_atThePageEdge_fetchesThePreviousPage_andRemembersIt() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 3, perPage: 10)

      let console = try await host.photo(["p021", "--previous"])

      #expect(console.lines.dropFirst().first?.contains("p020") == true)
      #expect(service.requestedPages == [3, 2])
      let feed = try #require(try await host.feeds.load())
      #expect(feed.page == 2)
      #expect(feed.photoIDs == service.photos[10..<20].map(\.id))
    }
  }

  @Test func walking_acrossTwoEdges_followsTheRememberedPage() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      try await host.photo(["p010", "--next"])
      try await host.photo(["p020", "--next"])

      #expect(try await host.feeds.load()?.page == 3)
      #expect(service.requestedPages == [1, 2, 2, 3])
    }
  }

  @Test func next_acrossAnEdgeOntoASavedCopy_isMarkedOffline() async throws {
    let service = try FakePhotoService(count: 30)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 2, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      let document = try await host.photo(["p010", "--next", "--json"]).json()

      #expect(document["id"] == "p011")
      #expect(document["stale"] == true)
      #expect(document["staleReason"] == .string(FakePhotoService.outage.message))
    }
  }

  @Test func step_insideASavedCopyOfTheListedPage_isStale() async throws {
    let service = try FakePhotoService(count: 30)
    service.serve(
      page: 1, as: .cached(savedAt: Date(timeIntervalSince1970: 1_750_000_000), reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      let fetched = try await host.navigator.step(from: "p002", .next)

      #expect(fetched.value.id == "p003")
      #expect(fetched.isStale)
    }
  }

  @Test func step_fromASavedCopyOntoALivePage_isLive() async throws {
    let service = try FakePhotoService(count: 30)
    service.serve(
      page: 1, as: .cached(savedAt: Date(timeIntervalSince1970: 1_750_000_000), reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      let fetched = try await host.navigator.step(from: "p010", .next)

      #expect(fetched.value.id == "p011")
      #expect(fetched.freshness == .live)
    }
  }

  /// A move that cannot happen: the remembered listing, the arguments, and the one-sentence message.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let listing: (page: Int, source: String)?
    let arguments: [String]
    let message: String

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refusals: [Refusal] = [
    Refusal(
      listing: nil, arguments: ["p004", "--next"],
      message:
        "There is no gallery listing to move along yet; run `mosaic gallery` first, then `mosaic photo p004 --next`."),
    Refusal(
      listing: nil, arguments: ["p004", "--previous"],
      message:
        "There is no gallery listing to move along yet; run `mosaic gallery` first, then `mosaic photo p004 "
        + "--previous`."),
    Refusal(
      listing: (1, "unsplash https://api.example.com/"), arguments: ["p004", "--next"],
      message:
        "The last gallery listing came from 'unsplash https://api.example.com/', not the embedded catalog; run "
        + "`mosaic gallery` again to list the embedded catalog."),
    Refusal(
      listing: (2, "embedded"), arguments: ["p004", "--next"],
      message:
        "Photo 'p004' is not on the last gallery listing (page 2); run `mosaic gallery` for the page that shows it "
        + "first."),
    Refusal(
      listing: (3, "embedded"), arguments: ["p025", "--next"],
      message: "Photo 'p025' is the last photo of the gallery; try `mosaic photo p025 --previous`."),
    Refusal(
      listing: (1, "embedded"), arguments: ["p001", "--previous"],
      message: "Photo 'p001' is the first photo of the gallery; try `mosaic photo p001 --next`."),
  ]

  @Test(arguments: refusals)
  func impossibleMove_isOneSentenceWithTheFix(refusal: Refusal) async throws {
    let service = try FakePhotoService(count: 25)
    try await withTestHost(service) { host in
      if let listing = refusal.listing {
        try await host.rememberListing(page: listing.page, perPage: 10, source: listing.source)
      }
      let before = try await host.feeds.load()
      let console = CapturedConsole()

      let error = await #expect(throws: DetailError.self) { try await host.photo(refusal.arguments, console: console) }

      let after = try await host.feeds.load()
      #expect(error?.message == refusal.message)
      #expect(error?.description == refusal.message)
      #expect(console.output.isEmpty)
      #expect(after == before)
    }
  }

  @Test func photoGoneFromTheListedPage_asksForANewListing() async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      try await host.feeds.save(
        GalleryFeed(
          source: "embedded", page: 1, perPage: 10, hasMore: true, photoIDs: ["gone"], savedAt: Date()))

      let error = await #expect(throws: DetailError.self) { try await host.photo(["gone", "--next"]) }

      #expect(
        error?.message == "Photo 'gone' is no longer on page 1 of the gallery; run `mosaic gallery --page 1` again.")
    }
  }

  @Test func failingNextPage_passesTheNetworkErrorOn_andKeepsTheListing() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 2)
    try await withTestHost(service) { host in
      try await host.rememberListing(page: 1, perPage: 10)

      await #expect(throws: FakePhotoService.outage) { try await host.photo(["p010", "--next"]) }

      #expect(try await host.feeds.load()?.page == 1)
    }
  }
}
