import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import Observation

/// A photo's page: the photo (the author as title, the description with its fallbacks), whether it is a
/// favorite, moving to the next or previous photo along the feed the person browses, and the page's
/// sections from every module.
///
/// It never navigates: it loads, moves and toggles, and publishes ``state``.
///
/// ```swift
/// let model = PhotoDetailViewModel(
///   photos: .embedded(), favorites: .inMemory(), feed: nil, sections: catalog.controller(for: .detail))
/// await model.open("q5Aq-4pHXK9")
/// model.title   // the author's name
/// ```
@MainActor @Observable
public final class PhotoDetailViewModel {
  public internal(set) var state = PhotoDetailState()
  @ObservationIgnored private let photos: PhotoClient
  @ObservationIgnored let favorites: FavoritesClient
  @ObservationIgnored private let feed: PhotoFeedClient?
  @ObservationIgnored let sections: SectionController<Photo>
  @ObservationIgnored private let language: Language
  /// Where the view model's intents go: its coordinator, which navigates.
  @ObservationIgnored public var onIntent: (@MainActor (DetailIntent) -> Void)?

  /// - Parameters:
  ///   - feed: The photos to move along; without one, ``next()`` and ``previous()`` fail with
  ///     ``DetailError/Code/noFeed``.
  ///   - sections: The page's sections.
  public init(
    photos: PhotoClient, favorites: FavoritesClient, feed: PhotoFeedClient?, sections: SectionController<Photo>,
    language: Language = .english
  ) {
    self.photos = photos
    self.favorites = favorites
    self.feed = feed
    self.sections = sections
    self.language = language
  }

  /// The page's title: the photographer's name ("Unknown" when it has none).
  public var title: String {
    // The header's trim in Swift (equal to Foundation's `.whitespaces`): Foundation's goes through `NSString`,
    // whose string conversion walked every protocol conformance of the binary on first use.
    guard let name = state.photo.map({ WhitespaceTrim.spaces.trimming($0.user.name) }), !name.isEmpty else {
      return DetailStrings.unknownAuthor(language)
    }
    return name
  }

  /// The description, else the alt description, else "No description".
  public var description: String {
    state.photo.map { DetailStrings.description(of: $0, language) } ?? DetailStrings.noDescription(language)
  }

  /// Shows photo `id`, or with `direction` the photo next to it along the feed, then its sections.
  public func open(_ id: String, moving direction: FeedDirection? = nil) async {
    state.phase = .loading
    do {
      let fetched: Fetched<Photo>
      if let direction {
        guard let feed else { throw DetailError(.noFeed, photoID: id, direction: direction) }
        fetched = try await feed.neighbor(id, direction)
      } else {
        fetched = try await photos.photo(id)
      }
      // Unreadable favorites must not blank the page: the header section reports that failure in its place.
      let isFavorite = (try? await favorites.isFavorite(fetched.value.id)) ?? false
      state.photo = fetched.value
      state.isFavorite = isFavorite
      state.stale = fetched.staleNote
      state.sections = []
      state.phase = .loaded
    } catch {
      fail(error)
      return
    }
    await loadSections()
  }

  /// Moves to the next photo along the feed; at the end the photo stays and ``state`` holds the error.
  public func next() async { await move(.next) }

  /// Moves to the previous photo along the feed.
  public func previous() async { await move(.previous) }

  /// Adds the shown photo to the favorites, or removes it, in one atomic step (``OptimisticToggle``). The mark
  /// flips at once; while the write is on its way another call does nothing, and a failed write puts the mark
  /// back.
  public func toggleFavorite() async {
    guard let photo = state.photo else { return fail(DetailError(.nothingShown)) }
    guard !state.isWritingFavorite else { return }
    let favorites = self.favorites
    let outcome = await OptimisticToggle.flip(
      photo.id, from: state.isFavorite, in: self, at: \.state.favoriteWrites,
      show: { isFavorite in if self.state.photo?.id == photo.id { self.state.isFavorite = isFavorite } }
    ) { try await favorites.toggle(photo) }
    if case .failed(let error) = outcome { return fail(error) }
    await loadSections()
  }

  /// Loads the page's sections; each settles on its own, so a slow one never holds the others back. Loading them
  /// again for the photo shown (after a mark changed) keeps what a section showed until its new items arrive, so the
  /// page neither flickers to "loading" nor loses the selection.
  public func loadSections() async {
    guard let photo = state.photo else { return }
    for await page in sections.updates(for: photo, in: language) {
      let shown = state.photo?.id == photo.id ? state.sections : []
      state.sections = page.map { snapshot in
        guard snapshot.isLoading, let kept = shown.first(where: { $0.id == snapshot.id }),
          case .loaded = kept.state
        else { return snapshot }
        return kept
      }
    }
  }

  private func move(_ direction: FeedDirection) async {
    guard let id = state.photo?.id else { return fail(DetailError(.nothingShown, direction: direction)) }
    await open(id, moving: direction)
  }

  func fail(_ error: any Error) {
    state.phase = .failure(error)
  }
}
