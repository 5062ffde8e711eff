import EmbeddedCatalog
import Models

extension PhotoClient {
  /// Photos from the offline catalog built into Mosaic: no key, no network, the same on every run. An
  /// unknown id throws ``NetworkError`` `.notFound` with the id as its ``NetworkError/value``.
  public static func embedded(_ catalog: EmbeddedPhotoCatalog = .standard) -> PhotoClient {
    PhotoClient(
      source: .embedded,
      listPhotos: { page, perPage in Fetched(catalog.page(page, perPage: perPage)) },
      photo: { id in
        guard let photo = catalog.photo(id: id) else { throw NetworkError(.notFound, value: id) }
        return Fetched(photo)
      }
    )
  }
}
