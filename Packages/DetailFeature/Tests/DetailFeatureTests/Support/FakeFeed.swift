import Core
import Models
import NetworkLayer
import Synchronization

/// The photo feed another module would provide, over a fixed list of photos: records every step asked of
/// it and fails at either end with its own typed error, as the gallery's feed does.
final class FakeFeed: Sendable {
  /// One `neighbor` call.
  struct Step: Equatable, Sendable {
    let id: String
    let direction: FeedDirection
  }

  private struct State {
    var steps: [Step] = []
    var freshness: Freshness = .live
  }

  let photos: [Photo]
  private let state = Mutex(State())

  init(photos: [Photo]) {
    self.photos = photos
  }

  /// The client to register, as a module would.
  var client: PhotoFeedClient {
    PhotoFeedClient { id, direction in try self.neighbor(id, direction) }
  }

  /// Every step asked for so far.
  var steps: [Step] { state.withLock { $0.steps } }

  /// Serves every neighbour with `freshness`.
  func serve(as freshness: Freshness) {
    state.withLock { $0.freshness = freshness }
  }

  private func neighbor(_ id: String, _ direction: FeedDirection) throws -> Fetched<Photo> {
    let freshness = state.withLock { state in
      state.steps.append(Step(id: id, direction: direction))
      return state.freshness
    }
    guard let index = photos.firstIndex(where: { $0.id == id }) else {
      throw FakeFeedError(.notListed, photoID: id)
    }
    let target = direction == .next ? index + 1 : index - 1
    guard photos.indices.contains(target) else { throw FakeFeedError(.atEnd, photoID: id, direction: direction) }
    return Fetched(photos[target], freshness: freshness)
  }
}

/// What ``FakeFeed`` throws: a provider's own error type, which the photo page passes on unchanged. Its
/// sentences name commands, as the gallery's do; it says which ``FeedStop`` it means, as the gallery's does.
struct FakeFeedError: FeedStopping, Equatable {
  enum Code: String, Sendable {
    case notListed, atEnd
  }

  let code: Code
  let photoID: String
  var direction: FeedDirection = .next

  init(_ code: Code, photoID: String, direction: FeedDirection = .next) {
    self.code = code
    self.photoID = photoID
    self.direction = direction
  }

  var codeName: String { code.rawValue }

  var feedStop: FeedStop? {
    switch code {
    case .notListed: .notListed
    case .atEnd: .end(direction)
    }
  }

  func message(in language: Language) -> String {
    switch code {
    case .notListed: language.pick(en: "'\(photoID)' is not listed.", de: "'\(photoID)' ist nicht gelistet.")
    case .atEnd:
      language.pick(
        en: "'\(photoID)' is at an end; try `mosaic photo \(photoID) --next`.",
        de: "'\(photoID)' ist am Ende; versuche `mosaic photo \(photoID) --next`.")
    }
  }
}
