import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// The defect behind issue 7: `mosaic photo ID --next` asked for the same page twice. A `mosaic gallery` run
/// remembers the listing; a second run (a new registry over the same cache) moves along the feed the module
/// provides and composes "more photos", as DetailFeature's photo page does, and asks for each page it needs
/// exactly once.
struct PhotoNextRequestTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  /// What `mosaic photo ID --next|--previous` does with the gallery's contributions, in a run of its own;
  /// returns the photo shown, its "more photos", and the requests that run made.
  private func photoRun(
    _ id: String, _ direction: FeedDirection, service: FakePhotoService, cache: CacheStore
  ) async throws -> (photo: Photo, more: [SectionItem], requests: [PageRequest]) {
    let before = service.requests.count
    var result: (Photo, [SectionItem])?
    try await withTestHost(service, cache: cache) { host in
      let photo = try await host.feed().neighbor(id, direction).value
      await host.detailSections.prefetch(for: photo)
      let sections = await host.detailSections.sections(for: photo, in: .english)
      result = (photo, sections.first?.items ?? [])
    }
    let (photo, more) = try requireValue(result)
    return (photo, more, Array(service.requests.dropFirst(before)))
  }

  /// A `mosaic gallery --page N --per-page 10` run.
  private func galleryRun(page: Int, service: FakePhotoService, cache: CacheStore) async throws {
    try await withTestHost(service, cache: cache) { host in
      try await host.gallery(["--page", "\(page)", "--per-page", "10"])
    }
  }

  @Test func next_withinThePage_asksForThatPageOnce() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await galleryRun(page: 1, service: service, cache: cache)

    let run = try await photoRun("p004", .next, service: service, cache: cache)

    expectEqual(run.photo.id, "p005")
    expectEqual(run.requests, [PageRequest(1, 10)])
    expectEqual(run.more.count, 6)
    expectNone(run.more) { $0.id.hasSuffix("/p005") }
    expectEmpty(service.photoRequests)
  }

  @Test func next_acrossThePageEdge_asksForEachPageOnce_andShowsMoreFromTheNewPage() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await galleryRun(page: 1, service: service, cache: cache)

    let run = try await photoRun("p010", .next, service: service, cache: cache)

    expectEqual(run.photo.id, "p011")
    expectEqual(run.requests, [PageRequest(1, 10), PageRequest(2, 10)])
    let pageTwo = Set(service.photos[10..<20].map { "gallery.more-photos/\($0.id)" })
    expectEqual(run.more.count, 6)
    expectAll(run.more) { pageTwo.contains($0.id) }
  }

  @Test func previous_acrossThePageEdge_asksForEachPageOnce() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await galleryRun(page: 2, service: service, cache: cache)

    let run = try await photoRun("p011", .previous, service: service, cache: cache)

    expectEqual(run.photo.id, "p010")
    expectEqual(run.requests, [PageRequest(2, 10), PageRequest(1, 10)])
  }

  @Test func walkingRunAfterRun_asksOnlyForThePagesEachRunNeeds() async throws {
    let service = try FakePhotoService(count: 30)
    let cache = CacheStore.inMemory()
    try await galleryRun(page: 1, service: service, cache: cache)

    let first = try await photoRun("p010", .next, service: service, cache: cache)
    let second = try await photoRun("p011", .next, service: service, cache: cache)

    expectEqual(second.photo.id, "p012")
    expectEqual(first.requests, [PageRequest(1, 10), PageRequest(2, 10)])
    expectEqual(second.requests, [PageRequest(2, 10)])
  }
}
