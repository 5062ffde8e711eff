/// `mosaic features --json`, read back: one entry per module with the names of each kind of contribution.
struct FeaturesDocument: Decodable {
  struct Module: Decodable {
    let id: String
    let version: String
    let name: String
    let commands: [String]
    let routes: [String]
    let sections: [String]
    let destinations: [String]
    let provides: [String]
    let requires: [String]

    private enum CodingKeys: String, CodingKey {
      case id, version, name, commands, routes, sections, destinations, provides, requires
    }

    /// A kind no module of the run contributes is absent from the document; it reads as empty here.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func names(_ key: CodingKeys) throws -> [String] {
        try container.decodeIfPresent([String].self, forKey: key) ?? []
      }
      id = try container.decode(String.self, forKey: .id)
      version = try container.decode(String.self, forKey: .version)
      name = try container.decode(String.self, forKey: .name)
      commands = try names(.commands)
      routes = try names(.routes)
      sections = try names(.sections)
      destinations = try names(.destinations)
      provides = try names(.provides)
      requires = try names(.requires)
    }
  }

  let modules: [Module]
}
