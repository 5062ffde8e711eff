import SafeText

/// A one-line text field with the keyboard focus or without it: text keys edit it while it has the focus,
/// Enter submits, Esc cancels. The screen owns it and decides what a change, a submit or a cancel does.
///
/// ```swift
/// var field = SearchField()
/// field.focus()
/// _ = field.edit(.character("f"))      // .changed("f")
/// field.edit(.enter)                   // .submitted("f"), and the focus leaves
/// field.view(prompt: "Search: ")       // the line to draw
/// ```
public struct SearchField: Hashable, Sendable {
  /// What a key did to the field.
  public enum Edit: Hashable, Sendable {
    /// The text changed to this.
    case changed(String)
    /// Enter: search this now.
    case submitted(String)
    /// Esc: leave the search.
    case cancelled
    /// The key did nothing (a key the field does not use).
    case ignored
  }

  /// The longest text kept, in characters.
  public static let maximumLength = 200

  public private(set) var text = ""
  public private(set) var isFocused = false

  public init(text: String = "") {
    self.text = String(TerminalText.screenLine(text).prefix(Self.maximumLength))
  }

  /// Gives the field the keyboard.
  public mutating func focus() { isFocused = true }

  /// Empties the field and takes the keyboard away.
  public mutating func clear() {
    text = ""
    isFocused = false
  }

  /// Applies `key` while the field has the focus: characters append (up to ``maximumLength``), Backspace
  /// deletes the last, Ctrl-U empties, Enter submits and gives the keyboard back, Esc cancels.
  public mutating func edit(_ key: Key) -> Edit {
    switch key {
    case .enter:
      isFocused = false
      return .submitted(text)
    case .escape:
      clear()
      return .cancelled
    case .backspace:
      guard !text.isEmpty else { return .ignored }
      text.removeLast()
      return .changed(text)
    case .control("u"):
      text = ""
      return .changed(text)
    case .character(let character):
      let typed = TerminalText.screenLine(String(character))
      guard !typed.isEmpty, text.count < Self.maximumLength else { return .ignored }
      text += typed
      return .changed(text)
    default:
      return .ignored
    }
  }

  /// The field as one line: the prompt, the text, and a bar where typing goes while it has the focus.
  public func view(prompt: String) -> View {
    View.line([Span(prompt, .accent), Span(text), Span(isFocused ? "▏" : "", .accent)])
  }
}
