import EmbeddedCatalog
import Models

/// The ids of the catalog the mock serves.
enum EmbeddedIDs {
  static var all: [String] { EmbeddedPhotoCatalog.standard.photos.map(\.id) }
}
