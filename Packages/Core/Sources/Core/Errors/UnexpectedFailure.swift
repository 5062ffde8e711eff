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

  public func message(in language: Language) -> String {
    String(describing: underlying)
  }
}
