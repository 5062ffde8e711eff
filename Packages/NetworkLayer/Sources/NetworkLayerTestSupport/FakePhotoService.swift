import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization

/// A photo service in memory: serves `photos` in pages the way Unsplash does, records every call, and
/// fails, holds, reshapes or serves saved copies of the pages a test picks.
///
/// ```swift
/// let service = try FakePhotoService(count: 90)
/// service.fail(page: 2, with: FakePhotoService.outage)
/// let photos: PhotoClient = service.client  // hand this to the code under test
/// let photo = try await photos.photo("p001").value
/// service.photoRequests  // ["p001"]
/// ```
public final class FakePhotoService: Sendable {
  /// One `listPhotos` call.
  public struct PageRequest: Equatable, Sendable, CustomStringConvertible {
    public let page: Int
    public let perPage: Int

    public init(_ page: Int, _ perPage: Int) {
      self.page = page
      self.perPage = perPage
    }

    public var description: String { "(\(page), \(perPage))" }
  }

  struct State {
    var requests: [PageRequest] = []
    var photoRequests: [String] = []
    var failures: [Int: NetworkError] = [:]
    var freshness: [Int: Freshness] = [:]
    var photoFreshness: Freshness = .live
    var overrides: [Int: PhotoPage] = [:]
    var gates: [Int: CallGate] = [:]
    var searches: [SearchRequest] = []
    var searchGate: CallGate?
    var searchFailure: NetworkError?
    var userRequests: [SearchRequest] = []
    var userGate: CallGate?
    var userFailure: NetworkError?
    var profileRequests: [String] = []
    var profileGate: CallGate?
    var profileFailure: NetworkError?
  }

  /// One `searchPhotos` call.
  public struct SearchRequest: Equatable, Sendable {
    public let query: String
    public let page: Int

    public init(_ query: String, _ page: Int) {
      self.query = query
      self.page = page
    }
  }

  /// A failure that allows a saved copy: the service could not be reached.
  public static let outage = NetworkError(.transport, host: "api.example.com", detail: .connectionRefused)

  /// The whole feed, in order.
  public let photos: [Photo]
  public let source: PhotoSource
  /// Whether the service knows where the feed ends; when `false` every page claims a next page, like an
  /// API that finds out only when a page comes back empty or short.
  public let knowsEnd: Bool
  private let state = Mutex(State())

  public init(photos: [Photo], source: PhotoSource = .embedded, knowsEnd: Bool = true) {
    self.photos = photos
    self.source = source
    self.knowsEnd = knowsEnd
  }

  /// A service with ``PhotoFixtures/photos(_:from:)`` `count` photos.
  public convenience init(count: Int, source: PhotoSource = .embedded, knowsEnd: Bool = true) throws {
    self.init(photos: try PhotoFixtures.photos(count), source: source, knowsEnd: knowsEnd)
  }

  /// The client features use.
  public var client: PhotoClient {
    PhotoClient(
      source: source,
      listPhotos: { page, perPage in try await self.list(page, perPage) },
      photo: { id in try self.photo(id) },
      searchPhotos: { query, page, perPage in try await self.search(query, page, perPage) },
      userPhotos: { username, page, perPage in try await self.userPhotos(username, page, perPage) },
      profile: { username in try await self.profile(username) }
    )
  }

  /// Runs `body` on the fake's state under its lock.
  func withState<Result>(_ body: (inout State) -> Result) -> Result {
    state.withLock { body(&$0) }
  }

  /// Every `searchPhotos` call so far, in order.
  public var searches: [SearchRequest] { state.withLock { $0.searches } }

  /// Holds the next search until the returned gate is released.
  public func holdSearch() -> CallGate {
    let gate = CallGate()
    state.withLock { $0.searchGate = gate }
    return gate
  }

  /// Makes every search throw `error` (`nil`: answer again).
  public func failSearches(with error: NetworkError?) {
    state.withLock { $0.searchFailure = error }
  }

  private func search(_ query: String, _ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage> {
    let gate = state.withLock { state in
      state.searches.append(SearchRequest(query, page))
      defer { state.searchGate = nil }
      return state.searchGate
    }
    if let gate { await gate.pass() }
    if let failure = state.withLock({ $0.searchFailure }) { throw failure }
    return Fetched(searchPage(query, page: page, perPage: perPage))
  }

  /// Every `listPhotos` call so far, in order.
  public var requests: [PageRequest] { state.withLock { $0.requests } }
  /// The page numbers asked for so far, in order.
  public var requestedPages: [Int] { requests.map(\.page) }
  /// Every `photo(id)` call so far, in order.
  public var photoRequests: [String] { state.withLock { $0.photoRequests } }

  /// Makes every request for `page` throw `error`, until ``recover(page:)``.
  public func fail(page: Int, with error: NetworkError = outage) {
    state.withLock { $0.failures[page] = error }
  }

  /// Lets `page` answer again.
  public func recover(page: Int) {
    state.withLock { $0.failures[page] = nil }
  }

  /// Serves `page` with `freshness`: `.cached` makes it a saved copy standing in, `.live` undoes that.
  public func serve(page: Int, as freshness: Freshness) {
    state.withLock { $0.freshness[page] = freshness }
  }

  /// Serves every `photo(id)` answer with `freshness`.
  public func servePhotos(as freshness: Freshness) {
    state.withLock { $0.photoFreshness = freshness }
  }

  /// Answers requests for `page.page` with `page` exactly, whatever size is asked for.
  public func override(_ page: PhotoPage) {
    state.withLock { $0.overrides[page.page] = page }
  }

  /// Holds the next request for `page` until the returned gate is released.
  public func hold(page: Int) -> CallGate {
    let gate = CallGate()
    state.withLock { $0.gates[page] = gate }
    return gate
  }

  /// The page the service answers for `page` of `perPage`, without recording a call.
  public func page(_ page: Int, perPage: Int) -> PhotoPage {
    if let override = state.withLock({ $0.overrides[page] }) { return override }
    let start = (page - 1) * perPage
    guard page >= 1, perPage >= 1, start < photos.count else {
      return PhotoPage(
        page: page, perPage: perPage, total: knowsEnd ? photos.count : nil, hasMore: !knowsEnd, photos: [])
    }
    let end = min(start + perPage, photos.count)
    return PhotoPage(
      page: page, perPage: perPage, total: knowsEnd ? photos.count : nil,
      hasMore: knowsEnd ? end < photos.count : true, photos: Array(photos[start..<end]))
  }

  private func list(_ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage> {
    let gate = state.withLock { state in
      state.requests.append(PageRequest(page, perPage))
      return state.gates.removeValue(forKey: page)
    }
    if let gate { await gate.pass() }
    let (failure, freshness) = state.withLock { ($0.failures[page], $0.freshness[page] ?? .live) }
    if let failure { throw failure }
    return Fetched(self.page(page, perPage: perPage), freshness: freshness)
  }

  private func photo(_ id: String) throws -> Fetched<Photo> {
    let freshness = state.withLock { state in
      state.photoRequests.append(id)
      return state.photoFreshness
    }
    guard let photo = photos.first(where: { $0.id == id }) else { throw notFound(id) }
    return Fetched(photo, freshness: freshness)
  }

  /// What the real client for ``source`` throws for an unknown id.
  private func notFound(_ id: String) -> NetworkError {
    switch source {
    case .embedded: NetworkError(.notFound, value: id)
    case .unsplash: NetworkError(.notFound, service: "Unsplash", status: 404, value: id)
    }
  }
}
