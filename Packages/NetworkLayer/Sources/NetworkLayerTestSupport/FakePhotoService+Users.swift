import Models
import NetworkLayer

extension FakePhotoService {
  /// The photos whose author's username is `username` (ignoring case), in feed order, paged as
  /// ``page(_:perPage:)`` pages the feed; an unknown photographer is `notFound`, as the real clients answer.
  public func userPage(_ username: String, page: Int, perPage: Int) throws -> PhotoPage {
    let name = username.lowercased()
    let matches = photos.filter { $0.user.username.lowercased() == name }
    guard !matches.isEmpty else { throw NetworkError(.notFound, value: username) }
    let start = (page - 1) * perPage
    guard page >= 1, perPage >= 1, start < matches.count else {
      return PhotoPage(page: page, perPage: perPage, total: matches.count, hasMore: false, photos: [])
    }
    let end = min(start + perPage, matches.count)
    return PhotoPage(
      page: page, perPage: perPage, total: matches.count, hasMore: end < matches.count,
      photos: Array(matches[start..<end]))
  }

  /// Every `userPhotos` call so far, in order (the username as `query`).
  public var userRequests: [SearchRequest] { withState { $0.userRequests } }

  /// Holds the next `userPhotos` call until the returned gate is released.
  public func holdUserPhotos() -> CallGate {
    let gate = CallGate()
    withState { $0.userGate = gate }
    return gate
  }

  /// Makes every `userPhotos` call throw `error` (`nil`: answer again).
  public func failUserPhotos(with error: NetworkError?) {
    withState { $0.userFailure = error }
  }

  func userPhotos(_ username: String, _ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage> {
    guard let username = PhotoClient.username(username) else {
      throw NetworkError(.invalidUsername, value: username)
    }
    let gate = withState { state in
      state.userRequests.append(SearchRequest(username, page))
      defer { state.userGate = nil }
      return state.userGate
    }
    if let gate { await gate.pass() }
    if let failure = withState({ $0.userFailure }) { throw failure }
    return Fetched(try userPage(username, page: page, perPage: perPage))
  }

  /// The profile of the photographer `username` (ignoring case) as the fake's photos make it: their name, the bio
  /// and location their first photo's user carries, and how many photos of theirs the fake holds; an unknown
  /// photographer is `notFound`, as the real clients answer.
  public func userProfile(_ username: String) throws -> PhotographerProfile {
    let name = username.lowercased()
    let matches = photos.filter { $0.user.username.lowercased() == name }
    guard let user = matches.first?.user else { throw NetworkError(.notFound, value: username) }
    return PhotographerProfile(
      id: user.id, username: user.username, name: user.name, bio: user.bio, location: user.location,
      totalPhotos: matches.count)
  }

  /// Every `profile` call so far, in order (the usernames).
  public var profileRequests: [String] { withState { $0.profileRequests } }

  /// Holds the next `profile` call until the returned gate is released.
  public func holdProfile() -> CallGate {
    let gate = CallGate()
    withState { $0.profileGate = gate }
    return gate
  }

  /// Makes every `profile` call throw `error` (`nil`: answer again).
  public func failProfile(with error: NetworkError?) {
    withState { $0.profileFailure = error }
  }

  func profile(_ username: String) async throws -> Fetched<PhotographerProfile> {
    guard let username = PhotoClient.username(username) else {
      throw NetworkError(.invalidUsername, value: username)
    }
    let gate = withState { state in
      state.profileRequests.append(username)
      defer { state.profileGate = nil }
      return state.profileGate
    }
    if let gate { await gate.pass() }
    if let failure = withState({ $0.profileFailure }) { throw failure }
    return Fetched(try userProfile(username))
  }
}
