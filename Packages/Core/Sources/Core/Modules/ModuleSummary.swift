/// What one registered module contributes, as `mosaic features` shows it.
///
/// Encodes as `{"id","version","name","commands":[…],"routes":[…],"sections":[…],"provides","requires","uses"}`:
/// one array per kind of contribution the registry holds.
public struct ModuleSummary: Sendable, Equatable, Encodable {
  /// The names of one kind of contribution.
  public struct Group: Sendable, Equatable {
    /// Plural, like `routes`.
    public let kind: String
    public let names: [String]
  }

  public let id: String
  public let version: SemanticVersion
  public let name: String
  /// Every kind the registry holds, in the order first contributed; empty for kinds this module lacks.
  public let contributions: [Group]
  public let provides: [String]
  public let requires: [String]
  /// Services the module uses when present.
  public let uses: [String]
  /// The module's name in each language; JSON keeps ``name``.
  public internal(set) var localizedNames: [Language: String] = [:]

  /// The module's name in `language`, falling back to ``name``.
  public func name(in language: Language) -> String {
    localizedNames[language] ?? name
  }

  /// The names of the contributions of `kind`, like `commands`.
  public func names(of kind: String) -> [String] {
    contributions.first { $0.kind == kind }?.names ?? []
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: Key("id"))
    try container.encode(version, forKey: Key("version"))
    try container.encode(name, forKey: Key("name"))
    for group in contributions {
      try container.encode(group.names, forKey: Key(group.kind))
    }
    try container.encode(provides, forKey: Key("provides"))
    try container.encode(requires, forKey: Key("requires"))
    try container.encode(uses, forKey: Key("uses"))
  }
}
