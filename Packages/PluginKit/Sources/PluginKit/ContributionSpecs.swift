/// A command `mosaic NAME` the plugin answers.
///
/// ```json
/// {"name": "weather", "summary": {"en": "Today's weather"}, "arguments": [{"name": "city", "help": "A city"}],
///  "options": [{"name": "units", "help": "metric or imperial"}, {"name": "verbose", "help": "More", "flag": true}]}
/// ```
public struct CommandSpec: Codable, Sendable, Equatable {
  public var name: String
  public var summary: LocalizedText
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]

  public init(name: String, summary: LocalizedText, arguments: [ArgumentSpec] = [], options: [OptionSpec] = []) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    summary = try container.decode(LocalizedText.self, forKey: .summary)
    arguments = try container.decodeIfPresent([ArgumentSpec].self, forKey: .arguments) ?? []
    options = try container.decodeIfPresent([OptionSpec].self, forKey: .options) ?? []
  }
}

/// A positional argument of a plugin command, in order; optional ones come last.
public struct ArgumentSpec: Codable, Sendable, Equatable {
  public var name: String
  public var help: String
  public var optional: Bool

  public init(name: String, help: String, optional: Bool = false) {
    self.name = name
    self.help = help
    self.optional = optional
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    help = try container.decode(String.self, forKey: .help)
    optional = try container.decodeIfPresent(Bool.self, forKey: .optional) ?? false
  }
}

/// A `--name value` option, or a `--name` flag.
public struct OptionSpec: Codable, Sendable, Equatable {
  public var name: String
  public var help: String
  public var flag: Bool

  public init(name: String, help: String, flag: Bool = false) {
    self.name = name
    self.help = help
    self.flag = flag
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    help = try container.decode(String.self, forKey: .help)
    flag = try container.decodeIfPresent(Bool.self, forKey: .flag) ?? false
  }
}

/// A `mosaic://` route pattern the plugin resolves, like `weather/:city`.
public struct RouteSpec: Codable, Sendable, Equatable {
  public var pattern: String
  public var summary: String

  public init(pattern: String, summary: String) {
    self.pattern = pattern
    self.summary = summary
  }
}

/// A section the plugin fills in a named slot of a page (`photo`: the photo page).
public struct SectionSpec: Codable, Sendable, Equatable {
  public var id: String
  public var slot: String
  public var title: LocalizedText

  public init(id: String, slot: String, title: LocalizedText) {
    self.id = id
    self.slot = slot
    self.title = title
  }
}

/// A tab of the terminal app.
public struct TabSpec: Codable, Sendable, Equatable {
  public var id: String
  public var title: LocalizedText

  public init(id: String, title: LocalizedText) {
    self.id = id
    self.title = title
  }
}
