import GRDBSQLite
import SQLitePageCache
import Testing

/// SQLite's page cache is allocated a page at a time in every program that links DataLayerLive (`SQLitePageCache`'s
/// constructor), not in one block of 20 pages on a connection's first read, which `mosaic gallery` and `mosaic news`
/// kept resident (≈ 87 KB each) for the handful of pages they read.
@Suite struct SQLitePageCacheTests {
  /// The constructor ran before anything started SQLite (the test bundle's first connection included), and SQLite took
  /// the setting.
  @Test func theSettingHolds_setBeforeSQLiteStarted() {
    #expect(mosaic_sqlite_page_cache_status() == SQLITE_OK)
  }
}
