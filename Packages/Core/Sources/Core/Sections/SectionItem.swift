import Foundation

/// One item of a section, as data: what it shows, how it is marked, its picture, and what can be done
/// with it. Presentations decide how it looks — CLI text at a width, JSON, a selectable row in the
/// terminal app — so a provider never renders.
///
/// ```swift
/// SectionItem(
///   id: photo.id, content: .entry(code: photo.id, title: photo.user.name, detail: photo.displayDescription),
///   mark: isFavorite ? .favorite : .notFavorite,
///   actions: [.open("mosaic://photo/\(photo.id)", title: "Open")])
/// ```
public struct SectionItem: Identifiable, Hashable, Sendable {
  /// What the item shows; a closed set every presentation can draw.
  public enum Content: Hashable, Sendable {
    /// The top of a page: a title (a photo's author) and a line under it.
    case heading(title: String, subtitle: String?)
    /// A labelled value: `Size: 6366 × 4244 px`.
    case field(label: String, value: String)
    /// A row that stands for something else: a short code (an id), a title and a detail line.
    case entry(code: String?, title: String, detail: String?)
    /// A paragraph.
    case text(String)
  }

  /// Unique within its section as the provider returns it; the ``SectionController`` prefixes the section's
  /// id, so ids are unique across every section of a page.
  public var id: String
  public var content: Content
  public var mark: Mark?
  public var image: ImageReference?
  public var actions: [ItemAction]

  public init(
    id: String, content: Content, mark: Mark? = nil, image: ImageReference? = nil, actions: [ItemAction] = []
  ) {
    self.id = id
    self.content = content
    self.mark = mark
    self.image = image
    self.actions = actions
  }
}

/// A state an item shows with a symbol: a favorite photo, a saved article.
public enum Mark: String, Hashable, Sendable, Codable, CaseIterable {
  case favorite
  case notFavorite
  case saved
  case notSaved

  /// Whether the mark is on.
  public var isOn: Bool { self == .favorite || self == .saved }
}

/// A picture an item can show: a URL for a thumbnail, a larger one for a detail view, and what stands in
/// until (or instead of) it loads.
public struct ImageReference: Hashable, Sendable, Codable {
  /// The rendition for a thumbnail or a row.
  public let url: URL
  /// The rendition for a page of its own, when there is one.
  public let largeURL: URL?
  /// A compact placeholder drawn until the picture arrives.
  public let blurHash: String?
  /// The picture's size in pixels, for its aspect ratio.
  public let width: Int?
  public let height: Int?
  /// Words that stand in for the picture where it cannot be drawn.
  public let description: String?

  public init(
    url: URL, largeURL: URL? = nil, blurHash: String? = nil, width: Int? = nil, height: Int? = nil,
    description: String? = nil
  ) {
    self.url = url
    self.largeURL = largeURL
    self.blurHash = blurHash
    self.width = width
    self.height = height
    self.description = description
  }
}
