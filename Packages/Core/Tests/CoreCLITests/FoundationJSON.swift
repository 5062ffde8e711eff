import CoreCLI
import Foundation

/// What `--json` output was before ``OutputJSON`` wrote it, and what it must stay: `JSONEncoder`'s document with
/// sorted keys, unescaped slashes and ISO 8601 dates, and every control it leaves raw then written as a `\u` escape.
enum FoundationJSON {
  static func document(_ value: some Encodable, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
    encoder.dateEncodingStrategy = .iso8601
    return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// `json` with every scalar at or above `DEL` that ``TerminalText/isControl(_:)`` names written as `\uXXXX`.
  static func escapingControls(_ json: String) -> String {
    var output = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F, TerminalText.isControl(scalar) {
        output.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}
