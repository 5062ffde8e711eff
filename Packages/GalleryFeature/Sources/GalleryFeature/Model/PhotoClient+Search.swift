import NetworkLayer

extension PhotoClient {
  /// This client with its pages answering the search `query`: the grid, its paging and its marks work on
  /// search results as they do on the feed.
  func searching(_ query: String) -> PhotoClient {
    let search = searchPhotos
    return PhotoClient(
      source: source, listPhotos: { page, perPage in try await search(query, page, perPage) }, photo: photo,
      searchPhotos: search)
  }

  /// This client with its pages answering the photos of the photographer `username`
  /// (``NetworkLayer/PhotoClient/userPhotos``): the grid, its paging and marks work on them as on the feed. A
  /// photographer the service does not know is a ``GalleryError`` `unknownPhotographer`.
  func byPhotographer(_ username: String) -> PhotoClient {
    let userPhotos = userPhotos
    return PhotoClient(
      source: source,
      listPhotos: { page, perPage in
        do {
          return try await userPhotos(username, page, perPage)
        } catch let error as NetworkError where error.code == .notFound {
          throw GalleryError(.unknownPhotographer, query: username)
        }
      }, photo: photo, searchPhotos: searchPhotos, userPhotos: userPhotos, profile: profile)
  }
}
