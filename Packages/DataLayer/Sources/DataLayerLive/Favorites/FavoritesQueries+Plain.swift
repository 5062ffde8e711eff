import DataLayer
import Foundation
import Models

/// The favorites' reads over ``PlainReader``: the same SQL and the same answers as the GRDB queries beside them.
extension FavoritesQueries {
  static func isFavorite(_ id: String, _ query: PlainQuery) throws -> Bool {
    let rows = try query.rows("SELECT EXISTS (SELECT 1 FROM favorites WHERE photo_id = ?)", [id]) { row in
      guard let exists = row.integer(0) else { throw PlainQuery.Unsure() }
      return exists != 0
    }
    return rows.first ?? false
  }

  static func ids(_ query: PlainQuery) throws -> Set<String> {
    try query.textSet("SELECT photo_id FROM favorites")
  }

  /// Rows whose snapshot cannot be decoded are skipped, as the GRDB query skips them.
  static func list(_ query: PlainQuery) throws -> [Favorite] {
    try query.rows("SELECT photo_id, added_at, snapshot FROM favorites ORDER BY added_at DESC, id DESC") { row in
      try favorite(row)
    }.compactMap { $0 }
  }

  static func favorite(_ id: String, _ query: PlainQuery) throws -> Favorite? {
    try query.rows("SELECT photo_id, added_at, snapshot FROM favorites WHERE photo_id = ?", [id]) { row in
      try favorite(row)
    }.first ?? nil
  }

  /// The favorite in `row`, or `nil` when a value is of the wrong type or the snapshot is unreadable.
  static func favorite(_ row: PlainRow) throws -> Favorite? {
    guard let id = try row.text(0), let addedAt = row.real(1), let snapshot = try row.text(2),
      let photo = Snapshot.decode(snapshot), photo.id == id
    else { return nil }
    return Favorite(photo: photo, addedAt: Date(timeIntervalSince1970: addedAt))
  }
}
