/// One section of a composed page: it loads its items as data, may prefetch before its page appears,
/// and performs the actions its items offer. Everything it needs arrives by initializer, built once by
/// the factory its module registers.
///
/// ```swift
/// struct HeaderSection: SectionProvider {
///   static let id = "detail.header"
///   static let order = 0
///   let favorites: FavoritesClient
///   func title(in language: Language) -> String? { nil }
///   func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
///     let isFavorite = try await favorites.isFavorite(photo.id)
///     return [SectionItem(id: "title", content: .heading(title: photo.user.name, subtitle: nil),
///                         mark: isFavorite ? .favorite : .notFavorite)]
///   }
/// }
/// ```
public protocol SectionProvider<Subject>: Sendable {
  associatedtype Subject: Sendable

  /// A stable identifier, unique across every module, like `detail.header`.
  static var id: String { get }
  /// Where the section goes among the slot's sections; lower comes first.
  static var order: Int { get }

  /// A heading shown above the items, if any.
  func title(in language: Language) -> String?
  /// The items for `subject`. A thrown error fails this section only, never the page.
  func items(for subject: Subject, in language: Language) async throws -> [SectionItem]
  /// Warms whatever ``items(for:in:)`` will need, before the page appears. Defaults to nothing.
  func prefetch(for subject: Subject) async
  /// Performs `action` on `item`, one of this section's items. Defaults to refusing every action.
  func perform(_ action: ItemAction, on item: SectionItem, for subject: Subject) async throws -> ActionOutcome
}

extension SectionProvider {
  public func prefetch(for subject: Subject) async {}

  public func perform(
    _ action: ItemAction, on item: SectionItem, for subject: Subject
  ) async throws
    -> ActionOutcome
  {
    throw CoreError(
      .unsupportedAction, "Section '\(Self.id)' cannot perform '\(action.id)' on '\(item.id)'.", value: item.id,
      detail: action.id)
  }
}
