import SafeText

/// One line of the accessible transcript: an item or a piece of text, in reading order.
///
/// ```swift
/// let line = TranscriptLine(text: "♥ Jane Doe · A red tram", selected: true, tag: "photo:0")
/// line.shown   // "> ♥ Jane Doe · A red tram"
/// ```
public struct TranscriptLine: Hashable, Sendable {
  public var text: String
  /// The selected item: shown with "> " at the start of its line.
  public var selected: Bool
  /// The mouse tag of the item the line is (`photo:3`): what identifies it from one frame to the next.
  public var tag: String?
  /// Whether the line carries the favorite mark (a span in ``StyleRole/favorite``).
  public var favorite: Bool
  /// A picture's words, which an item puts after its text.
  var isPicture = false

  public init(text: String, selected: Bool = false, tag: String? = nil, favorite: Bool = false) {
    self.text = text
    self.selected = selected
    self.tag = tag
    self.favorite = favorite
  }

  /// The line as written: the selected item starts with "> ".
  public var shown: String { (selected ? "> " : "") + text }
}

/// A ``View`` read as lines in reading order, for the accessible presentation: no borders, separators or
/// fills; a picture becomes its words; each tagged item (a tile, an article, a tab) becomes one line, its
/// text first and its picture's words after; a row of plain text becomes one line; a dimmed overlay (a sheet,
/// the side menu) shows alone, as it has the keys. Every line is stripped of control characters again and of
/// box-drawing, block and spinner characters, so nothing but words reaches a screen reader.
///
/// ```swift
/// LinearText.lines(View.column([.text("Gallery"), .separator, .text("Page 1 of 12")]))
/// // ["Gallery", "Page 1 of 12"]
/// ```
public enum LinearText {
  /// The lines of `view`, empty ones left out.
  public static func lines(_ view: View) -> [TranscriptLine] {
    var lines: [TranscriptLine] = []
    walk(view, selected: false, into: &lines)
    return lines.filter { !$0.text.isEmpty }
  }

  /// `text` with control characters, box drawing, blocks and spinner frames gone and runs of spaces made one.
  public static func clean(_ text: String) -> String {
    let safe = TerminalText.screenLine(text)
    var scalars = String.UnicodeScalarView()
    for scalar in safe.unicodeScalars {
      scalars.append(isDrawing(scalar) ? " " : scalar)
    }
    return String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// Box drawing (U+2500–257F), block elements (U+2580–259F, the half blocks) and the spinner's braille frames.
  static func isDrawing(_ scalar: Unicode.Scalar) -> Bool {
    (0x2500...0x259F).contains(scalar.value) || (0x2800...0x28FF).contains(scalar.value)
  }

  private static func walk(_ view: View, selected: Bool, into lines: inout [TranscriptLine]) {
    switch view.node {
    case .empty, .fill: return
    case .text(let spans, _, _):
      var line = TranscriptLine(
        text: clean(spans.map(\.text).joined()),
        selected: selected || spans.contains { isSelection($0.role) },
        favorite: spans.contains { $0.role == .favorite })
      line.isPicture = false
      lines.append(line)
    case .picture(_, _, _, let fallback):
      var line = TranscriptLine(text: clean(fallback), selected: selected)
      line.isPicture = true
      lines.append(line)
    case .stack(.vertical, let children, _):
      for child in children { walk(child, selected: selected, into: &lines) }
    case .stack(.horizontal, let children, _):
      var inner: [TranscriptLine] = []
      for child in children { walk(child, selected: selected, into: &inner) }
      inner.removeAll { $0.text.isEmpty }
      if inner.count > 1, inner.allSatisfy({ $0.tag == nil && !$0.isPicture }), plain(children) {
        lines.append(merged(inner, tag: nil))
      } else {
        lines += inner
      }
    case .padding(let child, _, _): walk(child, selected: selected, into: &lines)
    case .box(let child, let title):
      if let title { lines.append(TranscriptLine(text: clean(title), selected: selected)) }
      walk(child, selected: selected, into: &lines)
    case .grid(let items, _, _, _, _, _):
      for item in items { walk(item, selected: selected, into: &lines) }
    case .list(let rows, _):
      for row in rows { walk(row, selected: selected, into: &lines) }
    case .overlay(let base, let top, _, let dim):
      if !dim { walk(base, selected: selected, into: &lines) }
      walk(top, selected: selected, into: &lines)
    case .styled(let child, let role):
      walk(child, selected: selected || isSelection(role), into: &lines)
    case .tagged(let child, let tag):
      var inner: [TranscriptLine] = []
      walk(child, selected: selected, into: &inner)
      inner.removeAll { $0.text.isEmpty }
      guard !inner.isEmpty else { return }
      lines.append(merged(inner.filter { !$0.isPicture } + inner.filter(\.isPicture), tag: tag))
    }
  }

  /// One line of `parts`, joined with " · ".
  private static func merged(_ parts: [TranscriptLine], tag: String?) -> TranscriptLine {
    TranscriptLine(
      text: parts.map(\.text).joined(separator: " · "), selected: parts.contains(where: \.selected), tag: tag,
      favorite: parts.contains(where: \.favorite))
  }

  /// Whether a row's children are each one line of text (not columns of lines of their own).
  private static func plain(_ children: [View]) -> Bool {
    children.allSatisfy { child in
      var inner: [TranscriptLine] = []
      walk(child, selected: false, into: &inner)
      return inner.filter { !$0.text.isEmpty }.count <= 1
    }
  }

  private static func isSelection(_ role: StyleRole) -> Bool {
    role == .selection || role == .tabSelected
  }
}
