/// A place on a screen where sections from any module are composed, typed by the screen's subject.
///
/// The slot is declared once in a layer every contributor imports, so features meet without
/// importing each other:
///
/// ```swift
/// extension SectionSlot where Subject == Photo {
///   public static let photoDetail = SectionSlot("photo.detail")
/// }
/// ```
public struct SectionSlot<Subject: Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The slot's stable name.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}
