/// An error a person may see: a stable code for code and tests to match, the values that matter as typed
/// fields, and a one-sentence message (what failed, the offending value, the fix) in the person's language.
///
/// Every package has one error type conforming to it; the host prints `message(in:)` and maps failures to
/// exit codes at the top level only.
///
/// ```swift
/// struct GalleryError: MosaicError {
///   enum Code: String, Sendable { case pastTheEnd }
///   let code: Code
///   let page: Int
///   var codeName: String { code.rawValue }
///   func message(in language: Language) -> String {
///     language.pick(en: "Page \(page) is past the end.", de: "Seite \(page) liegt hinter dem Ende.")
///   }
/// }
/// ```
public protocol MosaicError: Error, Sendable, CustomStringConvertible {
  /// The code's name, like `rateLimited`, stable across versions and languages.
  var codeName: String { get }
  /// One sentence for a person in `language`.
  func message(in language: Language) -> String
}

extension MosaicError {
  /// The English message.
  public var message: String { message(in: .english) }
  public var description: String { message(in: .english) }
}

/// The sentence for any error in `language`: a ``MosaicError``'s own message, else the system's reason in
/// words (``SystemErrorText``) for a Foundation or POSIX error, else what the error says of itself.
///
/// ```swift
/// console.note("Error: " + describe(error, in: context.language))
/// ```
public func describe(_ error: any Error, in language: Language) -> String {
  if let error = error as? any MosaicError { return error.message(in: language) }
  return UnexpectedFailure(error).message(in: language)
}
