import CoreCLI
import Foundation

/// What the person typed, as an error may echo it back: every control character removed (an escape in an
/// argument can neither move the cursor nor hide the rest of the sentence) and at most ``limit`` characters,
/// cut with `…` (a 131,000-character argument is not printed whole). A value that names a file or folder that
/// exists is the exception: it is shown whole (at most `PATH_MAX`), so `import` of a long path names its file.
///
/// ```swift
/// let echo = EchoedInput(["photo", String(repeating: "x", count: 131_000)])
/// echo.clean("Error: The embedded catalog has no photo 'xxxx…")   // 'xxx…' at most 60 characters
/// ```
struct EchoedInput: Sendable {
  /// The most characters one echoed value keeps.
  static let limit = 60
  /// The most characters one line of an error keeps, whatever it quotes.
  static let lineLimit = 1_000

  /// The longest path a value may be to be shown whole, the kernel's `PATH_MAX`.
  static let pathLimit = 4_096

  let arguments: [String]
  /// The values as typed that name something on disk: shown whole, never cut.
  let existingPaths: Set<String>

  init(_ arguments: [String]) {
    self.arguments = arguments
    let values = arguments.flatMap { argument -> [String] in
      let value = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1).dropFirst().first : nil
      return [argument] + (value.map { [String($0)] } ?? [])
    }
    existingPaths = Set(
      values.filter { value in
        // The byte, not `contains("/")`: Foundation's substring search goes through NSString and CoreFoundation's
        // locale-aware find, code in four 64 KB windows of the binary nothing else of a start runs (PROJECT_PLAN.md,
        // "Issue 23 — peak memory, where the last megabyte is (eighth part)").
        value.count <= Self.pathLimit && value.utf8.contains(UInt8(ascii: "/"))
          && !value.unicodeScalars.contains(where: TerminalText.isControl)
          && FileManager.default.fileExists(atPath: value)
      })
  }

  /// `text` with every argument it quotes shown cleaned and bounded, then every quoted value (`'…'`) longer
  /// than ``limit`` that is part of an argument (a URL's parameter) cut, and every line at most ``lineLimit``.
  func clean(_ text: String) -> String {
    var text = text
    // The values as typed (and an option's value after `=`), the longest first, so one never cuts another.
    let typed = arguments.flatMap { argument -> [String] in
      let value = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1).dropFirst().first : nil
      return [argument, argument.trimmingSpaces] + (value.map { [String($0)] } ?? [])
    }
    for value in Set(typed).sorted(by: { $0.count > $1.count }) where !value.isEmpty && !existingPaths.contains(value) {
      let shown = Self.shown(value)
      if shown != value, text.contains(value) { text = text.replacing(value, with: shown) }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Self.bounded(cutQuoted(String($0)), to: Self.lineLimit) }.joined(separator: "\n")
  }

  /// `value` without control characters (SafeText's table), at most ``limit`` characters. Only the controls go,
  /// not whole escape sequences: `1 ESC ] 2` shows as `1]2`, never as a page number the person did not type.
  static func shown(_ value: String) -> String {
    let clean = String(String.UnicodeScalarView(value.unicodeScalars.filter { !TerminalText.isControl($0) }))
    return bounded(clean, to: limit)
  }

  static func bounded(_ text: String, to limit: Int) -> String {
    text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// Every value between single quotes longer than ``limit`` that is part of an argument cut (a URL's
  /// parameter, say); other quoted text (a path from the environment) and text outside quotes as it is.
  func cutQuoted(_ line: String) -> String {
    let parts = line.split(separator: "'", omittingEmptySubsequences: false)
    guard parts.count > 2 else { return line }
    return parts.enumerated().map { index, part in
      // Odd parts are quoted, unless the last quote never closes.
      let quoted = index % 2 == 1 && index < parts.count - 1
      // A value another layer cut already (`xxxx…`) is still the argument's.
      let typed = part.hasSuffix("…") ? part.dropLast() : part
      guard quoted, part.count > Self.limit, !existingPaths.contains(String(part)),
        arguments.contains(where: { $0.contains(typed) })
      else {
        return String(part)
      }
      return Self.bounded(String(part), to: Self.limit)
    }.joined(separator: "'")
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
