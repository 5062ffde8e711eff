/// The language Mosaic speaks to a person: every human-readable line of every package comes from a table
/// with one entry per language, picked with ``pick(en:de:)``.
///
/// ```swift
/// let language = Language.german
/// language.pick(en: "No favorites yet.", de: "Noch keine Favoriten.")  // "Noch keine Favoriten."
/// ```
public enum Language: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  case english = "en"
  case german = "de"

  /// The text for this language. Adding a language adds a parameter, so the compiler finds every string
  /// that still needs a translation.
  public func pick(en english: @autoclosure () -> String, de german: @autoclosure () -> String) -> String {
    switch self {
    case .english: english()
    case .german: german()
    }
  }

  /// The language's own name, as a settings screen lists it.
  public var displayName: String {
    switch self {
    case .english: "English"
    case .german: "Deutsch"
    }
  }

  public var description: String { rawValue }
}
