import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// `mosaic gallery` as text, run in-process against the fakes: the English listing is the point here.
struct GalleryCommandTests {
  /// The width of the default text style the listing fits.
  private static let width = TextStyle().width

  @Test func listing_showsHeadingPhotosWithStarsAndNextPageFooter() async throws {
    let service = try FakePhotoService(count: 100)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[1])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.gallery()

      let lines = console.lines
      expectEqual(lines.count, 32)
      expectEqual(lines.first, "Page 1 of 4 · 100 photos · the embedded catalog")
      expectEqual(lines[1], "   p001  Ana Lima                Description of p001")
      expectEqual(lines[2], " ★ p002  Bruno Costa             Description of p002")
      expectEqual(lines[4], "   p004  Dara Okafor             Alt text of p004")
      expectEqual(lines[8], "   p008  Chen Wei                No description")
      expectAll(lines.dropFirst().prefix(30)) { $0.count <= Self.width }
      expectEqual(lines.filter { $0.hasPrefix(" ★ ") }.count, 1)
      expectEqual(lines.last, "Next page: mosaic gallery --page 2")
      expectEmpty(console.errors)
      expectEqual(service.requests, [FakePhotoService.PageRequest(1, 30)])
    }
  }

  @Test func listing_ofAnotherPageSize_namesItInTheFooter() async throws {
    try await withTestHost(try FakePhotoService(count: 100)) { host in
      let console = try await host.gallery(["--page", "2", "--per-page", "10"])

      expectEqual(console.lines.first, "Page 2 of 10 · 100 photos · the embedded catalog")
      expectEqual(console.lines.dropFirst().first?.hasPrefix("   p011  "), true)
      expectEqual(console.lines.count, 12)
      expectEqual(console.lines.last, "Next page: mosaic gallery --page 3 --per-page 10")
      expectEqual(host.service.requests, [FakePhotoService.PageRequest(2, 10)])
    }
  }

  @Test func listing_ofTheLastPage_endsTheGallery() async throws {
    try await withTestHost(try FakePhotoService(count: 45)) { host in
      let console = try await host.gallery(["--page", "2"])

      expectEqual(console.lines.count, 17)
      expectEqual(console.lines.last, "End of the gallery.")
    }
  }

  @Test func longDescription_isCutToTheListingWidth() async throws {
    let long = String(repeating: "harbour lights ", count: 20)
    let photo = try PhotoFixtures.make(
      id: "long", author: PhotoFixtures.authors[0], description: long, altDescription: nil)
    try await withTestHost(FakePhotoService(photos: [photo])) { host in
      let line = try await requireValue(host.gallery().lines.dropFirst().first)

      expectEqual(line.count, Self.width)
      expectText(line, hasSuffix: "…")
      expectText(line, hasPrefix: "   long  Ana Lima                harbour lights harbour")
    }
  }

  @Test func listing_fitsANarrowerStyle() async throws {
    try await withTestHost(try FakePhotoService(count: 5)) { host in
      let lines = try await host.gallery([], style: TextStyle(width: 50)).lines

      expectEqual(lines[1], "   p001  Ana Lima                Description of p…")
      expectAll(lines.dropFirst().dropLast()) { $0.count <= 50 }
    }
  }

  @Test func all_walksEveryPage() async throws {
    try await withTestHost(try FakePhotoService(count: 70)) { host in
      let lines = try await host.gallery(["--all"]).lines

      expectEqual(host.service.requestedPages, [1, 2, 3])
      expectEqual(
        lines.filter { $0.hasPrefix("Page ") },
        [
          "Page 1 of 3 · 70 photos · the embedded catalog",
          "Page 2 of 3 · 70 photos · the embedded catalog",
          "Page 3 of 3 · 70 photos · the embedded catalog",
        ])
      let ids = lines.filter { $0.hasPrefix("   p") }.map { String($0.dropFirst(3).prefix(4)) }
      expectEqual(ids, host.service.photos.map(\.id))
      expectEqual(lines.last, "End of the gallery.")
    }
  }

  @Test func stalePage_isMarkedOffline() async throws {
    let service = try FakePhotoService(count: 40)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let lines = try await host.gallery().lines

      expectEqual(
        lines.first,
        "offline — showing results from \(LocalTimestamp.minute(savedAt)) (\(FakePhotoService.outage.message))")
      expectText(lines[1], hasPrefix: "Page 1 of 2")
    }
  }

  @Test func allPages_fromTheSameSavedCopy_showTheOfflineNoteOnce() async throws {
    let service = try FakePhotoService(count: 70)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    for page in 1...3 {
      service.serve(page: page, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    }
    try await withTestHost(service) { host in
      let lines = try await host.gallery(["--all"]).lines

      expectEqual(lines.filter { $0.hasPrefix("offline — ") }.count, 1)
      expectEqual(lines.first?.hasPrefix("offline — "), true)
      expectEqual(lines.filter { $0.hasPrefix("Page ") }.count, 3)
    }
  }

  @Test(arguments: [false, true])
  func pagePastTheEnd_isAUsageError_sayingHowManyPagesThereAre(json: Bool) async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host in
      let error = await expectThrows(UsageError.self) {
        try await host.gallery(["--page", "5"] + (json ? ["--json"] : []))
      }

      let pastTheEnd = try requireValue(error?.underlying as? GalleryError)
      expectEqual(pastTheEnd.code, .pastTheEnd)
      expectEqual(pastTheEnd.page, 5)
      expectEqual(pastTheEnd.pageCount, 2)
      expectEqual(
        error?.message(in: .english),
        "Page '5' is past the end of the gallery, which has 2 pages; ask for a page from 1 to 2.")
    }
  }

  @Test func theLastPage_isNotPastTheEnd() async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host in
      let console = try await host.gallery(["--page", "2"])

      expectEmpty(console.errors)
      expectEqual(console.lines.first?.hasPrefix("Page 2 of 2"), true)
      expectEqual(console.lines.last, "End of the gallery.")
    }
  }

  @Test func emptyGallery_notesIt() async throws {
    try await withTestHost(try FakePhotoService(count: 0)) { host in
      let console = try await host.gallery()

      expectEqual(console.errors, "The gallery has no photos.\n")
    }
  }

  @Test func failingService_throwsTheNetworkError_andPrintsNothing() async throws {
    let service = try FakePhotoService(count: 40)
    service.fail(page: 1)
    try await withTestHost(service) { host in
      let console = CapturedConsole()

      let error = await expectThrows(NetworkError.self) {
        try await host.registry.run(GalleryCommand.self, [], console: console)
      }

      expectEqual(error, FakePhotoService.outage)
      expectEmpty(console.output)
    }
  }

  @Test func all_failingMidway_printsThePagesListed_thenThrows() async throws {
    let service = try FakePhotoService(count: 70)
    service.fail(page: 2)
    try await withTestHost(service) { host in
      let console = CapturedConsole()

      let error = await expectThrows(NetworkError.self) {
        try await host.registry.run(GalleryCommand.self, ["--all"], console: console)
      }

      expectEqual(error, FakePhotoService.outage)
      expectEqual(console.lines.first, "Page 1 of 3 · 70 photos · the embedded catalog")
      expectEqual(console.lines.count, 32)
    }
  }

  /// Arguments `mosaic gallery` refuses, and the message it gives.
  @Test(arguments: [
    (["--page", "0"], "--page must be 1 or more, not 0."),
    (["--page=-3"], "--page must be 1 or more, not -3."),
    (["--page", "100001"], "--page must be at most 100000, not 100001."),
    (["--per-page", "31"], "--per-page must be between 1 and 30, not 31."),
    (["--per-page", "0"], "--per-page must be between 1 and 30, not 0."),
  ])
  func invalidArguments_areUsageErrors(arguments: [String], message: String) throws {
    let thrown = expectThrows((any Error).self) { try GalleryCommand.parse(arguments) }
    let error = try requireValue(thrown)

    expectEqual(GalleryCommand.message(for: error), message)
    expectEqual(GalleryCommand.exitCode(for: error), .validationFailure)
  }
}
