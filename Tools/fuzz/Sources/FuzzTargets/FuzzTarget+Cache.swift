import DataLayer
import Foundation

@testable import GalleryFeature
@testable import NetworkLayerLive

extension FuzzTarget {
  /// What the cache directory holds, read back by a later run: the gallery's last listing, a saved answer, the
  /// rate-limit memory. A damaged or hand-edited file is ignored, never a trap.
  public static let cache = FuzzTarget(name: "fuzz-cache") { (bytes) throws(FuzzFinding) in
    let data = Data(buffer: bytes)
    _ = try? JSONDecoder().decode(LastListing.self, from: data)
    if let cached = try? JSONDecoder.iso8601.decode(CachedResponse.self, from: data) {
      _ = try? JSONEncoder.iso8601.encode(cached)
    }
    _ = try? JSONDecoder.iso8601.decode([String: RateLimitState].self, from: data)
  }
}
