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

/// `mosaic photo ID --next|--previous`: moving along the feed another module provides, without knowing
/// where it comes from.
@Suite struct PhotoNavigationTests {
  @Test func next_showsTheFeedsNeighbour_fetchingNothingElse() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let lines = try await host.photo(["p004", "--next"]).lines

      #expect(lines.prefix(2) == ["Emil Sørensen", "@emil · p005 · ☆ not a favorite"])
      #expect(lines.contains("  extra: by Emil Sørensen"))
      #expect(lines.contains("More by this photographer"))
      #expect(feed.steps == [FakeFeed.Step(id: "p004", direction: .next)])
      #expect(service.photoRequests.isEmpty)
      #expect(service.requests.isEmpty)
    }
  }

  @Test func previous_showsThePhotoBefore() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let document = try await host.photo(["p015", "--previous", "--json"]).json()

      #expect(document["id"] == "p014")
      #expect(document["title"] == "Dara Okafor")
      #expect(feed.steps == [FakeFeed.Step(id: "p015", direction: .previous)])
    }
  }

  @Test func neighbourFromASavedCopy_isMarkedOffline() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = FakeFeed(photos: service.photos)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    feed.serve(as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service, feed: feed.client) { host in
      let document = try await host.photo(["p010", "--next", "--json"]).json()

      #expect(document["id"] == "p011")
      #expect(document["stale"] == true)
      #expect(document["staleCode"] == "transport")
    }
  }

  @Test(arguments: FeedDirection.allCases)
  func withoutAFeed_isNoFeed_withThePhotoAndDirection(direction: FeedDirection) async throws {
    let service = try FakePhotoService(count: 30)
    try await withTestHost(service) { host in
      let console = CapturedConsole()

      let error = await #expect(throws: DetailError.self) {
        try await host.photo(["p004", "--\(direction.rawValue)"], console: console)
      }

      #expect(error == DetailError(.noFeed, photoID: "p004", direction: direction))
      #expect(console.output.isEmpty)
      #expect(service.photoRequests.isEmpty)
    }
  }

  @Test func feedRefusal_passesOnUnchanged_andPrintsNothing() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let console = CapturedConsole()

      let error = await #expect(throws: FakeFeedError.self) {
        try await host.photo(["p030", "--next"], console: console)
      }

      #expect(error == FakeFeedError(.atEnd, photoID: "p030"))
      #expect(console.output.isEmpty)
    }
  }

  @Test func noFeed_messageNamesTheFlag_inEitherLanguage() {
    let next = DetailError(.noFeed, photoID: "p004", direction: .next)
    let previous = DetailError(.noFeed, photoID: "p004", direction: .previous)

    #expect(next.message.contains("`mosaic photo p004 --next`"))
    #expect(previous.message(in: .german).contains("`mosaic photo p004 --previous`"))
    #expect(next.message(in: .german) != next.message)
    #expect(DetailError(.nothingShown).codeName == "nothingShown")
  }
}
