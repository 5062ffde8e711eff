import Core
import DataLayer
import Models
import NetworkLayer
import Observation

/// The gallery grid's view model: pages through the feed `perPage` photos at a time, marks favorites,
/// and exposes loading, empty and error states.
///
/// Paging stops when a page comes back empty or short, or when the service says there is no next
/// page. A second load while one is in flight is ignored, so a fast scroll never fetches a page twice.
///
/// ```swift
/// let model = GalleryViewModel(photos: .embedded(), favorites: .inMemory())
/// await model.refresh()
/// await model.loadNextPage()
/// model.state.items.count  // 60
/// ```
@MainActor @Observable
public final class GalleryViewModel {
  public internal(set) var state: GalleryState
  @ObservationIgnored private let photos: PhotoClient
  @ObservationIgnored let favorites: FavoritesClient
  @ObservationIgnored private let forget: (@Sendable () async -> Void)?
  /// Where the view model's intents go: its coordinator, which navigates.
  @ObservationIgnored public var onIntent: (@MainActor (GalleryIntent) -> Void)?

  /// How many items before the end of the grid an appearing item triggers the next page.
  public static let prefetchDistance = 6

  /// - Parameter forget: Drops what the feed remembers, so a refresh asks the service again (pull to
  ///   refresh); `nil` when the photos are not cached.
  public init(
    photos: PhotoClient, favorites: FavoritesClient, perPage: Int = 30,
    forget: (@Sendable () async -> Void)? = nil
  ) {
    self.photos = photos
    self.favorites = favorites
    self.forget = forget
    self.state = GalleryState(perPage: min(max(perPage, 1), PhotoClient.maximumPerPage))
  }

  public var isLoading: Bool { state.phase == .loading }

  /// Whether the last page has been reached.
  public var reachedEnd: Bool { state.page > 0 && !state.hasMore }

  /// Replaces the grid with page 1, asked of the service again. Ignored (returns `false`) while a load is in
  /// flight.
  @discardableResult
  public func refresh() async -> Bool {
    guard !isLoading else { return false }
    await forget?()
    return await load(page: 1)
  }

  /// Replaces the grid with `page`, for a listing that starts later in the feed.
  /// Ignored (returns `false`) while a load is in flight.
  @discardableResult
  public func load(page: Int) async -> Bool {
    await fetch(page: max(page, 1), replacing: true)
  }

  /// Appends the next page. Ignored (returns `false`) while a load is in flight or after the last page.
  @discardableResult
  public func loadNextPage() async -> Bool {
    guard state.page > 0 else { return await refresh() }
    guard !reachedEnd else { return false }
    return await fetch(page: GalleryPaging.next(after: state.page), replacing: false)
  }

  /// Loads the next page when `id` is among the last ``prefetchDistance`` items shown.
  public func itemAppeared(_ id: String) async {
    guard let index = state.items.firstIndex(where: { $0.id == id }),
      index >= state.items.count - Self.prefetchDistance
    else { return }
    await loadNextPage()
  }

  /// Adds or removes the photo `id` from the favorites and updates its mark; returns the new state.
  @discardableResult
  public func toggleFavorite(_ id: String) async throws -> Bool {
    guard let index = state.items.firstIndex(where: { $0.id == id }) else { return false }
    let isFavorite = try await favorites.toggle(state.items[index].photo)
    if let current = state.items.firstIndex(where: { $0.id == id }) {
      state.items[current].isFavorite = isFavorite
    }
    return isFavorite
  }

  /// Re-reads which photos are favorites, after another screen changed them.
  public func refreshFavorites() async throws {
    let ids = try await favorites.favoriteIDs()
    for index in state.items.indices {
      state.items[index].isFavorite = ids.contains(state.items[index].id)
    }
  }

  private func fetch(page: Int, replacing: Bool) async -> Bool {
    guard !isLoading else { return false }
    state.phase = .loading
    do {
      let fetched = try await photos.listPhotos(page, state.perPage)
      let favoriteIDs = try await favorites.favoriteIDs()
      apply(fetched, favoriteIDs: favoriteIDs, replacing: replacing)
    } catch {
      state.phase = .failure(error)
    }
    return true
  }

  private func apply(_ fetched: Fetched<PhotoPage>, favoriteIDs: Set<String>, replacing: Bool) {
    let page = fetched.value
    var items = replacing ? [] : state.items
    var seen = Set(items.map(\.id))
    for photo in page.photos where seen.insert(photo.id).inserted {
      items.append(GalleryItem(photo: photo, isFavorite: favoriteIDs.contains(photo.id)))
    }
    state.items = items
    if replacing { state.pageIDs = [:] }
    state.pageIDs[page.page] = page.photos.map(\.id)
    state.page = page.page
    state.total = page.total
    state.hasMore = !page.isLast
    if let note = fetched.staleNote {
      state.stale = note
    } else if replacing {
      state.stale = nil
    }
    state.phase = items.isEmpty ? .empty : .loaded
  }
}
