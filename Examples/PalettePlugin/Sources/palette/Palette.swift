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

/// The colours looked up last, newest first, kept in the plugin's own storage (one small value).
enum RecentColours {
  static let key = "recent"
  static let count = 5

  static func load(_ host: HostServices) -> [String] {
    guard host.grants.storage, let text = try? host.storage.get(key) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  /// Remembers `line`; a host without storage (protocol 1) simply forgets.
  static func remember(_ line: String, _ host: HostServices) {
    guard host.grants.storage else { return }
    let kept = [line] + load(host).filter { $0 != line }
    try? host.storage.set(key, kept.prefix(count).joined(separator: "\n"))
  }
}
