import GRDB

extension ImageFileStore {
  /// The index's layout, in the index's own `user_version` (the index is a file of its own, not the app's
  /// database): 0 — every picture a file `N.img`; 1 — pictures up to ``inlineLimit`` in `image_data`, the
  /// bytes of every row in the one-row `image_usage` (kept by triggers, so older versions writing the same
  /// folder keep it right too), and `last_access` indexed so the next use number is not a scan.
  static let indexVersion = 1

  /// Creates the index or brings one of an older version up to ``indexVersion``; in the caller's IMMEDIATE
  /// transaction, so processes opening the folder at the same moment migrate it once. Every step is idempotent.
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS images (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          key TEXT NOT NULL,
          size INTEGER NOT NULL,
          etag TEXT,
          expires_at DOUBLE NOT NULL,
          last_access INTEGER NOT NULL,
          ready INTEGER NOT NULL DEFAULT 0,
          owner INTEGER NOT NULL,
          reserved_at DOUBLE NOT NULL
        );
        CREATE INDEX IF NOT EXISTS images_by_key ON images(key, ready);
        CREATE INDEX IF NOT EXISTS images_by_use ON images(ready, last_access);
        """)
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    guard version < indexVersion else { return }
    // A picture's bytes in a table of their own keep `images` small, so its scans never read a picture.
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS image_data (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
        CREATE TABLE IF NOT EXISTS image_usage (id INTEGER PRIMARY KEY CHECK (id = 0), bytes INTEGER NOT NULL);
        INSERT OR IGNORE INTO image_usage (id, bytes) VALUES (0, (SELECT COALESCE(SUM(size), 0) FROM images));
        CREATE TRIGGER IF NOT EXISTS images_added AFTER INSERT ON images BEGIN
          UPDATE image_usage SET bytes = bytes + new.size WHERE id = 0;
        END;
        CREATE TRIGGER IF NOT EXISTS images_deleted AFTER DELETE ON images BEGIN
          UPDATE image_usage SET bytes = bytes - old.size WHERE id = 0;
          DELETE FROM image_data WHERE id = old.id;
        END;
        CREATE TRIGGER IF NOT EXISTS images_resized AFTER UPDATE OF size ON images BEGIN
          UPDATE image_usage SET bytes = bytes - old.size + new.size WHERE id = 0;
        END;
        CREATE INDEX IF NOT EXISTS images_by_access ON images(last_access);
        PRAGMA user_version = \(indexVersion);
        """)
  }

  /// Bytes of every row, reservations included, from the counter row (no scan).
  static func usedBytes(_ db: Database) throws -> Int {
    try Int.fetchOne(db.cachedStatement(sql: "SELECT bytes FROM image_usage WHERE id = 0")) ?? 0
  }

  /// The next use number: above every row's (one step down `images_by_access`).
  static let nextAccess = "(SELECT COALESCE(MAX(last_access), 0) + 1 FROM images)"
}
