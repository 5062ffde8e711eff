import Core
import Foundation
import Models
import NetworkLayer

/// What the gallery grid shows.
public struct GalleryState: Equatable, Sendable {
  /// What the grid is doing: nothing loaded yet, a page on its way, photos showing, no photos at all (or none
  /// from the page asked for), or the last load failed (photos already shown stay; the error keeps its type,
  /// code and payload — a rate limit's `retryAt`, a status).
  public typealias Phase = LoadPhase

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
  /// The ids of each page loaded, by page number: which page a photo was listed on.
  public var pageIDs: [Int: [String]] = [:]
  /// Photos whose favorite mark is being written; the same key does nothing more for them meanwhile.
  public var favoriteWrites = OptimisticToggle<String>()
  /// The last favorite change that failed, with its mark put back.
  public var failedAction: FailedAction?

  public init(perPage: Int) {
    self.perPage = perPage
  }

  /// The error of a failed load.
  public var error: (any MosaicError)? { phase.error }

  /// The page photo `id` was listed on.
  public func page(of id: String) -> Int? {
    pageIDs.first { $0.value.contains(id) }?.key
  }

  /// Why the photos shown are a saved copy.
  public typealias StaleNote = NetworkLayer.StaleNote
}

/// A change to one photo that failed: which photo, and the typed error.
public struct FailedAction: Equatable, Sendable {
  public let photoID: String
  public let error: any MosaicError

  public init(photoID: String, error: any MosaicError) {
    self.photoID = photoID
    self.error = error
  }

  public static func == (lhs: FailedAction, rhs: FailedAction) -> Bool {
    lhs.photoID == rhs.photoID && lhs.error.codeName == rhs.error.codeName && lhs.error.message == rhs.error.message
  }
}
