import Core
import DataLayer
import EmbeddedCatalog
import Foundation
import Models
import NetworkLayer
import Synchronization

/// The services the gallery needs, in memory: the embedded catalog, favorites, a cache, and pictures as the
/// offline pipeline draws them (each photo's BlurHash at the size asked, without the PNG round trip and
/// the caches, which run once per picture and not per frame).
struct BenchServices: FeatureModule {
  let id = "bench.services"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Benchmark services"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] {
    [
      ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(CacheStore.self),
      ServiceKey(ImageClient.self),
    ]
  }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.register(PhotoClient.self, scope: .singleton) { _ in .embedded() }
    registrar.register(FavoritesClient.self, scope: .singleton) { _ in .inMemory() }
    registrar.register(CacheStore.self, scope: .singleton) { _ in .inMemory() }
    registrar.register(ImageClient.self, scope: .singleton) { _ in Self.blurHashes }
  }

  /// How many pictures ``blurHashes`` drew.
  static let drawn = Mutex(0)

  /// Each `embedded://photos/ID` request drawn from the photo's BlurHash at the request's size.
  static let blurHashes = ImageClient(
    image: { request in
      drawn.withLock { $0 += 1 }
      let size = request.size
      guard let hash = EmbeddedPhotoCatalog.standard.photo(id: request.url.lastPathComponent)?.blurHash,
        let rgb = try? BlurHash.decode(hash, width: size.width, height: size.height)
      else { throw ImageError(.notFound, url: request.url) }
      var rgba = [UInt8](repeating: 255, count: size.width * size.height * 4)
      for pixel in 0..<(size.width * size.height) {
        rgba[pixel * 4] = rgb[pixel * 3]
        rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
        rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
      }
      guard let bitmap = Bitmap(width: size.width, height: size.height, rgba: rgba) else {
        throw ImageError(.tooManyPixels, url: request.url)
      }
      return bitmap
    },
    prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
}
