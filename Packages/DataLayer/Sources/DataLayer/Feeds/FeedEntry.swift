import Foundation
import Models
import SafeText

/// One feed of the news reader as the person arranged it: a feed they made (`mosaic news feeds add NAME --query
/// TEXT | --source ID | --category C [--country CC]`), or a built-in feed they hid, moved or viewed. Built-in
/// feeds have a row only once something about them changed.
///
/// ```swift
/// let rust = FeedEntry(name: "Rust", kind: .query, value: "rust language", addedAt: Date())
/// rust.id   // "rust": names are matched without regard to case
/// ```
public struct FeedEntry: Hashable, Sendable, Codable {
  /// What a feed asks NewsAPI for.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// One of the reader's own ten feeds; `value` is empty.
    case builtin
    /// `/v2/everything?q=value`, newest first.
    case query
    /// `/v2/top-headlines?sources=value`.
    case source
    /// `/v2/top-headlines?category=value&country=…`.
    case category
  }

  /// The name as the person wrote it (a built-in feed's id for `builtin`).
  public var name: String
  public var kind: Kind
  /// The query text, source id or category; empty for a built-in feed.
  public var value: String
  /// A category feed's own country (a ``Models/NewsCountry`` code); `nil` follows the settings.
  public var country: String?
  /// Left out of the feed bar, the side menu and `news feeds` (but `news NAME` still shows it).
  public var hidden: Bool
  /// Its place among all feeds, from 0; `nil` keeps its own place (built-in order, then made ones by age).
  public var position: Int?
  public var addedAt: Date
  /// When its headlines were last viewed: what "new since viewed" counts from.
  public var viewedAt: Date?

  public init(
    name: String, kind: Kind, value: String = "", country: String? = nil, hidden: Bool = false,
    position: Int? = nil, addedAt: Date, viewedAt: Date? = nil
  ) {
    self.name = name
    self.kind = kind
    self.value = value
    self.country = country
    self.hidden = hidden
    self.position = position
    self.addedAt = addedAt
    self.viewedAt = viewedAt
  }

  /// The key names are matched by: the name lowercased.
  public var id: String { Self.key(name) }

  /// The longest name a feed may have, in characters.
  public static let maximumNameLength = 40
  /// The longest query, source id or category a feed may hold.
  public static let maximumValueLength = 200

  /// How names are compared: lowercased, so `Rust` and `rust` are one feed.
  public static func key(_ name: String) -> String { name.lowercased() }

  /// `text` as a feed name: control characters and escape sequences removed, spaces trimmed and collapsed; `nil` when nothing is left
  /// or it is longer than ``maximumNameLength``.
  public static func name(_ text: String) -> String? {
    let words = TerminalText.line(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !words.isEmpty, words.count <= maximumNameLength else { return nil }
    return words
  }

  /// `text` as a query, source id or category: control characters removed, spaces trimmed; `nil` when blank or
  /// longer than ``maximumValueLength``.
  public static func value(_ text: String) -> String? {
    let clean = TerminalText.line(text).trimmingCharacters(in: .whitespaces)
    guard !clean.isEmpty, clean.count <= maximumValueLength else { return nil }
    return clean
  }
}
