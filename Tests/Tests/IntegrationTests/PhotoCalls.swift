import NetworkLayer
import Synchronization

/// Records every call a photo client gets, like `list 2` or `photo abc`, so a test can count requests.
final class PhotoCalls: Sendable {
  private let log = Mutex<[String]>([])

  /// The calls since the last ``take()``, in order.
  func take() -> [String] {
    log.withLock { calls in
      defer { calls.removeAll() }
      return calls
    }
  }

  /// `client`, recording each call here before passing it on.
  func recording(_ client: PhotoClient) -> PhotoClient {
    PhotoClient(
      source: client.source,
      listPhotos: { page, perPage in
        self.log.withLock { $0.append("list \(page)") }
        return try await client.listPhotos(page, perPage)
      },
      photo: { id in
        self.log.withLock { $0.append("photo \(id)") }
        return try await client.photo(id)
      })
  }
}
