/// What a command or a route answers: an optional title, labelled fields and lines of text. The host shows it as
/// text (title, `label  value` rows, lines) or, with `--json`, as this same value.
///
/// ```swift
/// PluginOutput(title: "Berlin", fields: [.init(label: "Temperature", value: "12 °C")], lines: ["Cloudy."])
/// ```
public struct PluginOutput: Codable, Sendable, Equatable {
  public struct Field: Codable, Sendable, Equatable {
    public var label: String
    public var value: String
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  public var title: String?
  public var fields: [Field]
  public var lines: [String]

  public init(title: String? = nil, fields: [Field] = [], lines: [String] = []) {
    self.title = title
    self.fields = fields
    self.lines = lines
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    fields = try container.decodeIfPresent([Field].self, forKey: .fields) ?? []
    lines = try container.decodeIfPresent([String].self, forKey: .lines) ?? []
  }
}

/// One item of a plugin's section, as the host's own sections have them: a heading, a labelled field, an entry
/// with a detail line, or text; optionally a `mosaic://` or `https://` address it opens.
///
/// ```swift
/// PluginItem(id: "warm", kind: .field, title: "Dominant colour", detail: "#8a5a3c")
/// ```
public struct PluginItem: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    case heading, field, entry, text
  }

  public var id: String
  public var kind: Kind
  public var title: String
  public var detail: String?
  public var url: String?

  public init(id: String, kind: Kind, title: String, detail: String? = nil, url: String? = nil) {
    self.id = id
    self.kind = kind
    self.title = title
    self.detail = detail
    self.url = url
  }
}
