import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// `mosaic://gallery` and `mosaic://favorites`: typed destinations, refused parameters with their payload,
/// and presentations that print what the matching commands print.
struct GalleryRouteTests {
  @Test(arguments: [
    ("mosaic://gallery", GalleryDestination()),
    ("mosaic://gallery?page=2&per_page=5", GalleryDestination(page: 2, perPage: 5)),
    ("mosaic://gallery?perPage=12", GalleryDestination(perPage: 12)),
    ("mosaic://gallery?page=100000&per_page=1", GalleryDestination(page: 100_000, perPage: 1)),
    ("MOSAIC://Gallery?page=3", GalleryDestination(page: 3)),
  ])
  func galleryURL_resolvesToItsDestination(url: String, expected: GalleryDestination) async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let resolution = try host.registry.router.resolve(url)

      expectEqual(resolution.destination as? GalleryDestination, expected)
      expectEqual(resolution.route.moduleID, "gallery")
    }
  }

  @Test func favoritesURL_resolvesToItsDestination() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let resolution = try host.registry.router.resolve("mosaic://favorites")

      expectEqual(resolution.destination as? FavoritesDestination, FavoritesDestination())
    }
  }

  /// A URL whose parameter the gallery cannot take, and the payload of the refusal.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let url: String
    let parameter: String
    let received: String
    let allowed: String

    var testDescription: String { url }
  }

  @Test(arguments: [
    Refusal(url: "mosaic://gallery?page=zero", parameter: "page", received: "zero", allowed: "1…100000"),
    Refusal(
      url: "mosaic://gallery?page=999999999999999999999", parameter: "page", received: "999999999999999999999",
      allowed: "1…100000"),
    Refusal(url: "mosaic://gallery?page=0", parameter: "page", received: "0", allowed: "1…100000"),
    Refusal(url: "mosaic://gallery?page=100001", parameter: "page", received: "100001", allowed: "1…100000"),
    Refusal(url: "mosaic://gallery?per_page=31", parameter: "per_page", received: "31", allowed: "1…30"),
    Refusal(url: "mosaic://gallery?perPage=-1", parameter: "perPage", received: "-1", allowed: "1…30"),
  ])
  func badParameter_isInvalidRouteParameter_withItsPayload(refusal: Refusal) async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let error = expectThrows(CoreError.self) { try host.registry.router.resolve(refusal.url) }

      expectEqual(error?.code, .invalidRouteParameter)
      expectEqual(error?.value, refusal.url)
      expectEqual(error?.detail, refusal.parameter)
      expectEqual(error?.received, refusal.received)
      expectEqual(error?.allowed, refusal.allowed)
    }
  }

  @Test(arguments: [false, true])
  func presentingAGalleryDestination_printsWhatTheCommandPrints(json: Bool) async throws {
    let service = try FakePhotoService(count: 100)
    try await withTestHost(service) { host in
      let command = try await host.gallery(["--page", "2", "--per-page", "10"] + (json ? ["--json"] : []))
      let destination = try host.registry.router.resolve("mosaic://gallery?page=2&per_page=10").destination

      let presented = try await host.registry.present(destination, json: json)

      expectEqual(presented.output, command.output)
      expectEqual(presented.errors, command.errors)
      expectFalse(presented.output.isEmpty)
    }
  }

  @Test(arguments: [false, true])
  func presentingTheFavoritesDestination_printsWhatTheListPrints(json: Bool) async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[3])
    try await withTestHost(service, favorites: favorites) { host in
      let command = try await host.favorites(["list"] + (json ? ["--json"] : []))

      let presented = try await host.registry.present(FavoritesDestination(), json: json)

      expectEqual(presented.output, command.output)
      expectText(presented.output, contains: "p004")
    }
  }
}
