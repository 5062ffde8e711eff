import CoreUI
import Foundation
import Models
import TerminalGraphics

/// The JSON schema of the configuration file, for editors (YAML language servers read it): made from the
/// same lists ``ConfigReader`` checks against, so the two cannot disagree. `mosaic config schema` prints it;
/// `docs/config.schema.json` is a copy that a test keeps current.
///
/// ```swift
/// let schema = ConfigSchema.json(tabs: ["gallery", "news"])
/// ```
public enum ConfigSchema {
  typealias Object = [String: Any]

  /// The schema as pretty-printed JSON with sorted keys, ending in a line break.
  public static func json(tabs: [String]) -> String {
    let schema: Object = [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "Mosaic configuration ($XDG_CONFIG_HOME/mosaic/config.yaml)",
      "type": "object", "additionalProperties": false,
      "properties": [
        "keys": closed(keys), "theme": closed(["dark": reference("roles"), "light": reference("roles")]),
        "default_tab": ["enum": tabs, "description": "The tab the app opens on instead of the one used last."]
          as Object,
        "graphics": ["enum": GraphicsMode.names, "description": "How pictures are drawn unless --graphics says."]
          as Object,
        "news": closed([
          "country": [
            "enum": NewsCountry.supported + NewsCountry.supported.map { $0.uppercased() },
            "description": "Whose headlines the business feed and the categories show, unless the settings chose one.",
          ] as Object
        ]),
        "accessible": [
          "type": "boolean", "description": "mosaic ui as plain lines for a screen reader, as --accessible does.",
        ] as Object,
      ] as Object,
      "$defs": [
        "key": ["type": "string", "pattern": keyPattern, "description": "A key: one character, or a name."] as Object,
        "bindings": bindings, "color": color, "roles": roles,
      ] as Object,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The names ``CoreUI/Key/init(name:)`` reads, in lower case.
  static let keyPattern =
    "^(.|space|up|down|left|right|home|end|pgup|pageup|pgdn|pagedown|insert|delete|enter|esc|escape|backspace|tab"
    + "|shift-tab|backtab|ctrl-[a-z]|f([1-9]|1[0-2]))$"

  static var keys: Object {
    var properties: Object = [
      "preset": ["enum": KeyPreset.allCases.map(\.rawValue), "description": "The keys to start from."] as Object
    ]
    for scope in MosaicConfig.keyScopes { properties[scope] = reference("bindings") }
    return properties
  }

  static var bindings: Object {
    [
      "description": "Each key, and the key it acts as on this screen ('none': it does nothing).",
      "type": "object", "propertyNames": reference("key"),
      "additionalProperties": ["anyOf": [reference("key"), ["const": "none"] as Object] as [Any]] as Object,
    ]
  }

  static var color: Object {
    [
      "description": "'#rrggbb', a palette number from 0 to 255, or 'default'.",
      "anyOf": [
        ["type": "string", "pattern": "^(#[0-9a-fA-F]{6}|default|[0-9]{1,3})$"] as Object,
        ["type": "integer", "minimum": 0, "maximum": 255] as Object,
      ] as [Any],
    ]
  }

  static var roles: Object {
    let pair = closed(["foreground": reference("color"), "background": reference("color")])
    var properties: Object = [:]
    for role in StyleRole.allCases {
      properties[role.rawValue] = ["anyOf": [reference("color"), pair] as [Any]] as Object
    }
    return closed(properties)
  }

  /// An object with exactly `properties`.
  static func closed(_ properties: Object) -> Object {
    ["type": "object", "additionalProperties": false, "properties": properties]
  }

  static func reference(_ name: String) -> Object { ["$ref": "#/$defs/\(name)"] }
}
