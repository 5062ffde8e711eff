import Foundation

/// An error that is not a ``MosaicError`` (a system or library error nobody translated), carried where a
/// typed error is expected, such as a view model's failed state.
///
/// ```swift
/// catch let error as any MosaicError { state = .failed(error) }
/// catch { state = .failed(UnexpectedFailure(error)) }
/// ```
public struct UnexpectedFailure: MosaicError {
  /// The error as it was thrown.
  public let underlying: any Error

  public init(_ underlying: any Error) {
    self.underlying = underlying
  }

  public var codeName: String { "unexpected" }

  /// One sentence: that the work was stopped for a `CancellationError` (never `CancellationError()`), the
  /// system's reason in words for a Foundation or POSIX error (never `NSCocoaErrorDomain error 256`), else
  /// what the error says of itself.
  public func message(in language: Language) -> String {
    if underlying is CancellationError {
      return language.pick(
        en: "The work was stopped before it finished; run the command again.",
        de: "Die Arbeit wurde vor ihrem Ende angehalten; führe den Befehl erneut aus.")
    }
    let nsError = underlying as NSError
    guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
      return String(describing: underlying)
    }
    let reason = SystemErrorText.reason(of: underlying)
    return language.pick(
      en: "A file operation failed (\(reason)); check the path and its permissions, then run the command again.",
      de: "Ein Dateizugriff ist fehlgeschlagen (\(reason)); prüfe den Pfad und seine Rechte und führe den Befehl "
        + "erneut aus.")
  }
}
