import Core
import Foundation
import Models
import NetworkLayer

/// What a photo's page shows.
public struct PhotoDetailState: Sendable {
  public enum Phase: Sendable {
    case idle
    case loading
    case loaded
    /// Showing or moving failed; a photo already shown stays. The error keeps its type and code.
    case failed(any MosaicError)
  }

  public var phase: Phase = .idle
  public var photo: Photo?
  public var isFavorite = false
  /// Whether a change of the favorite mark is being written.
  public var isWritingFavorite = false
  /// When the photo comes from a saved copy: when it was saved and why it stands in.
  public var stale: StaleNote?
  /// The page's sections from every module, each with its own state.
  public var sections: [SectionSnapshot] = []

  public init() {}

  /// The error of the last failed step.
  public var error: (any MosaicError)? {
    if case .failed(let error) = phase { error } else { nil }
  }
}
