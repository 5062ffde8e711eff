import Core

/// What the accessible presentation writes after each frame: a screen that is new is read whole (an empty
/// line, where the person is, every line, the keys); on the same screen only what changed, as plain lines —
/// a status line that is new ("Page 3 of 12", "Saved 'Markets rally…'"), an item whose text changed (with
/// "Favorite added" or "Favorite removed" when its favorite mark did), the newly selected item with "> ",
/// the notice, the keys when they changed. An item read once on this screen that only moved (a section loaded
/// above it) is not read again. Items that scrolled into view as the selection moved are not read;
/// items that came while it stayed (a list or a section that loaded), or a list none of whose items showed
/// before (another took its place), are. Nothing
/// is written when nothing changed, so redraws without a change stay silent.
///
/// ```swift
/// var writer = TranscriptWriter()
/// writer.lines(for: page, language: .english)   // the whole screen
/// writer.lines(for: page, language: .english)   // []
/// ```
public struct TranscriptWriter: Sendable {
  private var previous: TranscriptPage?
  /// The items already read on this screen: one that comes back unchanged (its section reloaded) is not read again.
  private var read: Set<String> = []

  public init() {}

  /// The lines to write for `page` after the page written before it.
  public mutating func lines(for page: TranscriptPage, language: Language) -> [String] {
    defer {
      previous = page
      read.formUnion(page.lines.compactMap { $0.tag == nil ? nil : $0.text })
    }
    guard let previous, previous.identity == page.identity else {
      read = []
      return [""] + page.heading + page.lines.map(\.shown) + [page.keys] + (page.notice.map { [$0] } ?? [])
    }
    var out: [String] = []
    var announcedSelection = false
    let before = Dictionary(
      previous.lines.compactMap { line in line.tag.map { ($0, line) } }, uniquingKeysWith: { first, _ in first })
    let texts = Set(previous.lines.filter { $0.tag == nil }.map(\.text))
    // Items that are new are read when they came without the selection moving (a list or a section that
    // loaded, also beside a tagged bar that stayed), or when none that showed before shows now (another list);
    // not when they scrolled in as the selection moved.
    let newList = !page.lines.contains { line in line.tag.map { before[$0] != nil } ?? false }
    let readsNewItems = newList || previous.selected == nil || key(previous.selected) == key(page.selected)
    let sameShape = previous.lines.count == page.lines.count
    for (index, line) in page.lines.enumerated() {
      if let tag = line.tag {
        guard let old = before[tag] else {
          if readsNewItems, !read.contains(line.text) {
            out.append(line.shown)
            announcedSelection = announcedSelection || line.selected
          }
          continue
        }
        guard old.text != line.text else { continue }
        // Tags name places (`item:3`), so a section that loaded above shifts the items below it to other
        // tags: the mark changed only when the list kept its shape, and an item read before that moved here
        // is not read again unless the selection landed on it.
        if old.favorite != line.favorite, sameShape {
          out.append(TranscriptStrings.favorite(added: line.favorite, line.text, language))
        } else if read.contains(line.text), !line.selected {
          continue
        } else {
          out.append(line.shown)
        }
        announcedSelection = announcedSelection || line.selected
      } else if !texts.contains(line.text) {
        // A line in the same place whose favorite mark changed (the photo page's header).
        if let old = sameShape ? previous.lines[index] : nil, old.tag == nil, old.favorite != line.favorite {
          out.append(TranscriptStrings.favorite(added: line.favorite, line.text, language))
        } else {
          out.append(line.shown)
        }
        announcedSelection = announcedSelection || line.selected
      }
    }
    if !announcedSelection, let selected = page.selected, key(previous.selected) != key(selected) {
      out.append(selected.shown)
    }
    if let notice = page.notice, notice != previous.notice { out.append(notice) }
    if page.keys != previous.keys { out.append(page.keys) }
    return out
  }

  /// What identifies a line from one frame to the next: its item's tag, else its text.
  private func key(_ line: TranscriptLine?) -> String? {
    line.map { $0.tag ?? $0.text }
  }
}
