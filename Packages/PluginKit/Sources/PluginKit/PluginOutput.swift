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
/// with a detail line, or text; optionally a `mosaic://` or `https://` address it opens, (protocol 2) the actions
/// the plugin performs on it when asked (an `action` request), and a picture: the `http(s)` address of an image the
/// host fetches through its own image pipeline and draws beside the item, only from an origin the manifest declares
/// in `permissions.network` (from any other the item shows without it, and nothing is fetched).
///
/// ```swift
/// PluginItem(id: "warm", kind: .field, title: "Dominant colour", detail: "#8a5a3c")
/// PluginItem(id: "full", kind: .entry, title: "Next full moon", actions: [.init(id: "remind", title: "Remind me")])
/// PluginItem(id: "x1", kind: .entry, title: "Lake", url: "mosaic://photo/x1", picture: "https://images.example/x1.jpg")
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
  /// What the plugin can do with the item (protocol 2); the host offers the first on Enter.
  public var actions: [Action]?
  /// The address of a picture the host draws beside the item, fetched through its image pipeline from an origin in
  /// `permissions.network` only.
  public var picture: String?

  /// An action on an item: its `id` goes back in the `action` request, its `title` is for people.
  public struct Action: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  public init(
    id: String, kind: Kind, title: String, detail: String? = nil, url: String? = nil, actions: [Action]? = nil,
    picture: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.detail = detail
    self.url = url
    self.actions = actions
    self.picture = picture
  }
}
