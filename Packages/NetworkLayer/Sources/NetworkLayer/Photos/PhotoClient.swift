import Models

/// Lists and fetches photos, from the embedded catalog or from Unsplash; features depend on this value,
/// never on a concrete service.
///
/// ```swift
/// let photos = PhotoClient.embedded()
/// let page = try await photos.listPhotos(1, 30).value
/// let photo = try await photos.photo(page.photos[0].id).value
/// ```
public struct PhotoClient: Sendable {
  /// Where the photos come from.
  public var source: PhotoSource
  /// One page (1-based) of the editorial feed, `perPage` photos (at most 30).
  public var listPhotos: @Sendable (_ page: Int, _ perPage: Int) async throws -> Fetched<PhotoPage>
  /// One photo by id.
  public var photo: @Sendable (_ id: String) async throws -> Fetched<Photo>

  public init(
    source: PhotoSource,
    listPhotos: @escaping @Sendable (Int, Int) async throws -> Fetched<PhotoPage>,
    photo: @escaping @Sendable (String) async throws -> Fetched<Photo>
  ) {
    self.source = source
    self.listPhotos = listPhotos
    self.photo = photo
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
