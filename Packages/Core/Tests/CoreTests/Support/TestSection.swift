import Core

/// Names a ``TestSection``: a provider's id and order are static, so each test section is a type of its own.
protocol SectionTag: Sendable {
  static var id: String { get }
  static var order: Int { get }
}

enum Header: SectionTag {
  static let id = "detail.header"
  static let order = 0
}

enum Info: SectionTag {
  static let id = "detail.info"
  static let order = 1
}

enum Footer: SectionTag {
  static let id = "detail.footer"
  static let order = 9
}

enum More: SectionTag {
  static let id = "gallery.more"
  static let order = 1
}

enum Elsewhere: SectionTag {
  static let id = "gallery.elsewhere"
  static let order = 0
}

/// A section provider about a `String` subject whose items, prefetch and actions come from closures.
///
/// ```swift
/// registrar.section(TestSection<Header>.self, in: .testScreen) { _ in TestSection.listing("a", "b") }
/// ```
struct TestSection<Tag: SectionTag>: SectionProvider {
  static var id: String { Tag.id }
  static var order: Int { Tag.order }

  var heading: String?
  var makeItems: @Sendable (String, Language) async throws -> [SectionItem]
  var onPrefetch: @Sendable (String) async -> Void
  var onPerform: @Sendable (ItemAction, SectionItem, String) async throws -> ActionOutcome

  init(
    title: String? = nil,
    items: @escaping @Sendable (String, Language) async throws -> [SectionItem] = { _, _ in [] },
    prefetch: @escaping @Sendable (String) async -> Void = { _ in },
    perform: @escaping @Sendable (ItemAction, SectionItem, String) async throws -> ActionOutcome = { _, _, _ in .done }
  ) {
    self.heading = title
    self.makeItems = items
    self.onPrefetch = prefetch
    self.onPerform = perform
  }

  /// A section listing text items with these ids.
  static func listing(_ ids: String..., title: String? = nil) -> TestSection {
    TestSection(title: title) { _, _ in ids.map { SectionItem.text($0) } }
  }

  func title(in language: Language) -> String? { heading }

  func items(for subject: String, in language: Language) async throws -> [SectionItem] {
    try await makeItems(subject, language)
  }

  func prefetch(for subject: String) async { await onPrefetch(subject) }

  func perform(_ action: ItemAction, on item: SectionItem, for subject: String) async throws -> ActionOutcome {
    try await onPerform(action, item, subject)
  }
}

/// A section provider about an `Int` subject that keeps the protocol's default prefetch and perform.
struct NumberSection: SectionProvider {
  static let id = "numbers.list"
  static let order = 0

  func title(in language: Language) -> String? { language.pick(en: "Numbers", de: "Zahlen") }

  func items(for subject: Int, in language: Language) async throws -> [SectionItem] {
    [SectionItem(id: "\(subject)", content: .text("\(subject)"), actions: [ItemAction(id: "double", title: "Double")])]
  }
}

extension SectionItem {
  /// An item showing its own id as text.
  static func text(_ id: String, actions: [ItemAction] = []) -> SectionItem {
    SectionItem(id: id, content: .text(id), actions: actions)
  }
}

extension SectionSlot where Subject == String {
  /// The page the section tests compose.
  static var testScreen: SectionSlot { SectionSlot("test.screen") }
}
