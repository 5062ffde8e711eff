import Core
import DataLayer

/// What the favorites list shows.
public struct FavoritesState: Equatable, Sendable {
  public enum Phase: Equatable, Sendable {
    case idle
    case loading
    case loaded
    /// Reading the favorites failed; the error keeps its type and code.
    case failed(any MosaicError)

    public static func == (lhs: Phase, rhs: Phase) -> Bool {
      switch (lhs, rhs) {
      case (.idle, .idle), (.loading, .loading), (.loaded, .loaded): true
      case (.failed(let left), .failed(let right)): left.codeName == right.codeName && left.message == right.message
      default: false
      }
    }
  }

  public var phase: Phase = .idle
  /// Newest first.
  public var favorites: [Favorite] = []

  public init() {}
}

/// What changing one favorite did.
public struct FavoriteChange: Equatable, Sendable {
  public let id: String
  /// The photographer, when the photo was at hand.
  public let author: String?
  /// Whether the photo is a favorite now.
  public let isFavorite: Bool
  /// `false` when the photo already was in the state asked for.
  public let changed: Bool
}
