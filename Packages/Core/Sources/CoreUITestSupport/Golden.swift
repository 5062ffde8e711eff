import CoreUI
import Foundation

/// Golden screens: a frame as text plus its styles, compared with a file committed next to the test.
///
/// The file holds the rows as text, then a legend of the styles used and, per row, runs of style letters,
/// so a theme's colors are checked too. Picture cells (24-bit colors) count as one style, `*`: pictures
/// are checked by their own tests. Set `MOSAIC_UPDATE_GOLDENS=1` to write the files instead of comparing
/// (`make goldens`).
///
/// ```swift
/// let snapshot = Golden.snapshot(terminal.screen.buffer, header: "gallery · 80×24 · dark · en")
/// #expect(try Golden.verify(snapshot, at: directory.appendingPathComponent("gallery-80x24-dark-en.txt")) == nil)
/// ```
public enum Golden {
  /// Whether this run writes golden files instead of comparing with them.
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["MOSAIC_UPDATE_GOLDENS"] == "1" }

  /// `buffer` as golden text.
  public static func snapshot(_ buffer: CellBuffer, header: String) -> String {
    var legend: [CellStyle: String] = [:]
    var order: [CellStyle] = []
    let picture = "*"
    func token(_ style: CellStyle) -> String {
      if case .rgb = style.foreground { return picture }
      if let token = legend[style] { return token }
      let token = Self.token(legend.count)
      legend[style] = token
      order.append(style)
      return token
    }
    var rows: [String] = []
    for y in 0..<buffer.size.height {
      var runs: [String] = []
      var current: String?
      var count = 0
      for x in 0..<buffer.size.width {
        let name = token(buffer[x, y].style)
        if name == current {
          count += 1
        } else {
          if let current { runs.append("\(current)\(count)") }
          current = name
          count = 1
        }
      }
      if let current { runs.append("\(current)\(count)") }
      rows.append(String(format: "%02d ", y) + runs.joined(separator: " "))
    }
    let text = buffer.lines.map { "│" + $0 + "│" }
    let styles = order.map { "\(legend[$0] ?? "?") \(describe($0))" }
    return ([header, ""] + text + ["", "styles"] + styles + ["", "rows"] + rows).joined(separator: "\n") + "\n"
  }

  /// Compares `snapshot` with the file at `url`; `nil` when they match (or when recording), otherwise a
  /// description of the first difference.
  public static func verify(_ snapshot: String, at url: URL) throws -> String? {
    if isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(snapshot.utf8).write(to: url)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "There is no golden file at '\(url.path)'; run `make goldens` to write it.\n\(snapshot)"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != snapshot else { return nil }
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = snapshot.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
    let want = line < left.count ? String(left[line]) : "(end)"
    let got = line < right.count ? String(right[line]) : "(end)"
    return "\(url.lastPathComponent) differs at line \(line + 1):\n  expected \(want)\n  actual   \(got)\n\n\(snapshot)"
  }

  private static func token(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    return index < letters.count ? String(letters[index]) : "#\(index)"
  }

  private static func describe(_ style: CellStyle) -> String {
    var parts: [String] = []
    if style.foreground != .default { parts.append("fg=\(color(style.foreground))") }
    if style.background != .default { parts.append("bg=\(color(style.background))") }
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]
    parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }

  private static func color(_ color: TerminalColor) -> String {
    switch color {
    case .default: "default"
    case .indexed(let index): "\(index)"
    case .rgb(let red, let green, let blue): "#\(red),\(green),\(blue)"
    }
  }
}
