import Foundation

/// Why what a screen shows is a saved copy: when it was saved and the error it stands in for.
///
/// ```swift
/// let note = fetched.staleNote
/// if let note { print(note.savedAt, note.reason.code) }
/// ```
public struct StaleNote: Hashable, Sendable {
  public let savedAt: Date
  public let reason: NetworkError

  public init(savedAt: Date, reason: NetworkError) {
    self.savedAt = savedAt
    self.reason = reason
  }
}

extension Fetched {
  /// The note to show when the value is a saved copy; `nil` when it is live.
  public var staleNote: StaleNote? {
    if case .cached(let savedAt, let reason) = freshness { StaleNote(savedAt: savedAt, reason: reason) } else { nil }
  }
}
