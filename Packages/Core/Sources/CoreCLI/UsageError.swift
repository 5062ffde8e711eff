import Core

/// A command line that asks for something the command cannot mean — a page past the end, a route no module
/// has — found only once the command ran. The host answers it as it answers a bad flag: the wrapped error's
/// sentence and exit 64 (`EX_USAGE`), not a runtime failure (1). The wrapped error keeps its code and
/// payload, so tests and `--json` callers still see what it was.
///
/// ```swift
/// throw UsageError(GalleryError(.pastTheEnd, page: 13, pageCount: 12))
/// ```
public struct UsageError: MosaicError {
  /// What the person asked for that cannot be.
  public let underlying: any MosaicError

  public init(_ underlying: any MosaicError) {
    self.underlying = underlying
  }

  public var codeName: String { underlying.codeName }

  public func message(in language: Language) -> String { underlying.message(in: language) }
}
