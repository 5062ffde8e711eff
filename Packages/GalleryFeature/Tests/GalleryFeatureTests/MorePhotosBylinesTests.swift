import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import TestExpectations
import Testing

@testable import GalleryFeature

/// From the embedded catalog "More photos" picks its photos from the page's bylines and builds only those; it
/// must show exactly what picking from the whole page shows, for every photo, on page 1 and on a remembered page.
struct MorePhotosBylinesTests {
  /// The embedded client, and the same without bylines: the page path every other source takes.
  private func clients() -> (bylines: PhotoClient, page: PhotoClient) {
    let embedded = PhotoClient.embedded()
    var pageOnly = embedded
    pageOnly.listBylines = nil
    pageOnly.listedPhotos = nil
    return (embedded, pageOnly)
  }

  private func items(_ client: PhotoClient, _ photo: Photo, cache: CacheStore) async throws -> [SectionItem] {
    try await MorePhotosSection(feed: GalleryFeed(photos: client, cache: cache), favorites: .inMemory())
      .items(for: photo, in: .english)
  }

  @Test func everyPhotoOfPageOne_showsWhatThePageShows() async throws {
    let (bylines, page) = clients()
    let photos = try await page.listPhotos(1, 30).value.photos
    expectEqual(photos.count, 30)
    for listed in photos {
      let photo = try await page.photo(listed.id).value
      let cheap = try await items(bylines, photo, cache: .inMemory())
      let whole = try await items(page, photo, cache: .inMemory())
      expectEqual(cheap, whole, "\(photo.id)")
      expectEqual(cheap.count, MorePhotosSection.limit)
    }
  }

  @Test func photosOfARememberedPage_showWhatThatPageShows() async throws {
    let (bylines, page) = clients()
    let listing = try await page.listPhotos(5, 12).value
    for listed in listing.photos.prefix(6) {
      let cache = CacheStore.inMemory()
      try await cache.save(
        LastListing(
          source: page.source.id, page: 5, perPage: 12, hasMore: true, photoIDs: listing.photos.map(\.id),
          savedAt: Date()),
        named: LastListing.cacheName)
      let photo = try await page.photo(listed.id).value
      let cheap = try await items(bylines, photo, cache: cache)
      let whole = try await items(page, photo, cache: cache)
      expectEqual(cheap, whole, "\(photo.id)")
      expectFalse(cheap.isEmpty)
    }
  }

  /// A photo not on page 1 (none remembered): page 1's photos, the photographer's first when there.
  @Test func aPhotoOffThePage_showsPageOnesPick() async throws {
    let (bylines, page) = clients()
    let photo = try await page.photo(try await page.listPhotos(11, 30).value.photos[3].id).value
    try await expectEqual(items(bylines, photo, cache: .inMemory()), items(page, photo, cache: .inMemory()))
  }
}
