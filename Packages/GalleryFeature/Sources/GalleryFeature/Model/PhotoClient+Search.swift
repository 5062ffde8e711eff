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
}
