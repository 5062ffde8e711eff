import DataLayer
import GRDB

/// Brings a database up to a ``SchemaHistory``: refuses a file from a newer build or with a `user_version` no
/// build writes, adopts a file from before `user_version`, then applies each missing migration in its own
/// IMMEDIATE transaction that also bumps `user_version`. Several processes may open the same file at once:
/// each step re-reads `user_version` under the write lock, so a step another process applied is skipped,
/// never run twice.
struct SchemaMigrator {
  let history: SchemaHistory
  let path: String

  /// Applies what is missing; returns the ids of the migrations this call applied.
  func migrate(_ pool: DatabasePool) throws -> [String] {
    let start = try pool.read { db in try version(db) }
    guard start < history.version || start == 0 else { return [] }
    var applied: [String] = []
    while true {
      let step = try pool.writeWithoutTransaction { db in try db.immediateTransaction { try next(db) } }
      switch step {
      case .upToDate: return applied
      case .adopted: continue
      case .applied(let id): applied.append(id)
      }
    }
  }

  private enum Step {
    case upToDate
    case adopted
    case applied(String)
  }

  /// One step, inside the caller's IMMEDIATE transaction.
  private func next(_ db: Database) throws -> Step {
    let current = try version(db)
    if current == 0, let legacy = try legacyVersion(db), legacy > 0 {
      try setVersion(legacy, db)
      return .adopted
    }
    guard current < history.version else { return .upToDate }
    let migration = history.migrations[current]
    do {
      try migration.apply(db)
    } catch {
      let detail = (error as? DatabaseError)?.message ?? "\(error)"
      throw DataLayerError(.migrationFailed, path: path, detail: detail, value: migration.id)
    }
    try setVersion(current + 1, db)
    return .applied(migration.id)
  }

  /// The file's `user_version`, always an index into the history's steps: it throws `newerSchema` when it is
  /// past what this build knows, `impossibleSchema` when it is below zero (no build writes that; `PRAGMA
  /// user_version` holds any 32-bit number another program put there).
  private func version(_ db: Database) throws -> Int {
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    guard version >= 0 else {
      throw DataLayerError(.impossibleSchema, path: path, version: version, knownVersion: history.version)
    }
    guard version <= history.version else {
      throw DataLayerError(.newerSchema, path: path, version: version, knownVersion: history.version)
    }
    return version
  }

  /// The version a file from before `user_version` has, or `nil` when it is not such a file.
  private func legacyVersion(_ db: Database) throws -> Int? {
    guard try db.tableExists("grdb_migrations") else { return nil }
    let identifiers = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
    guard let version = history.legacyVersion(identifiers) else {
      let unknown = identifiers.subtracting(["v1"]).sorted().joined(separator: "', '")
      throw DataLayerError(.newerSchema, path: path, value: unknown)
    }
    return version
  }

  private func setVersion(_ version: Int, _ db: Database) throws {
    try db.execute(sql: "PRAGMA user_version = \(version)")
  }
}

extension Database {
  /// Runs `body` in one IMMEDIATE transaction: it takes the write lock first (waiting out another process
  /// up to the busy timeout), so what it reads cannot change before it writes. Rolled back if `body` throws.
  func immediateTransaction<T>(_ body: () throws -> T) throws -> T {
    try beginTransaction(.immediate)
    do {
      let value = try body()
      try commit()
      return value
    } catch {
      try? rollback()
      throw error
    }
  }
}
