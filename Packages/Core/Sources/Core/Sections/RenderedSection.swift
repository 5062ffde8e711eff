/// One item of a rendered section.
public struct RenderedItem: Sendable, Equatable {
  /// The item's identifier, unique within its section.
  public let id: String
  /// Terminal lines, without indentation.
  public let lines: [String]
  /// The item as JSON, without its `id`.
  public let json: JSONValue

  public init(id: String, lines: [String], json: JSONValue) {
    self.id = id
    self.lines = lines
    self.json = json
  }
}

/// A section as a screen shows it: its items, or why it has none.
public struct RenderedSection: Sendable, Equatable {
  public let id: String
  public let title: String?
  /// The module that contributed the section.
  public let moduleID: String
  public let items: [RenderedItem]
  /// One sentence when the provider failed; the other sections still render.
  public let failure: String?

  public init(id: String, title: String?, moduleID: String, items: [RenderedItem], failure: String?) {
    self.id = id
    self.title = title
    self.moduleID = moduleID
    self.items = items
    self.failure = failure
  }

  /// The section as JSON: `{"id","title","module","items":[{"id",...}],"error"}`.
  public var json: JSONValue {
    let items: [JSONValue] = items.map { item in
      var object: [String: JSONValue] = ["id": .string(item.id)]
      if case .object(let fields) = item.json {
        object.merge(fields) { current, _ in current }
      } else {
        object["value"] = item.json
      }
      return .object(object)
    }
    return [
      "id": .string(id), "title": JSONValue(title), "module": .string(moduleID), "items": .array(items),
      "error": JSONValue(failure),
    ]
  }
}
