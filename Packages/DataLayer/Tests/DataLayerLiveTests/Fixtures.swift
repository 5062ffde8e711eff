import Foundation
import Models
import Synchronization
import Testing

extension Photo {
  /// A photo as Unsplash describes one; `likes` tells two snapshots of the same photo apart.
  static func fixture(_ id: String, likes: Int = 1) throws -> Photo {
    let url = try #require(URL(string: "https://images.unsplash.com/photo-\(id)?ixid=abc"))
    return Photo(
      id: id, createdAt: Date(timeIntervalSince1970: 1_600_000_000), width: 4000, height: 3000, color: "#336699",
      blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", likes: likes, description: "Photo \(id)", altDescription: nil,
      urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
      user: PhotoUser(id: "user-\(id)", username: "user\(id)", name: "User \(id)"))
  }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    current = Mutex(start)
  }

  var now: @Sendable () -> Date {
    { [self] in self.current.withLock { $0 } }
  }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
