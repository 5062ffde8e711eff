/// A printed line as a terminal reads it: the cells its text fills, with the colors its SGR sequences set
/// (`CSI n C` steps over `n` cells, `ESC 7` and `ESC 8` save and restore the column), and the pictures
/// drawn from it — a Sixel, kitty or iTerm2 sequence (also inside tmux's passthrough), each at the column the
/// cursor was at.
///
/// ```swift
/// let line = PrintedLine(output.split(separator: "\n")[3])
/// line.pictures.first?.column   // 18
/// ```
struct PrintedLine {
  var cells: [TerminalCell] = []
  var pictures: [(column: Int, sequence: String)] = []

  init(_ line: Substring) {
    var foreground: CellColor?
    var background: CellColor?
    var column = 0
    var saved = 0
    let scalars = Array(line.unicodeScalars)
    var index = 0
    func put(_ character: Character) {
      let cell = TerminalCell(character: character, foreground: foreground, background: background)
      while cells.count < column { cells.append(TerminalCell(character: " ", foreground: nil, background: nil)) }
      if column < cells.count { cells[column] = cell } else { cells.append(cell) }
      column += 1
    }
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\u{1B}", index + 1 < scalars.count else {
        // A base character and the marks that combine with it are one cell.
        var text = String.UnicodeScalarView([scalar])
        while index + 1 < scalars.count, scalars[index + 1].properties.generalCategory == .nonspacingMark {
          index += 1
          text.append(scalars[index])
        }
        put(Character(String(text)))
        index += 1
        continue
      }
      let kind = scalars[index + 1]
      switch kind {
      case "[":
        var end = index + 2
        while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
        guard end < scalars.count else { return }
        let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? -1 }
        switch scalars[end] {
        case "m": TerminalCell.apply(parameters.isEmpty ? [0] : numbers, &foreground, &background)
        case "C":
          let count = max(numbers.first ?? 1, 1)
          for _ in 0..<count {
            if column >= cells.count { cells.append(TerminalCell(character: " ", foreground: nil, background: nil)) }
            column += 1
          }
        default: break
        }
        index = end + 1
      case "P", "_", "]":
        let end = Self.stringEnd(scalars, from: index)
        pictures.append((column, String(String.UnicodeScalarView(scalars[index..<end]))))
        index = end
      case "7":
        saved = column
        index += 2
      case "8":
        column = saved
        index += 2
      default:
        index += 2
      }
    }
  }

  /// Where a DCS, APC or OSC string starting at `start` ends: after `ESC \` (or BEL), a doubled `ESC` inside
  /// tmux's passthrough not counting.
  private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    let passthrough = String(String.UnicodeScalarView(scalars[start..<min(start + 7, scalars.count)])) == "\u{1B}Ptmux;"
    var index = start + 2
    while index < scalars.count {
      if scalars[index] == "\u{07}", scalars[start + 1] == "]" { return index + 1 }
      if scalars[index] == "\u{1B}", index + 1 < scalars.count {
        if scalars[index + 1] == "\\" { return index + 2 }
        if passthrough, scalars[index + 1] == "\u{1B}" {
          index += 2
          continue
        }
      }
      index += 1
    }
    return scalars.count
  }
}
