/// A photo of a listed page named by its id and its photographer's id: enough to choose which photos a section
/// shows before any is built (``PhotoPage`` carries the whole photos).
///
/// ```swift
/// PhotoByline(id: "p001", userID: "u1")
/// ```
public struct PhotoByline: Hashable, Sendable {
  public let id: String
  public let userID: String

  public init(id: String, userID: String) {
    self.id = id
    self.userID = userID
  }
}
