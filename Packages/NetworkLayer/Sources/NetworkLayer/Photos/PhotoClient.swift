import Foundation
import Models
import SafeText

/// Lists and fetches photos, from the embedded catalog or from Unsplash; features depend on this value,
/// never on a concrete service.
///
/// ```swift
/// let photos = PhotoClient.embedded()
/// let page = try await photos.listPhotos(1, 30).value
/// let photo = try await photos.photo(page.photos[0].id).value
/// let foggy = try await photos.searchPhotos("fog", 1, 30).value   // matches by description and author
/// ```
public struct PhotoClient: Sendable {
  /// Where the photos come from.
  public var source: PhotoSource
  /// One page (1-based) of the editorial feed, `perPage` photos (at most 30).
  public var listPhotos: @Sendable (_ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage>
  /// One photo by id.
  public var photo: @Sendable (_ id: String) async throws -> Fetched<Photo>
  /// One page (1-based) of the photos matching `query`, `perPage` photos (at most 30). A query that is blank
  /// after ``searchQuery(_:)`` matches nothing and asks no server.
  public var searchPhotos: @Sendable (_ query: String, _ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage>
  /// One page (1-based) of the photos of the photographer with `username`, newest first, `perPage` photos (at
  /// most 30): Unsplash's `GET /users/:username/photos`; offline, the catalog's photos by that author. A username
  /// ``username(_:)`` refuses throws ``NetworkError`` `.invalidUsername` before any request.
  public var userPhotos: @Sendable (_ username: String, _ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage>
  /// The public profile of the photographer with `username` (name, bio, location, how many photos): Unsplash's
  /// `GET /users/:username`; offline, made from the catalog's photos by that author. An unknown photographer is
  /// ``NetworkError`` `.notFound`; a username ``username(_:)`` refuses throws `.invalidUsername` before any request.
  public var profile: @Sendable (_ username: String) async throws -> Fetched<PhotographerProfile>
  /// Tells the service that photo `id` is being downloaded (Unsplash's `GET /photos/:id/download`, which its
  /// API guidelines require before a download), on the API's own origin with its key; answers the address of
  /// the picture to download, or `nil` when the source has no download (the embedded catalog).
  public var trackDownload: @Sendable (_ id: String) async throws -> URL?
  /// The encoded picture at `url`, with no key and at most ``maximumDownloadBytes``.
  public var downloadPicture: @Sendable (_ url: URL) async throws -> Data
  /// Each photo ``listPhotos`` lists on a page, in its order, as its id and photographer's id, without building
  /// the photos (the embedded catalog); `nil` where the page itself is the way (Unsplash). Set with
  /// ``listedPhotos``, and only for a source whose pages are always live (``Fetched/freshness``).
  public var listBylines: (@Sendable (_ page: Int, _ perPage: Int) async throws -> [PhotoByline])? = nil
  /// The photos with these ids as ``listPhotos`` lists them, in that order; `nil` alongside ``listBylines``.
  public var listedPhotos: (@Sendable (_ ids: [String]) async throws -> [Photo])? = nil

  public init(
    source: PhotoSource,
    listPhotos: @escaping @Sendable (Int, Int) async throws -> Fetched<PhotoPage>,
    photo: @escaping @Sendable (String) async throws -> Fetched<Photo>,
    searchPhotos: @escaping @Sendable (String, Int, Int) async throws -> Fetched<PhotoPage> = { _, _, _ in
      throw NetworkError(.unexpected, value: "PhotoClient.searchPhotos")
    },
    userPhotos: @escaping @Sendable (String, Int, Int) async throws -> Fetched<PhotoPage> = { _, _, _ in
      throw NetworkError(.unexpected, value: "PhotoClient.userPhotos")
    },
    profile: @escaping @Sendable (String) async throws -> Fetched<PhotographerProfile> = { _ in
      throw NetworkError(.unexpected, value: "PhotoClient.profile")
    },
    trackDownload: @escaping @Sendable (String) async throws -> URL? = { _ in nil },
    downloadPicture: @escaping @Sendable (URL) async throws -> Data = { url in
      throw NetworkError(.unexpected, value: "PhotoClient.downloadPicture")
    }
  ) {
    self.source = source
    self.listPhotos = listPhotos
    self.photo = photo
    self.searchPhotos = searchPhotos
    self.userPhotos = userPhotos
    self.profile = profile
    self.trackDownload = trackDownload
    self.downloadPicture = downloadPicture
  }

  /// The most bytes one downloaded picture may take: 64 MB, above Unsplash's largest `full` renditions.
  public static let maximumDownloadBytes = 64 << 20

  /// The longest search sent, in characters; a longer one is cut.
  public static let maximumQueryLength = 100

  /// `text` as a search sends it: escape sequences and control characters removed (``TerminalText/line(_:)``),
  /// spaces trimmed and runs of them made one, cut to ``maximumQueryLength`` characters; `nil` when nothing is
  /// left.
  ///
  /// ```swift
  /// PhotoClient.searchQuery("  misty\u{1B}[2J   lake ")   // "misty lake"
  /// ```
  public static func searchQuery(_ text: String) -> String? {
    let words = TerminalText.line(text).split(whereSeparator: \.isWhitespace)
    let query = String(words.joined(separator: " ").prefix(maximumQueryLength))
    return query.isEmpty ? nil : query
  }

  /// The longest username accepted; Unsplash's are far shorter.
  public static let maximumUsernameLength = 64

  /// `text` as a username a request may carry: trimmed, 1 to ``maximumUsernameLength`` characters of ASCII
  /// letters, digits, `_`, `-` and `.`, and not `.` or `..`; `nil` otherwise.
  ///
  /// ```swift
  /// PhotoClient.username(" jane_doe ")  // "jane_doe"
  /// PhotoClient.username("../me")       // nil
  /// ```
  public static func username(_ text: String) -> String? {
    let trimmed = WhitespaceTrim.spacesAndNewlines.trimming(text)
    guard !trimmed.isEmpty, trimmed.count <= maximumUsernameLength, trimmed != ".", trimmed != "..",
      trimmed.unicodeScalars.allSatisfy({ $0.isASCII && (usernameCharacters.contains(Character($0))) })
    else { return nil }
    return trimmed
  }

  private static let usernameCharacters = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.")

  /// An empty page `page` of `perPage`: what a blank search finds.
  public static func noMatches(page: Int, perPage: Int) -> Fetched<PhotoPage> {
    Fetched(PhotoPage(page: page, perPage: perPage, total: 0, hasMore: false, photos: []))
  }

  /// The largest page Unsplash serves.
  public static let maximumPerPage = 30

  /// A client whose every call throws ``NetworkError`` `.unexpected`, for tests that must not reach photos.
  public static let failing = PhotoClient(
    source: .embedded,
    listPhotos: { _, _ in throw NetworkError(.unexpected, value: "PhotoClient.listPhotos") },
    photo: { _ in throw NetworkError(.unexpected, value: "PhotoClient.photo") }
  )
}
