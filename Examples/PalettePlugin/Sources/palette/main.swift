import Foundation
import PluginKit

/// The average colour a BlurHash encodes: its first component after the size and the maximum (4 base-83 digits,
/// 24-bit sRGB).
func averageColour(_ hash: String) throws -> String {
  let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")
  let characters = Array(hash)
  guard characters.count >= 6, characters.count <= 200 else { throw PaletteError(hash: hash) }
  var value = 0
  for character in characters[2..<6] {
    guard let digit = digits.firstIndex(of: character) else { throw PaletteError(hash: hash) }
    value = value * 83 + digit
  }
  guard value <= 0xFF_FFFF else { throw PaletteError(hash: hash) }
  return "#" + String(format: "%06x", value)
}

struct PaletteError: Error, CustomStringConvertible {
  let hash: String
  var description: String { "'\(hash.prefix(40))' is not a BlurHash; copy it from `mosaic photo ID --json`." }
}

func output(_ hash: String) throws -> PluginOutput {
  PluginOutput(title: "Palette", fields: [.init(label: "Average colour", value: try averageColour(hash))])
}

var runner = PluginRunner(id: "palette", version: "1.0.0")
runner.command("palette") { call in try output(call.arguments.first ?? "") }
runner.route { call in try output(call.parameters["blurhash"] ?? "") }
runner.section("palette") { call in
  [
    PluginItem(
      id: "average", kind: .field, title: "Average colour", detail: try averageColour(call.subject["blurHash"] ?? ""))
  ]
}
exit(runner.run())
