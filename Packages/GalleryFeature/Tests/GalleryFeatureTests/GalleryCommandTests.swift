import ArgumentParser
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// `mosaic gallery` as text, run in-process against the fakes.
@Suite struct GalleryCommandTests {
  @Test func listing_showsHeadingPhotosWithStarsAndNextPageFooter() async throws {
    let service = try FakePhotoService(count: 100)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[1])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.gallery()

      let lines = console.lines
      #expect(lines.count == 32)
      #expect(lines.first == "Page 1 of 4 · 100 photos · the embedded catalog")
      #expect(lines[1] == "   p001  Ana Lima                Description of p001")
      #expect(lines[2] == " ★ p002  Bruno Costa             Description of p002")
      #expect(lines[4] == "   p004  Dara Okafor             Alt text of p004")
      #expect(lines[8] == "   p008  Chen Wei                No description")
      #expect(lines.dropFirst().prefix(30).allSatisfy { $0.count <= GalleryListing.width })
      #expect(lines.filter { $0.hasPrefix(" ★ ") }.count == 1)
      #expect(lines.last == "Next page: mosaic gallery --page 2")
      #expect(console.errors.isEmpty)
      #expect(service.requests == [FakePhotoService.PageRequest(1, 30)])
    }
  }

  @Test func listing_ofAnotherPageSize_namesItInTheFooter() async throws {
    try await withTestHost(try FakePhotoService(count: 100)) { host in
      let console = try await host.gallery(["--page", "2", "--per-page", "10"])

      #expect(console.lines.first == "Page 2 of 10 · 100 photos · the embedded catalog")
      #expect(console.lines.dropFirst().first?.hasPrefix("   p011  ") == true)
      #expect(console.lines.count == 12)
      #expect(console.lines.last == "Next page: mosaic gallery --page 3 --per-page 10")
      #expect(host.service.requests == [FakePhotoService.PageRequest(2, 10)])
    }
  }

  @Test func listing_ofTheLastPage_endsTheGallery() async throws {
    try await withTestHost(try FakePhotoService(count: 45)) { host in
      let console = try await host.gallery(["--page", "2"])

      #expect(console.lines.count == 17)
      #expect(console.lines.last == "End of the gallery.")
    }
  }

  @Test func longDescription_isCutToTheListingWidth() async throws {
    let author = PhotoFixtures.authors[0]
    let long = String(repeating: "harbour lights ", count: 20)
    let photo = try PhotoFixtures.make(id: "long", author: author, description: long, altDescription: nil)
    try await withTestHost(FakePhotoService(photos: [photo])) { host in
      let line = try #require(try await host.gallery().lines.dropFirst().first)

      #expect(line.count == GalleryListing.width)
      #expect(line.hasSuffix("…"))
      #expect(line.hasPrefix("   long  Ana Lima                harbour lights harbour"))
    }
  }

  @Test func all_walksEveryPage() async throws {
    try await withTestHost(try FakePhotoService(count: 70)) { host in
      let console = try await host.gallery(["--all"])

      let lines = console.lines
      #expect(host.service.requestedPages == [1, 2, 3])
      #expect(
        lines.filter { $0.hasPrefix("Page ") } == [
          "Page 1 of 3 · 70 photos · the embedded catalog",
          "Page 2 of 3 · 70 photos · the embedded catalog",
          "Page 3 of 3 · 70 photos · the embedded catalog",
        ])
      let ids = lines.filter { $0.hasPrefix("   p") }.map { String($0.dropFirst(3).prefix(4)) }
      #expect(ids == host.service.photos.map(\.id))
      #expect(lines.last == "End of the gallery.")
    }
  }

  @Test func listing_remembersThePageForPhotoNext() async throws {
    try await withTestHost(try FakePhotoService(count: 100)) { host in
      try await host.gallery(["--page", "2", "--per-page", "10"])

      let feed = try #require(try await host.feeds.load())
      #expect(feed.source == "embedded")
      #expect(feed.page == 2)
      #expect(feed.perPage == 10)
      #expect(feed.hasMore)
      #expect(feed.photoIDs == host.service.photos[10..<20].map(\.id))
    }
  }

  @Test func all_remembersTheLastPage() async throws {
    try await withTestHost(try FakePhotoService(count: 70)) { host in
      try await host.gallery(["--all", "--json"])

      let feed = try #require(try await host.feeds.load())
      #expect(feed.page == 3)
      #expect(!feed.hasMore)
      #expect(feed.photoIDs == host.service.photos[60..<70].map(\.id))
    }
  }

  @Test func all_endingOnAnEmptyPage_remembersTheLastPageWithPhotos() async throws {
    try await withTestHost(try FakePhotoService(count: 60, knowsEnd: false)) { host in
      let console = try await host.gallery(["--all"])

      #expect(host.service.requestedPages == [1, 2, 3])
      #expect(console.lines.filter { $0.hasPrefix("Page ") }.count == 2)
      #expect(console.lines.last == "End of the gallery.")
      let feed = try #require(try await host.feeds.load())
      #expect(feed.page == 2)
      #expect(feed.photoIDs == host.service.photos[30..<60].map(\.id))
    }
  }

  @Test func stalePage_isMarkedOffline() async throws {
    let service = try FakePhotoService(count: 40)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let console = try await host.gallery()

      #expect(
        console.lines.first
          == "offline — showing results from \(TextLayout.timestamp(savedAt)) (\(FakePhotoService.outage.message))")
      #expect(console.lines[1].hasPrefix("Page 1 of 2"))
    }
  }

  @Test func allPages_fromTheSameSavedCopy_showTheOfflineNoteOnce() async throws {
    let service = try FakePhotoService(count: 70)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    for page in 1...3 {
      service.serve(page: page, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    }
    try await withTestHost(service) { host in
      let console = try await host.gallery(["--all"])

      #expect(console.lines.filter { $0.hasPrefix("offline — ") }.count == 1)
      #expect(console.lines.first?.hasPrefix("offline — ") == true)
      #expect(console.lines.filter { $0.hasPrefix("Page ") }.count == 3)
    }
  }

  @Test func failingService_throwsGalleryErrorWithTheNetworkMessage() async throws {
    let service = try FakePhotoService(count: 40)
    service.fail(page: 1)
    try await withTestHost(service) { host in
      let console = CapturedConsole()

      let error = await #expect(throws: GalleryError.self) {
        try await host.run(GalleryCommand.parse([]), console: console)
      }

      let feed = try await host.feeds.load()

      #expect(error?.message == FakePhotoService.outage.message)
      #expect(console.output.isEmpty)
      #expect(feed == nil)
    }
  }

  @Test func pagePastTheEnd_notesIt_andRemembersNothing() async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host in
      let console = try await host.gallery(["--page", "5"])

      #expect(console.errors == "No photos: page 5 is past the end of the gallery; try `mosaic gallery --page 1`.\n")
      #expect(console.lines.last == "End of the gallery.")
      #expect(try await host.feeds.load() == nil)
    }
  }

  @Test func emptyGallery_notesIt() async throws {
    try await withTestHost(try FakePhotoService(count: 0)) { host in
      let console = try await host.gallery()

      #expect(console.errors == "The gallery has no photos.\n")
    }
  }

  /// Arguments `mosaic gallery` refuses, and the message it gives.
  @Test(arguments: [
    (["--page", "0"], "--page must be 1 or more, not 0."),
    (["--page=-3"], "--page must be 1 or more, not -3."),
    (["--per-page", "31"], "--per-page must be between 1 and 30, not 31."),
    (["--per-page", "0"], "--per-page must be between 1 and 30, not 0."),
  ])
  func invalidArguments_areUsageErrors(arguments: [String], message: String) throws {
    let thrown = #expect(throws: (any Error).self) { try GalleryCommand.parse(arguments) }
    let error = try #require(thrown)

    #expect(GalleryCommand.message(for: error) == message)
    #expect(GalleryCommand.exitCode(for: error) == .validationFailure)
  }
}
