import Models
import Synchronization

/// The photos of an ``EmbeddedPhotoCatalog``, each built the first time it is asked for (from its
/// ``PhotoFactory/Checkpoint``) and kept, behind a lock so concurrent readers build a photo once.
/// The photos built are kept in a ``BuiltByPosition``, not an optional slot per photo.
final class PhotoShelf: Sendable {
  private struct State {
    var cast: PhotoFactory.Cast?
    /// The photos built so far, by position.
    var photos: BuiltByPosition<Photo>
    /// Every photo's position by id, made after ``PhotoShelf/scansBeforeIndex`` lookups.
    var indexByID: [String: Int]?
    /// How many lookups scanned the ids so far.
    var scans = 0
    /// Each photo's photographer, a position in `cast.users`.
    var authors: [Int]?
  }

  let count: Int
  private let seed: UInt64
  private let checkpoints: [PhotoFactory.Checkpoint]
  private let state: Mutex<State>

  /// `built`, when given, holds every photo already (the eager catalog); `cast`, when given, is `seed`'s cast as
  /// ``PhotoFactory/cast(seed:)`` draws it.
  init(seed: UInt64, checkpoints: [PhotoFactory.Checkpoint], built: [Photo]?, cast: PhotoFactory.Cast? = nil) {
    self.seed = seed
    self.checkpoints = checkpoints
    count = checkpoints.count
    let photos = built.map { BuiltByPosition(all: $0) } ?? BuiltByPosition(positions: checkpoints.count)
    state = Mutex(State(cast: cast, photos: photos, indexByID: nil, authors: nil))
  }

  /// The photos at `range` (within `0..<count`), building those not built yet.
  func photos(in range: Range<Int>) -> [Photo] {
    state.withLock { state in
      var result: [Photo] = []
      result.reserveCapacity(range.count)
      for index in range {
        if let photo = state.photos[index] {
          result.append(photo)
          continue
        }
        let cast = state.cast ?? PhotoFactory.cast(seed: seed).cast
        state.cast = cast
        let photo = PhotoFactory.photo(index, from: checkpoints[index], cast: cast)
        state.photos[index] = photo
        result.append(photo)
      }
      return result
    }
  }

  /// The positions of the photos whose photographer's username, lowercased, is `username` (lowercase), in
  /// order, without building any photo: each photo's author is the first draw from its checkpoint.
  func indices(byUsername username: String) -> [Int] {
    state.withLock { state in
      let (cast, authors) = castAndAuthors(&state)
      let wanted = Set(cast.users.indices.filter { cast.users[$0].username.lowercased() == username })
      guard !wanted.isEmpty else { return [] }
      return authors.indices.filter { wanted.contains(authors[$0]) }
    }
  }

  /// The id and photographer's id of each photo at `range` (within `0..<count`), without building any photo.
  func bylines(in range: Range<Int>) -> [PhotoByline] {
    state.withLock { state in
      let (cast, authors) = castAndAuthors(&state)
      return range.map { PhotoByline(id: checkpoints[$0].id, userID: cast.users[authors[$0]].id) }
    }
  }

  /// The cast and each photo's photographer (a position in `cast.users`), made on first use and kept.
  private func castAndAuthors(_ state: inout State) -> (PhotoFactory.Cast, [Int]) {
    let cast = state.cast ?? PhotoFactory.cast(seed: seed).cast
    state.cast = cast
    let authors =
      state.authors
      ?? checkpoints.indices.map { PhotoFactory.author($0, from: checkpoints[$0], cast: cast) }
    state.authors = authors
    return (cast, authors)
  }

  /// The photos at `indices` (each within `0..<count`), in that order, building those not built yet.
  func photos(at indices: [Int]) -> [Photo] {
    indices.flatMap { photos(in: $0..<($0 + 1)) }
  }

  /// How many photos are built.
  var builtCount: Int { state.withLock { $0.photos.count } }

  /// How many photos the shelf has room for without growing (for tests: it grows with the photos built, not with
  /// ``count``).
  var reservedCount: Int { state.withLock { $0.photos.capacity } }

  /// How many lookups scan the ids before the shelf indexes them: a one-shot command looks up a handful of ids
  /// (`photo ID` seven), for which a scan of the few hundred ids costs less than building the index of all of them.
  static let scansBeforeIndex = 32

  /// The position of the photo with `id`, without building any photo: the first with that id.
  func index(of id: String) -> Int? {
    state.withLock { state in
      if let index = state.indexByID { return index[id] }
      guard state.scans >= Self.scansBeforeIndex else {
        state.scans += 1
        return checkpoints.firstIndex { $0.id == id }
      }
      var index: [String: Int] = [:]
      index.reserveCapacity(checkpoints.count)
      for offset in checkpoints.indices.reversed() {
        index[checkpoints[offset].id] = offset
      }
      state.indexByID = index
      return index[id]
    }
  }
}
