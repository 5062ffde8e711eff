/// One section of a composed screen: it owns its items, their stable unique identifiers, and how
/// each renders as text lines and as JSON.
///
/// ```swift
/// struct HeaderSection: SectionProvider {
///   let id = "detail.header"
///   let title: String? = nil
///   let order = 0
///   func items(for photo: Photo, resolver: Resolver) async throws -> [Photo] { [photo] }
///   func lines(for photo: Photo) -> [String] { [photo.user.name] }
///   func json(for photo: Photo) -> JSONValue { ["author": .string(photo.user.name)] }
/// }
/// ```
public protocol SectionProvider<Subject>: Sendable {
  associatedtype Subject: Sendable
  associatedtype Item: Identifiable & Sendable where Item.ID == String

  /// A stable identifier, unique across every module, like `detail.header`.
  var id: String { get }
  /// A heading shown above the items, if any.
  var title: String? { get }
  /// Where the section goes among the slot's sections; lower comes first.
  var order: Int { get }

  /// The items for `subject`. Thrown errors become the section's failure, not the screen's.
  func items(for subject: Subject, resolver: Resolver) async throws -> [Item]
  /// The item as terminal lines, without indentation.
  func lines(for item: Item) -> [String]
  /// The item as JSON; the controller adds its `id`.
  func json(for item: Item) -> JSONValue
}

/// A section provider with its types erased, as the registry stores it.
public struct AnySectionProvider<Subject: Sendable>: Sendable {
  public let id: String
  public let title: String?
  public let order: Int
  /// The module that contributed the provider.
  public let moduleID: String
  let render: @Sendable (Subject, Resolver) async throws -> [RenderedItem]

  public init<Provider: SectionProvider>(_ provider: Provider, moduleID: String)
  where Provider.Subject == Subject {
    self.id = provider.id
    self.title = provider.title
    self.order = provider.order
    self.moduleID = moduleID
    self.render = { subject, resolver in
      try await provider.items(for: subject, resolver: resolver).map { item in
        RenderedItem(id: item.id, lines: provider.lines(for: item), json: provider.json(for: item))
      }
    }
  }
}
