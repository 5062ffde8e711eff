import Core
import CoreTestSupport
import DataLayer
import DetailFeature
import GalleryFeature
import NetworkLayer

extension FuzzTarget {
  /// `mosaic://` URLs as `mosaic open` and the terminal app receive them, against the real gallery and detail
  /// modules' routes: resolved to a destination or refused with a typed error, never a trap.
  public static let routes = FuzzTarget(name: "fuzz-routes") { (bytes) throws(FuzzFinding) in
    guard let router = RouteFuzzing.router else { throw FuzzFinding("the gallery and detail modules did not boot") }
    let text = String(decoding: bytes, as: UTF8.self)
    for url in [text, "mosaic://" + text, "mosaic://gallery?" + text, "mosaic://photo/" + text] {
      do {
        _ = try router.resolve(url)
      } catch {
        _ = describe(error, in: .german)
      }
    }
  }
}

/// The router the route target resolves against, built once.
private enum RouteFuzzing {
  static let router: Router? = {
    let registry = try? PluginRegistry(
      modules: [GalleryModule(), DetailModule()],
      serving: [.value(PhotoClient.embedded()), .value(FavoritesClient.noop), .value(CacheStore.inMemory())])
    return try? registry?.container.resolve(Router.self, requestedBy: "fuzz")
  }()
}
