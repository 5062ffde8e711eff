import DataLayer
import Models
import Observation

/// The photo detail screen's view model: one photo out of a page of the feed, with next and previous
/// (fetching the adjoining page at an edge), the favorite toggle, and the title and description rules.
///
/// ```swift
/// let model = PhotoDetailViewModel(photos: page.photos, index: 3, page: 1, favorites: favorites)
/// model.title        // the author's name
/// try await model.next()
/// ```
@MainActor @Observable
public final class PhotoDetailViewModel {
  /// The photos of the page being shown.
  public private(set) var photos: [Photo]
  /// The position of the shown photo in ``photos``.
  public private(set) var index: Int
  /// The feed page ``photos`` came from.
  public private(set) var page: Int
  /// Whether the feed goes on after ``page``.
  public private(set) var hasMore: Bool
  public private(set) var isFavorite = false
  @ObservationIgnored private let favorites: FavoritesClient
  @ObservationIgnored private let loadAdjacentPage: AdjacentPageLoader?

  /// - Parameters:
  ///   - photos: The page being shown; must not be empty.
  ///   - index: The shown photo's position, clamped into `photos`.
  ///   - page: The feed page number of `photos`.
  ///   - hasMore: Whether the feed goes on after `page`.
  ///   - loadAdjacentPage: Fetches the neighbouring page at an edge; `nil` keeps the model on `photos`.
  public init(
    photos: [Photo], index: Int, page: Int = 1, hasMore: Bool = false, favorites: FavoritesClient,
    loadAdjacentPage: AdjacentPageLoader? = nil
  ) {
    self.photos = photos
    self.index = min(max(index, 0), max(photos.count - 1, 0))
    self.page = page
    self.hasMore = hasMore
    self.favorites = favorites
    self.loadAdjacentPage = loadAdjacentPage
  }

  /// The shown photo, or `nil` for an empty list.
  public var photo: Photo? { photos.indices.contains(index) ? photos[index] : nil }

  /// The screen's title: the photographer's name.
  public var title: String { photo?.user.name ?? "" }

  /// The description, else the alt description, else "No description".
  public var description: String { photo?.displayDescription ?? Photo.missingDescription }

  /// Reads whether the shown photo is a favorite.
  public func refreshFavorite() async throws {
    guard let photo else { return }
    isFavorite = try await favorites.isFavorite(photo.id)
  }

  /// Adds the shown photo to the favorites or removes it.
  public func toggleFavorite() async throws {
    guard let photo else { return }
    isFavorite = try await favorites.toggle(photo)
  }

  /// Moves to the next photo, into the next page at the end of this one. Returns `false` at the end of
  /// the feed, leaving the model where it was.
  @discardableResult
  public func next() async throws -> Bool {
    try await move(.next)
  }

  /// Moves to the previous photo, into the previous page at the start of this one. Returns `false` at
  /// the start of the feed.
  @discardableResult
  public func previous() async throws -> Bool {
    try await move(.previous)
  }

  private func move(_ direction: FeedDirection) async throws -> Bool {
    let target = direction == .next ? index + 1 : index - 1
    if photos.indices.contains(target) {
      index = target
    } else {
      let adjacent = direction == .next ? page + 1 : page - 1
      guard adjacent >= 1, direction == .previous || hasMore, let loadAdjacentPage else { return false }
      let loaded = try await loadAdjacentPage(adjacent)
      guard !loaded.photos.isEmpty else {
        if direction == .next { hasMore = false }
        return false
      }
      photos = loaded.photos
      page = adjacent
      hasMore = !loaded.isLast
      index = direction == .next ? 0 : loaded.photos.count - 1
    }
    try await refreshFavorite()
    return true
  }
}
