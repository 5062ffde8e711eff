import Foundation
import PluginKit
import Testing

@Suite struct PluginManifestTests {
  static let valid = """
    {"id": "weather", "version": "1.2.0", "api": {"min": 1, "max": 1}, "names": {"en": "Weather", "de": "Wetter"},
     "executable": "weather.py",
     "contributions": {"commands": [{"name": "weather", "summary": {"en": "Today's weather"},
       "arguments": [{"name": "city", "help": "A city"}], "options": [{"name": "loud", "help": "Shout", "flag": true}]}],
       "routes": [{"pattern": "weather/:city", "summary": "A city's weather"}],
       "sections": [{"id": "palette", "slot": "photo", "title": {"en": "Palette"}}]},
     "permissions": {"network": ["https://api.example.com"], "storage": true, "read": ["settings"]}}
    """

  @Test func valid_decodesEveryField() throws {
    let manifest = try PluginManifest.decode(Array(Self.valid.utf8))
    #expect(manifest.id == "weather")
    #expect(manifest.names.text(german: true) == "Wetter")
    #expect(manifest.contributions.commands.first?.options.first?.flag == true)
    #expect(manifest.contributions.routes.map(\.pattern) == ["weather/:city"])
    #expect(manifest.permissions.network == ["https://api.example.com"])
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let from: String
    let to: String
    let field: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    Case(id: "uppercase id", from: "\"weather\", \"version\"", to: "\"Weather\", \"version\"", field: "id"),
    Case(id: "path in executable", from: "weather.py", to: "../weather.py", field: "executable"),
    Case(id: "escape in a name", from: "\"Wetter\"", to: "\"Wet\\u001b[2Jter\"", field: "names.de"),
    Case(id: "unknown slot", from: "\"photo\"", to: "\"gallery\"", field: "contributions.sections[0].slot"),
    Case(
      id: "bad origin", from: "https://api.example.com", to: "https://api.example.com/path",
      field: "permissions.network"),
    Case(id: "unknown read", from: "[\"settings\"]", to: "[\"keys\"]", field: "permissions.read"),
    Case(id: "api range", from: "\"max\": 1", to: "\"max\": 0", field: "api"),
    Case(id: "route pattern", from: "weather/:city", to: "weather//x", field: "contributions.routes[0].pattern"),
    Case(id: "help option", from: "\"loud\"", to: "\"help\"", field: "contributions.commands[0].options"),
  ])
  func invalid_namesTheField(_ change: Case) {
    let text = Self.valid.replacingOccurrences(of: change.from, with: change.to)
    #expect(text != Self.valid)
    #expect {
      try PluginManifest.decode(Array(text.utf8))
    } throws: { error in
      (error as? PluginKitError)?.code == .invalidManifest && (error as? PluginKitError)?.field == change.field
    }
  }

  @Test func contributionsAndPermissions_mayBeLeftOut() throws {
    let text =
      #"{"id": "bare", "version": "0.1.0", "api": {"min": 1, "max": 1}, "names": {"en": "Bare"}, "executable": "b"}"#
    let manifest = try PluginManifest.decode(Array(text.utf8))
    #expect(manifest.contributions == PluginManifest.Contributions())
    #expect(manifest.permissions == PluginManifest.Permissions())
  }

  @Test func notJSON_orTooLarge_isRefused() {
    #expect(throws: PluginKitError(.invalidManifest, field: "manifest", value: "not a JSON object")) {
      try PluginManifest.decode(Array("nope".utf8))
    }
    #expect(throws: PluginKitError.self) {
      try PluginManifest.decode([UInt8](repeating: 0x20, count: PluginProtocol.maximumManifestBytes + 1))
    }
  }
}
