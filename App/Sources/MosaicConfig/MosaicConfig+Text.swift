import Core
import CoreUI
import Foundation
import TerminalGraphics

extension MosaicConfig {
  /// The configuration as a file that says it, in the order ``ConfigReader`` reads: what `mosaic config
  /// show` prints, and what reads back to the same configuration.
  ///
  /// ```swift
  /// MosaicConfig(graphics: .sixel).text   // "graphics: sixel\n"
  /// ```
  public var text: String {
    var lines: [String] = []
    if preset != nil || !ownKeys.isEmpty {
      lines.append("keys:")
      if let preset { lines.append("  preset: \(preset.rawValue)") }
      for scope in MosaicConfig.keyScopes {
        guard let keys = ownKeys.scopes[scope], !keys.isEmpty else { continue }
        lines.append("  \(scope):")
        for (pressed, acts) in keys.sorted(by: { $0.key.name < $1.key.name }) {
          lines.append("    \(Self.quoted(pressed.name)): \(Self.quoted(acts?.name ?? "none"))")
        }
      }
    }
    if !colors.changes.isEmpty {
      lines.append("theme:")
      for theme in Theme.allCases {
        guard let roles = colors.changes[theme] else { continue }
        lines.append("  \(theme.rawValue):")
        for role in StyleRole.allCases {
          guard let change = roles[role] else { continue }
          if change.background == nil, let foreground = change.foreground {
            lines.append("    \(role.rawValue): \(Self.quoted(foreground.name))")
            continue
          }
          lines.append("    \(role.rawValue):")
          if let foreground = change.foreground { lines.append("      foreground: \(Self.quoted(foreground.name))") }
          if let background = change.background { lines.append("      background: \(Self.quoted(background.name))") }
        }
      }
    }
    if let defaultTab { lines.append("default_tab: \(defaultTab)") }
    lines.append("graphics: \(graphics?.rawValue ?? "auto")")
    if let newsCountry { lines += ["news:", "  country: \(newsCountry)"] }
    if accessible { lines.append("accessible: true") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A word as YAML reads it back as that word: quoted unless it is letters, digits and dashes.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } && !word.isEmpty
    guard !plain else { return word }
    return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
