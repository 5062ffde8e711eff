import Core
import CoreUI
import Models
import TerminalGraphics
import Yams

/// Reads the configuration file's text into a ``MosaicConfig`` and every mistake in it. A wrong entry is
/// left out (its setting keeps the default) and named in a ``ConfigProblem`` with its line; text that is
/// not YAML gives the defaults and one problem. Values are read as the words they are written as, so YAML's
/// `no` or `on` are the keys `no` and `on` here, never booleans.
///
/// ```swift
/// let read = ConfigReader.read("graphics: sixel\nkeys:\n  preset: vim\n", tabs: ["gallery", "news"])
/// read.config.preset   // .vim
/// ```
public enum ConfigReader {
  /// The settings a file may have at its top.
  public static let topKeys = ["keys", "theme", "default_tab", "graphics", "news", "accessible"]
  /// The words `accessible:` takes.
  public static let switchWords = ["true", "false"]

  /// What a file said, and what was wrong in it.
  public struct Result: Hashable, Sendable {
    public var config: MosaicConfig
    public var problems: [ConfigProblem]
  }

  /// Reads `text`; `tabs` are the tab ids `default_tab` may name.
  public static func read(_ text: String, tabs: [String]) -> Result {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      return Result(config: .defaults, problems: [syntaxProblem(error)])
    }
    var reader = Walk(tabs: tabs)
    if let root { reader.readRoot(root) }
    return Result(config: reader.config, problems: reader.problems)
  }

  private static func syntaxProblem(_ error: any Error) -> ConfigProblem {
    guard let error = error as? YamlError else { return ConfigProblem(.syntax, line: nil, key: "", value: "\(error)") }
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return ConfigProblem(.syntax, line: mark.line, key: "", value: problem)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ConfigProblem(
        .syntax, line: context.mark.line, key: duplicates.first ?? "",
        value: "duplicated key '\(duplicates.joined(separator: "', '"))'")
    default:
      return ConfigProblem(.syntax, line: nil, key: "", value: "\(error)")
    }
  }

  /// One pass over the document, collecting the config and the problems.
  struct Walk {
    let tabs: [String]
    var config = MosaicConfig()
    var problems: [ConfigProblem] = []

    mutating func readRoot(_ root: Node) {
      guard let pairs = mapping(root, key: "", expected: ConfigStrings.settingsMapping) else { return }
      for (name, line, value) in pairs {
        switch name {
        case "keys": readKeys(value, line: line)
        case "theme": readTheme(value, line: line)
        case "default_tab":
          config.defaultTab = word(value, key: name, line: line, among: tabs)
        case "graphics":
          guard let mode = word(value, key: name, line: line, among: GraphicsMode.names) else { continue }
          config.graphics = GraphicsMode(name: mode)
        case "news": readNews(value, line: line)
        case "accessible":
          guard let word = word(value, key: name, line: line, among: ConfigReader.switchWords) else { continue }
          config.accessible = word == "true"
        default: unknown(name, line: line, among: ConfigReader.topKeys)
        }
      }
    }

    private mutating func readNews(_ node: Node, line: Int?) {
      guard let pairs = mapping(node, key: "news", expected: ConfigStrings.newsMapping) else { return }
      for (name, line, value) in pairs {
        guard name == "country" else {
          unknown("news.\(name)", line: line, among: ["country"])
          continue
        }
        guard let country = scalar(value, key: "news.country", line: line) else { continue }
        // One list with `mosaic settings set country`: the countries NewsAPI serves headlines for.
        guard let lowered = NewsCountry.code(country) else {
          problems.append(
            ConfigProblem(
              .badValue, line: value.mark?.line ?? line, key: "news.country", value: country,
              expected: ConfigStrings.country))
          continue
        }
        config.newsCountry = lowered
      }
    }

    /// The pairs of a mapping with each key's text and line; a problem and `nil` when `node` is no mapping.
    mutating func mapping(_ node: Node, key: String, expected: LocalizedText) -> [(String, Int?, Node)]? {
      // `keys:` with nothing under it (every entry commented out) is empty, not a mistake.
      if case .scalar(let scalar) = node, scalar.style == .plain, ["", "~", "null"].contains(scalar.string) {
        return []
      }
      guard case .mapping(let mapping) = node else {
        problems.append(
          ConfigProblem(.wrongType, line: node.mark?.line, key: key, value: Self.describe(node), expected: expected))
        return nil
      }
      return mapping.map { pair in (pair.key.scalar?.string ?? Self.describe(pair.key), pair.key.mark?.line, pair.value)
      }
    }

    /// A scalar's text; a problem and `nil` for a list or a mapping.
    mutating func scalar(_ node: Node, key: String, line: Int?) -> String? {
      guard case .scalar(let scalar) = node else {
        problems.append(
          ConfigProblem(
            .wrongType, line: node.mark?.line ?? line, key: key, value: Self.describe(node),
            expected: ConfigStrings.word))
        return nil
      }
      return scalar.string
    }

    /// A scalar that is one of `names`; a problem and `nil` otherwise.
    mutating func word(_ node: Node, key: String, line: Int?, among names: [String]) -> String? {
      guard let text = scalar(node, key: key, line: line) else { return nil }
      guard names.contains(text) else {
        problems.append(
          ConfigProblem(
            .badValue, line: node.mark?.line ?? line, key: key, value: text, expected: ConfigStrings.oneOf(names)))
        return nil
      }
      return text
    }

    mutating func unknown(_ key: String, line: Int?, among names: [String]) {
      problems.append(ConfigProblem(.unknownKey, line: line, key: key, expected: ConfigStrings.list(names)))
    }

    /// A short word for what a node is, never its whole text (an alias may repeat a large part of the file).
    static func describe(_ node: Node) -> String {
      switch node {
      case .scalar(let scalar): String(scalar.string.prefix(80))
      case .mapping: "{…}"
      case .sequence: "[…]"
      case .alias: "*…"
      }
    }
  }
}
