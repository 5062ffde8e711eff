import Foundation

/// The command palette's state while it is open: its one-line field, the candidates for what is typed, and the
/// walk through its history with ↑ and ↓. Keys go to it before any remapping, as to every field that takes
/// text.
///
/// ```swift
/// var palette = CommandPalette(completer: completer, history: ["news"])
/// palette.press(.character("g"))   // .none; candidates start with "gallery"
/// palette.press(.tab)              // .none; the line is now "gallery"
/// palette.press(.enter)            // .submit("gallery")
/// ```
public struct CommandPalette: Sendable {
  /// What a key did.
  public enum Action: Hashable, Sendable {
    /// The palette stays open.
    case none
    /// Esc, or Enter on an empty line: close.
    case close
    /// Enter: go where this line names.
    case submit(String)
  }

  public private(set) var field: SearchField
  /// The candidates for the line as typed, best first.
  public private(set) var candidates: [PaletteEntry]
  public let completer: PaletteCompleter
  /// Newest first.
  public let history: [String]
  private var historyIndex: Int?
  private var draft = ""

  public init(completer: PaletteCompleter, history: [String] = []) {
    self.completer = completer
    self.history = history
    self.field = Self.focused("")
    self.candidates = completer.candidates(for: "")
  }

  /// The line as typed.
  public var text: String { field.text }

  /// Applies `key`: text keys edit the line, Tab completes it, ↑ and ↓ walk the history, Enter submits, Esc
  /// closes.
  public mutating func press(_ key: Key) -> Action {
    switch key {
    case .escape: return .close
    case .enter:
      let line = text.trimmingCharacters(in: .whitespaces)
      return line.isEmpty ? .close : .submit(line)
    case .tab: replace(with: completer.complete(text))
    case .up:
      let next = (historyIndex ?? -1) + 1
      guard history.indices.contains(next) else { return .none }
      if historyIndex == nil { draft = text }
      historyIndex = next
      replace(with: history[next], keepingHistory: true)
    case .down:
      guard let index = historyIndex else { return .none }
      historyIndex = index > 0 ? index - 1 : nil
      replace(with: historyIndex.map { history[$0] } ?? draft, keepingHistory: true)
    default:
      if case .changed = field.edit(key) {
        historyIndex = nil
        candidates = completer.candidates(for: text)
      }
    }
    return .none
  }

  private mutating func replace(with line: String, keepingHistory: Bool = false) {
    field = Self.focused(line)
    if !keepingHistory { historyIndex = nil }
    candidates = completer.candidates(for: line)
  }

  private static func focused(_ text: String) -> SearchField {
    var field = SearchField(text: text)
    field.focus()
    return field
  }
}
