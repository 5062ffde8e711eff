import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// What `mosaic gallery` remembers as the last listing, for `mosaic photo ID --next` in a later run.
struct GalleryListingMemoryTests {
  @Test func listing_remembersThePage() async throws {
    try await withTestHost(try FakePhotoService(count: 100)) { host in
      try await host.gallery(["--page", "2", "--per-page", "10"])

      let listing = try await requireValue(host.listing())
      expectEqual(listing.source, "embedded")
      expectEqual(listing.page, 2)
      expectEqual(listing.perPage, 10)
      expectTrue(listing.hasMore)
      expectEqual(listing.photoIDs, host.service.photos[10..<20].map(\.id))
    }
  }

  @Test func listing_fromUnsplash_remembersItsSource() async throws {
    let service = try FakePhotoService(count: 10, source: .unsplash(URL(fileURLWithPath: "/")))
    try await withTestHost(service) { host in
      try await host.gallery()

      try await expectEqual(host.listing()?.source, "unsplash file:///")
    }
  }

  @Test func all_remembersTheLastPage() async throws {
    try await withTestHost(try FakePhotoService(count: 70)) { host in
      try await host.gallery(["--all", "--json"])

      let listing = try await requireValue(host.listing())
      expectEqual(listing.page, 3)
      expectFalse(listing.hasMore)
      expectEqual(listing.photoIDs, host.service.photos[60..<70].map(\.id))
    }
  }

  @Test func all_endingOnAnEmptyPage_remembersTheLastPageWithPhotos() async throws {
    try await withTestHost(try FakePhotoService(count: 60, knowsEnd: false)) { host in
      let console = try await host.gallery(["--all"])

      expectEqual(host.service.requestedPages, [1, 2, 3])
      expectEqual(console.lines.filter { $0.hasPrefix("Page ") }.count, 2)
      let listing = try await requireValue(host.listing())
      expectEqual(listing.page, 2)
      expectEqual(listing.photoIDs, host.service.photos[30..<60].map(\.id))
    }
  }

  @Test func pagePastTheEnd_remembersNothing() async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host async throws in
      await expectThrows(UsageError.self) { try await host.gallery(["--page", "5"]) }

      try await expectNil(host.listing())
    }
  }

  @Test func failedListing_remembersNothing_andKeepsTheListingBefore() async throws {
    let service = try FakePhotoService(count: 40)
    service.fail(page: 2)
    try await withTestHost(service) { host in
      try await host.remember(page: 1, perPage: 30)
      let before = try await host.listing()

      await expectThrows(NetworkError.self) { try await host.gallery(["--page", "2"]) }

      try await expectEqual(host.listing(), before)
    }
  }

  @Test func cacheThatCannotSave_notesIt_andStillLists() async throws {
    let full = DataLayerError(.cacheWriteFailed, path: "/tmp/mosaic/store", detail: "No space left on device")
    var cache = CacheStore.inMemory()
    cache.save = { _, _ in throw full }
    try await withTestHost(try FakePhotoService(count: 5), cache: cache) { host in
      let console = try await host.gallery()

      expectEqual(console.lines.first, "Page 1 of 1 · 5 photos · the embedded catalog")
      expectEqual(console.errors, "Could not remember this listing for `mosaic photo --next`: \(full.message)\n")
    }
  }
}
