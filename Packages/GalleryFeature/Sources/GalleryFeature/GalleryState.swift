import Foundation
import Models

/// What the gallery screen shows.
public struct GalleryState: Equatable, Sendable {
  /// What the grid is doing.
  public enum Phase: Equatable, Sendable {
    /// Nothing loaded yet.
    case idle
    /// A page is on its way.
    case loading
    /// Photos are showing.
    case loaded
    /// The service has no photos at all.
    case empty
    /// The last load failed; `message` is one sentence with the fix. Photos already shown stay.
    case failed(message: String)
  }

  public var phase: Phase = .idle
  /// Every photo loaded so far, in feed order, without duplicates.
  public var items: [GalleryItem] = []
  /// The last page loaded (0 before the first).
  public var page: Int = 0
  /// The page size asked for.
  public var perPage: Int
  /// The listing's total, when the service says.
  public var total: Int?
  /// Whether a later page may exist.
  public var hasMore: Bool = true
  /// When the photos shown come from a saved copy: when it was saved and why it stands in.
  public var stale: StaleNote?

  public init(perPage: Int) {
    self.perPage = perPage
  }

  /// Why the photos shown are a saved copy.
  public struct StaleNote: Equatable, Sendable {
    public let savedAt: Date
    public let reason: String
  }
}
