/// The color scheme a person picked: each presentation maps it to its own colors (the command line to a
/// `Palette`, the terminal app to its screen colors). Core only names the choice.
///
/// ```swift
/// let theme = Theme(rawValue: "light") ?? .dark
/// theme.displayName(in: .german)  // "Hell"
/// ```
public enum Theme: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  case dark
  case light

  /// The theme's name for people.
  public func displayName(in language: Language) -> String {
    switch self {
    case .dark: language.pick(en: "Dark", de: "Dunkel")
    case .light: language.pick(en: "Light", de: "Hell")
    }
  }

  public var description: String { rawValue }
}
