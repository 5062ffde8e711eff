import Foundation

/// The photo searches a person ran (`mosaic gallery --search`, Enter in the app's photo search), kept apart from
/// the news searches with the same rules (``SearchHistoryClient``: newest first, one entry per search ignoring
/// case, at most ``SearchHistoryClient/limit``), in the one database and in `mosaic export` as
/// `photoSearchHistory`. Its own type so that a container holds both histories.
///
/// ```swift
/// let photos = PhotoSearchHistoryClient.inMemory()
/// try await photos.history.record("fog")
/// try await photos.history.list().map(\.text)   // ["fog"]
/// ```
public struct PhotoSearchHistoryClient: Sendable {
  /// The history's calls.
  public var history: SearchHistoryClient

  public init(_ history: SearchHistoryClient) {
    self.history = history
  }

  /// The longest photo search kept (what a search sends at most); an import refuses a longer one.
  public static let maximumLength = 100

  /// A history kept in memory, with the live store's rules.
  public static func inMemory(now: @escaping @Sendable () -> Date = Date.init) -> PhotoSearchHistoryClient {
    PhotoSearchHistoryClient(.inMemory(now: now))
  }

  /// Every call throws a ``DataLayerError`` with code `unexpectedCall`.
  public static let failing = PhotoSearchHistoryClient(.failing)
}
