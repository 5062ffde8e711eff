import Core
import DataLayer
import Models
import NetworkLayer
import Observation

/// The favorites list's view model: reads the favorites, newest first, and adds, removes or toggles one.
///
/// Toggling is one atomic step in the store, so two toggles racing from two processes end in the state
/// two toggles should: a photo that was a favorite stays one after an even number of them.
///
/// ```swift
/// let model = FavoritesViewModel(favorites: .inMemory(), photos: .embedded())
/// let change = try await model.add("q5Aq-4pHXK9")
/// await model.load()
/// model.state.favorites.count  // 1
/// ```
@MainActor @Observable
public final class FavoritesViewModel {
  public private(set) var state = FavoritesState()
  @ObservationIgnored private let favorites: FavoritesClient
  @ObservationIgnored private let photos: PhotoClient
  /// Where the view model's intents go: its coordinator, which navigates.
  @ObservationIgnored public var onIntent: (@MainActor (GalleryIntent) -> Void)?

  public init(favorites: FavoritesClient, photos: PhotoClient) {
    self.favorites = favorites
    self.photos = photos
  }

  /// Asks the coordinator to show photo `id`.
  public func open(_ id: String) {
    onIntent?(.openPhoto(id: id, page: nil))
  }

  /// Records that showing photo `id` failed, for the error line.
  public func openFailed(_ id: String, _ error: any Error) {
    state.phase = .failure(error)
  }

  /// Reads the favorites again; the list already shown stays while it reads.
  public func load() async {
    state.phase = .loading
    do {
      state.favorites = try await favorites.list()
      state.phase = .loaded
    } catch {
      state.phase = .failure(error)
    }
  }

  /// Saves photo `id`, fetched for its snapshot so the favorite shows offline. Adding a favorite again
  /// refreshes its snapshot and keeps when it was first added; `changed` is false then, as it already was one.
  ///
  /// - Throws: ``GalleryError`` `.photoUnavailable` when the photo cannot be fetched; the store's error.
  @discardableResult
  public func add(_ id: String) async throws -> FavoriteChange {
    let wasFavorite = try await favorites.isFavorite(id)
    let photo = try await fetch(id)
    try await favorites.add(photo)
    return FavoriteChange(id: photo.id, author: photo.user.name, isFavorite: true, changed: !wasFavorite)
  }

  /// Removes photo `id`; `changed` is false when it was not a favorite.
  @discardableResult
  public func remove(_ id: String) async throws -> FavoriteChange {
    let existed = try await favorites.remove(id)
    return FavoriteChange(id: id, author: nil, isFavorite: false, changed: existed)
  }

  /// Adds photo `id` when it is not a favorite, removes it when it is, in one atomic step. The snapshot
  /// already saved stands in for the photo, so removing needs no network.
  @discardableResult
  public func toggle(_ id: String) async throws -> FavoriteChange {
    let saved = try await favorites.favorite(id)?.photo
    let photo: Photo
    if let saved {
      photo = saved
    } else {
      photo = try await fetch(id)
    }
    let isFavorite = try await favorites.toggle(photo)
    return FavoriteChange(id: id, author: isFavorite ? photo.user.name : nil, isFavorite: isFavorite, changed: true)
  }

  private func fetch(_ id: String) async throws -> Photo {
    do {
      return try await photos.photo(id).value
    } catch let error as NetworkError {
      throw GalleryError(.photoUnavailable, photoID: id, underlying: error)
    }
  }
}
