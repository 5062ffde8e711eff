/// A place on a page where sections from any module are composed, typed by the page's subject.
///
/// A slot is its subject type plus a name, so two features meet at `SectionSlot<Photo>.detail` without
/// importing each other or sharing a declaration beyond Core and the subject's type.
///
/// ```swift
/// registrar.section(HeaderSection.self, in: .detail) { _ in HeaderSection() }   // Subject == Photo
/// let controller = catalog.controller(for: SectionSlot<Photo>.detail)
/// ```
public struct SectionSlot<Subject: Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The slot's name, unique per subject type: `detail`.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  /// The detail page of the subject: a photo's, an article's.
  public static var detail: SectionSlot { SectionSlot("detail") }

  /// `Photo.detail`.
  public var description: String { "\(_typeName(Subject.self, qualified: false)).\(name)" }
}
