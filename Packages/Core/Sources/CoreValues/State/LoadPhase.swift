/// Where a screen's data stands: nothing asked for yet, on its way, showing, there is none, or the last load
/// failed. Every feature's state uses this one phase, so "loading", "empty" and "failed" mean the same
/// everywhere and a failure keeps its typed error (code and payload).
///
/// Two failed phases are equal when their errors have the same code and English message, which is what a
/// screen shows.
///
/// ```swift
/// var phase = LoadPhase.loading
/// do { photos = try await client.list(); phase = photos.isEmpty ? .empty : .loaded }
/// catch { phase = .failure(error) }
/// phase.error?.codeName   // "rateLimited"
/// ```
public enum LoadPhase: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A load is on its way; what was shown stays.
  case loading
  /// The data is showing.
  case loaded
  /// The load answered, with nothing in it.
  case empty
  /// The last load failed; what was shown stays. The error keeps its type, code and payload.
  case failed(any MosaicError)

  /// `error` as a failed phase: a ``MosaicError`` as it is, anything else as an ``UnexpectedFailure``.
  public static func failure(_ error: any Error) -> LoadPhase {
    .failed((error as? any MosaicError) ?? UnexpectedFailure(error))
  }

  /// The error of a failed phase.
  public var error: (any MosaicError)? {
    if case .failed(let error) = self { error } else { nil }
  }

  public static func == (lhs: LoadPhase, rhs: LoadPhase) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.loading, .loading), (.loaded, .loaded), (.empty, .empty): true
    case (.failed(let left), .failed(let right)): left.codeName == right.codeName && left.message == right.message
    default: false
    }
  }
}
