import Core
import DataLayer

/// What the favorites list shows.
public struct FavoritesState: Equatable, Sendable {
  /// Reading the favorites: a failure keeps its type and code.
  public typealias Phase = LoadPhase

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
