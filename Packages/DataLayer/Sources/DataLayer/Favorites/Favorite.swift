import Foundation
import Models

/// A favorited photo: the snapshot of the photo taken when it was (last) added, so the favorites list works
/// offline, and when it was first added.
///
/// ```swift
/// for favorite in try await favorites.list() {
///   print(favorite.photo.user.name, favorite.addedAt)
/// }
/// ```
public struct Favorite: Identifiable, Hashable, Sendable, Codable {
  public let photo: Photo
  public let addedAt: Date

  public init(photo: Photo, addedAt: Date) {
    self.photo = photo
    self.addedAt = addedAt
  }

  /// The photo's id.
  public var id: String { photo.id }
}

extension [Favorite] {
  /// Newest first; among favorites added at the same instant, the one added last comes first.
  ///
  /// `sequence` gives each favorite's insertion order (higher is later).
  package func sortedNewestFirst(sequence: (Favorite) -> Int) -> [Favorite] {
    sorted { left, right in
      if left.addedAt != right.addedAt { return left.addedAt > right.addedAt }
      return sequence(left) > sequence(right)
    }
  }
}
