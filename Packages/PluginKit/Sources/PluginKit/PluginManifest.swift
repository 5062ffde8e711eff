/// What a plugin is and contributes, as data the host reads before the plugin ever runs: the file
/// `mosaic-plugin.json` beside the executable (docs/plugins.md).
///
/// ```swift
/// let manifest = try PluginManifest.decode(Array(jsonBytes))   // decoded and validated
/// manifest.contributions.commands.map(\.name)                 // ["weather"]
/// ```
public struct PluginManifest: Codable, Sendable, Equatable {
  /// Lowercase letters, digits and `-`, starting with a letter; at most 32 characters.
  public var id: String
  /// `MAJOR.MINOR.PATCH`.
  public var version: String
  /// The protocol versions the plugin speaks.
  public var api: APIRange
  /// The plugin's name shown to people, in English and (optionally) German.
  public var names: LocalizedText
  /// The executable's file name, in the manifest's folder.
  public var executable: String
  public var contributions: Contributions
  public var permissions: Permissions

  public init(
    id: String, version: String, api: APIRange = APIRange(min: 1, max: 1), names: LocalizedText, executable: String,
    contributions: Contributions = Contributions(), permissions: Permissions = Permissions()
  ) {
    self.id = id
    self.version = version
    self.api = api
    self.names = names
    self.executable = executable
    self.contributions = contributions
    self.permissions = permissions
  }

  /// Decodes a manifest; `contributions` and `permissions` may be left out (nothing contributed, nothing asked).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    version = try container.decode(String.self, forKey: .version)
    api = try container.decode(APIRange.self, forKey: .api)
    names = try container.decode(LocalizedText.self, forKey: .names)
    executable = try container.decode(String.self, forKey: .executable)
    contributions = try container.decodeIfPresent(Contributions.self, forKey: .contributions) ?? Contributions()
    permissions = try container.decodeIfPresent(Permissions.self, forKey: .permissions) ?? Permissions()
  }

  /// The protocol versions a plugin speaks, both ends included.
  public struct APIRange: Codable, Sendable, Equatable {
    public var min: Int
    public var max: Int
    public init(min: Int, max: Int) {
      self.min = min
      self.max = max
    }
  }

  /// Everything the plugin adds; each list may be left out.
  public struct Contributions: Codable, Sendable, Equatable {
    public var commands: [CommandSpec]
    public var routes: [RouteSpec]
    public var sections: [SectionSpec]
    public var tabs: [TabSpec]

    public init(
      commands: [CommandSpec] = [], routes: [RouteSpec] = [], sections: [SectionSpec] = [], tabs: [TabSpec] = []
    ) {
      self.commands = commands
      self.routes = routes
      self.sections = sections
      self.tabs = tabs
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      commands = try container.decodeIfPresent([CommandSpec].self, forKey: .commands) ?? []
      routes = try container.decodeIfPresent([RouteSpec].self, forKey: .routes) ?? []
      sections = try container.decodeIfPresent([SectionSpec].self, forKey: .sections) ?? []
      tabs = try container.decodeIfPresent([TabSpec].self, forKey: .tabs) ?? []
    }
  }

  /// What the plugin may ask the host for; nothing else is granted.
  public struct Permissions: Codable, Sendable, Equatable {
    /// Origins (`https://api.example.com`) the host fetches from on the plugin's behalf.
    public var network: [String]
    /// Whether the plugin keeps data in its own store.
    public var storage: Bool
    /// What the plugin may read of the person's data: `favorites`, `saved-articles`, `settings`.
    public var read: [String]

    public init(network: [String] = [], storage: Bool = false, read: [String] = []) {
      self.network = network
      self.storage = storage
      self.read = read
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      network = try container.decodeIfPresent([String].self, forKey: .network) ?? []
      storage = try container.decodeIfPresent(Bool.self, forKey: .storage) ?? false
      read = try container.decodeIfPresent([String].self, forKey: .read) ?? []
    }
  }
}

/// A text in English, with a German one when the author wrote it.
public struct LocalizedText: Codable, Sendable, Equatable {
  public var en: String
  public var de: String?

  public init(en: String, de: String? = nil) {
    self.en = en
    self.de = de
  }

  /// The German text when asked for and present, else the English.
  public func text(german: Bool) -> String { german ? (de ?? en) : en }
}
