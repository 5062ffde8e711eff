import Core

/// An item of a ``TestSection``.
struct TestItem: Identifiable, Sendable {
  let id: String
  let text: String

  init(_ id: String, _ text: String = "") {
    self.id = id
    self.text = text
  }
}

/// A section provider about a `String` subject whose items come from a closure.
///
/// ```swift
/// let section = TestSection("more", order: 1) { subject, _ in [TestItem("1", subject)] }
/// ```
struct TestSection: SectionProvider {
  let id: String
  let title: String?
  let order: Int
  let makeItems: @Sendable (String, Resolver) async throws -> [TestItem]

  init(
    _ id: String, title: String? = nil, order: Int = 0,
    items: @escaping @Sendable (String, Resolver) async throws -> [TestItem] = { _, _ in [] }
  ) {
    self.id = id
    self.title = title
    self.order = order
    self.makeItems = items
  }

  func items(for subject: String, resolver: Resolver) async throws -> [TestItem] {
    try await makeItems(subject, resolver)
  }

  func lines(for item: TestItem) -> [String] { [item.text] }

  func json(for item: TestItem) -> JSONValue { ["text": .string(item.text)] }
}

/// A section provider about an `Int` subject, for slot type checks.
struct NumberSection: SectionProvider {
  let id: String
  let title: String? = nil
  let order = 0

  func items(for subject: Int, resolver: Resolver) async throws -> [TestItem] { [TestItem("\(subject)")] }
  func lines(for item: TestItem) -> [String] { [item.id] }
  func json(for item: TestItem) -> JSONValue { .null }
}

extension SectionSlot where Subject == String {
  static let testScreen = SectionSlot("test.screen")
}
