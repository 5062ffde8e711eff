import Foundation

/// Small helpers for laying out terminal text the same way in every module. Every string they lay out
/// passes ``TerminalText`` first, so text from a server cannot carry escape sequences or extra lines.
///
/// ```swift
/// TextLayout.fit("A very long description", width: 10)  // "A very lo…"
/// TextLayout.pad("Jane", width: 8)                       // "Jane    "
/// ```
public enum TextLayout {
  /// `text` on one line without controls, cut to `width` characters, ending in `…` when cut.
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let singleLine = TerminalText.line(text)
    guard singleLine.count > width else { return singleLine }
    return String(singleLine.prefix(width - 1)) + "…"
  }

  /// `text` fitted to `width` and padded with spaces to exactly `width` characters.
  public static func pad(_ text: String, width: Int) -> String {
    let fitted = fit(text, width: width)
    return fitted + String(repeating: " ", count: max(0, width - fitted.count))
  }

  /// `2026-11-22 10:42` in the local time zone.
  public static func timestamp(_ date: Date) -> String {
    LocalTimestamp.minute(date, in: .current)
  }

  /// `2026-11-22` in the local time zone.
  public static func day(_ date: Date) -> String {
    LocalTimestamp.day(date, in: .current)
  }

  /// `text` without controls, broken into lines of at most `width` characters, at spaces where it can be;
  /// never empty. With `maximumLines`, the last line kept ends in `…` when lines were left over.
  public static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
    let lines = wrap(text, width: width)
    guard lines.count > maximumLines, maximumLines > 0 else { return lines }
    var kept = Array(lines.prefix(maximumLines))
    kept[maximumLines - 1] = String(kept[maximumLines - 1].prefix(max(width, 1) - 1)) + "…"
    return kept
  }

  /// `text` without controls, broken into lines of at most `width` characters, at spaces where it can be;
  /// never empty.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in TerminalText.paragraphs(text).split(separator: "\n") {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        while word.count > width {
          if !line.isEmpty {
            lines.append(line)
            line = ""
          }
          lines.append(String(word.prefix(width)))
          word = word.dropFirst(width)
        }
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      if !line.isEmpty { lines.append(line) }
    }
    return lines.isEmpty ? [""] : lines
  }
}
