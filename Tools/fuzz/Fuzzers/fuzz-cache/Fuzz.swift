import DataLayer
import Foundation
import FuzzSupport

@testable import GalleryFeature
@testable import NetworkLayerLive

/// What the cache directory holds, read back by a later run: the gallery's last listing, a saved answer,
/// the rate-limit memory. A damaged or hand-edited file is ignored, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCache(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  _ = try? JSONDecoder().decode(LastListing.self, from: data)
  if let cached = try? JSONDecoder.iso8601.decode(CachedResponse.self, from: data) {
    _ = try? JSONEncoder.iso8601.encode(cached)
  }
  _ = try? JSONDecoder.iso8601.decode([String: RateLimitState].self, from: data)
  return 0
}

@_cdecl("fuzz_cache_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzCache)
}
