/// Something a person can do with an item: open what it stands for, or an action its section performs.
///
/// ```swift
/// ItemAction.open("mosaic://photo/abc", title: "Open")
/// ItemAction(id: "favorite", title: "Add to favorites")
/// ```
public struct ItemAction: Identifiable, Hashable, Sendable {
  /// What happens when the action is picked.
  public enum Kind: Hashable, Sendable {
    /// The presentation opens this `mosaic://` URL.
    case open(url: String)
    /// The section that listed the item performs it.
    case perform
  }

  /// Stable, like `open` or `favorite`.
  public let id: String
  /// For people, in their language.
  public let title: String
  public let kind: Kind

  public init(id: String, title: String, kind: Kind = .perform) {
    self.id = id
    self.title = title
    self.kind = kind
  }

  /// Opens `url`.
  public static func open(_ url: String, title: String) -> ItemAction {
    ItemAction(id: "open", title: title, kind: .open(url: url))
  }
}

/// What performing an action led to.
public enum ActionOutcome: Hashable, Sendable {
  /// Nothing more to do.
  case done
  /// The section's items changed; load it again.
  case reload
  /// Open this `mosaic://` URL.
  case open(url: String)
}
