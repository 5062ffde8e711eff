import Foundation

/// The name of a feature package, checked and spelled every way the scaffold needs it.
///
/// ```swift
/// let name = try FeatureName("PhotoMap")
/// name.package  // "PhotoMapFeature"
/// name.module   // "PhotoMapModule"
/// name.command  // "photo-map" (also the module id and the route)
/// name.title    // "Photo Map"
/// ```
public struct FeatureName: Sendable, Equatable, CustomStringConvertible {
  /// The longest name accepted: the package, module and test names stay readable and within the line length.
  public static let maximumLength = 30

  /// `PhotoMap`.
  public let name: String

  /// Accepts an UpperCamelCase ASCII name without the `Feature` suffix (`Weather`, `PhotoMap`).
  ///
  /// - Throws: ``ScaffoldError/invalidName(_:)`` for anything else.
  public init(_ raw: String) throws {
    let isAlphanumeric = raw.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
    guard let first = raw.unicodeScalars.first, ("A"..."Z").contains(first), isAlphanumeric,
      raw.count >= 2, raw.count <= Self.maximumLength, !raw.hasSuffix("Feature")
    else { throw ScaffoldError.invalidName(raw) }
    name = raw
  }

  public var package: String { name + "Feature" }
  public var module: String { name + "Module" }

  /// The command, module id and route: the words of the name in lower case, joined by `-`.
  public var command: String { words.map { $0.lowercased() }.joined(separator: "-") }

  /// The name for people: its words separated by spaces.
  public var title: String { words.joined(separator: " ") }

  public var description: String { name }

  /// `PhotoMap2D` → `Photo`, `Map2D`: a new word starts at a capital that follows a lower-case letter or digit.
  private var words: [String] {
    var words: [String] = []
    var current = ""
    var previousWasLowerOrDigit = false
    for character in name {
      if character.isUppercase, previousWasLowerOrDigit, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
      previousWasLowerOrDigit = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `text` with every placeholder of the feature templates replaced.
  func fill(_ text: String) -> String {
    text.replacingOccurrences(of: "__Name__", with: name)
      .replacingOccurrences(of: "__name__", with: command)
      .replacingOccurrences(of: "__Title__", with: title)
  }
}
