import Core
import SafeText

/// A run of text in one role: the pieces a line of a screen is made of. Text is sanitized when the span is
/// made, so server text can never reach the terminal with a control character in it.
///
/// ```swift
/// let line: [Span] = [Span("♥", .favorite), Span(" Jane Doe", .body)]
/// ```
public struct Span: Hashable, Sendable {
  public let text: String
  public let role: StyleRole
  /// Attributes added to the role's style: `.underline` on the selected feed, `.bold` on a name.
  public let emphasis: TextAttributes

  public init(_ text: String, _ role: StyleRole = .body, emphasis: TextAttributes = TextAttributes(rawValue: 0)) {
    self.text = TerminalText.screenLine(text)
    self.role = role
    self.emphasis = emphasis
  }

  /// The columns the span takes.
  public var width: Int { DisplayWidth.of(text) }
}

/// A key and what it does, for the key bar and for help.
///
/// ```swift
/// KeyHint("f", "favorite")
/// ```
public struct KeyHint: Hashable, Sendable {
  public let key: String
  public let label: String

  public init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}

/// Text in every language Mosaic speaks, for what a module declares before any language is picked: a
/// tab's title.
///
/// ```swift
/// let title = LocalizedText(en: "Gallery", de: "Galerie")
/// title.text(in: .german)   // "Galerie"
/// ```
public struct LocalizedText: Hashable, Sendable {
  public let english: String
  public let german: String

  public init(en english: String, de german: String) {
    self.english = english
    self.german = german
  }

  public func text(in language: Language) -> String {
    language.pick(en: english, de: german)
  }
}
