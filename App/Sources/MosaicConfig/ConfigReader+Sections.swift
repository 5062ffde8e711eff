import Core
import CoreUI
import Yams

extension ConfigReader.Walk {
  /// `keys:` — `preset:` and, per screen, `pressed: acts-as` (or `none`).
  mutating func readKeys(_ node: Node, line: Int?) {
    guard let pairs = mapping(node, key: "keys", expected: ConfigStrings.keysMapping) else { return }
    var scopes: [String: [Key: Key?]] = [:]
    for (scope, line, value) in pairs {
      if scope == "preset" {
        let names = KeyPreset.allCases.map(\.rawValue)
        guard let name = word(value, key: "keys.preset", line: line, among: names) else { continue }
        config.preset = KeyPreset(rawValue: name)
        continue
      }
      guard MosaicConfig.keyScopes.contains(scope) else {
        unknown("keys.\(scope)", line: line, among: ["preset"] + MosaicConfig.keyScopes)
        continue
      }
      guard let bindings = mapping(value, key: "keys.\(scope)", expected: ConfigStrings.bindingsMapping) else {
        continue
      }
      for (pressedName, line, target) in bindings {
        let path = "keys.\(scope).\(pressedName)"
        guard let pressed = Key(name: pressedName) else {
          problems.append(
            ConfigProblem(.badValue, line: line, key: path, value: pressedName, expected: ConfigStrings.keyName))
          continue
        }
        guard let targetName = scalar(target, key: path, line: line) else { continue }
        if targetName.lowercased() == "none" {
          scopes[scope, default: [:]][pressed] = .some(nil)
        } else if let acts = Key(name: targetName) {
          scopes[scope, default: [:]][pressed] = acts
        } else {
          problems.append(
            ConfigProblem(
              .badValue, line: target.mark?.line ?? line, key: path, value: targetName,
              expected: ConfigStrings.keyTarget))
        }
      }
    }
    config.ownKeys = KeyBindings(scopes)
  }

  /// `theme:` — per theme (`dark`, `light`), per role, a color or `{foreground, background}`.
  mutating func readTheme(_ node: Node, line: Int?) {
    guard let pairs = mapping(node, key: "theme", expected: ConfigStrings.themeMapping) else { return }
    var changes: [Theme: [StyleRole: ColorChange]] = [:]
    let roles = StyleRole.allCases.map(\.rawValue)
    for (themeName, line, value) in pairs {
      guard let theme = Theme(rawValue: themeName) else {
        unknown("theme.\(themeName)", line: line, among: Theme.allCases.map(\.rawValue))
        continue
      }
      guard let rolePairs = mapping(value, key: "theme.\(themeName)", expected: ConfigStrings.rolesMapping) else {
        continue
      }
      for (roleName, line, colors) in rolePairs {
        let path = "theme.\(themeName).\(roleName)"
        guard let role = StyleRole(rawValue: roleName) else {
          unknown(path, line: line, among: roles)
          continue
        }
        if case .mapping = colors {
          var change = ColorChange()
          for (part, line, color) in mapping(colors, key: path, expected: ConfigStrings.colorMapping) ?? [] {
            switch part {
            case "foreground": change.foreground = self.color(color, key: "\(path).foreground", line: line)
            case "background": change.background = self.color(color, key: "\(path).background", line: line)
            default: unknown("\(path).\(part)", line: line, among: ["foreground", "background"])
            }
          }
          changes[theme, default: [:]][role] = change
        } else if let foreground = color(colors, key: path, line: line) {
          changes[theme, default: [:]][role] = ColorChange(foreground: foreground)
        }
      }
    }
    config.colors = ThemeColors(changes)
  }

  /// A color: `#rrggbb`, 0–255, or `default`; a problem and `nil` otherwise.
  private mutating func color(_ node: Node, key: String, line: Int?) -> TerminalColor? {
    guard let text = scalar(node, key: key, line: line) else { return nil }
    guard let color = TerminalColor(name: text) else {
      problems.append(
        ConfigProblem(.badValue, line: node.mark?.line ?? line, key: key, value: text, expected: ConfigStrings.color))
      return nil
    }
    return color
  }
}
