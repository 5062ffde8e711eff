import Core
import CoreTestSupport
import DataLayer
import DetailFeature
import Foundation
import FuzzSupport
import GalleryFeature
import NetworkLayer

/// The router with the real gallery and detail modules' routes, built once.
private let router: Router? = {
  let registry = try? PluginRegistry(
    modules: [GalleryModule(), DetailModule()],
    serving: [.value(PhotoClient.embedded()), .value(FavoritesClient.noop), .value(CacheStore.inMemory())])
  return try? registry?.container.resolve(Router.self, requestedBy: "fuzz")
}()

/// `mosaic://` URLs as `mosaic open` and the terminal app receive them: resolved to a destination or
/// refused with a typed error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoutes(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  for url in [text, "mosaic://" + text, "mosaic://gallery?" + text, "mosaic://photo/" + text] {
    do {
      _ = try router?.resolve(url)
    } catch {
      _ = describe(error, in: .german)
    }
  }
  return 0
}

@_cdecl("fuzz_routes_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzRoutes)
}
