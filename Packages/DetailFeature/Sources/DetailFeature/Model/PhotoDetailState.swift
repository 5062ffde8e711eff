import Core
import Foundation
import Models
import NetworkLayer

/// What a photo's page shows.
public struct PhotoDetailState: Sendable {
  /// Showing or moving: a failure keeps the photo already shown, and its error keeps its type and code.
  public typealias Phase = LoadPhase

  public var phase: Phase = .idle
  public var photo: Photo?
  public var isFavorite = false
  /// The favorite mark's write on its way, by photo.
  public var favoriteWrites = OptimisticToggle<String>()
  /// The writes of the favorite marks of the sections' items (`f` on a photo "More by this photographer" lists), by
  /// item id.
  public var itemFavoriteWrites = OptimisticToggle<String>()
  /// When the photo comes from a saved copy: when it was saved and why it stands in.
  public var stale: StaleNote?
  /// The page's sections from every module, each with its own state.
  public var sections: [SectionSnapshot] = []

  public init() {}

  /// Whether a change of the favorite mark is being written.
  public var isWritingFavorite: Bool { !favoriteWrites.isIdle }

  /// The error of the last failed step.
  public var error: (any MosaicError)? { phase.error }
}
