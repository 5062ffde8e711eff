import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models

// `make bench-search`: builds 100,000 saved articles in a fresh database, then times, for 20 queries, the
// saved-article search (SQLite FTS5, ranked, as the app runs it) against a `LIKE '%term%'` scan of the
// same rows, and prints p50, p99 and their ratio. A benchmark: it prints numbers and asserts nothing.

let articleCount = Int(ProcessInfo.processInfo.environment["BENCH_ARTICLES"] ?? "") ?? 100_000
let ftsRuns = 40
let likeRuns = 6

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
  return sorted[max(index, 0)]
}

func format(_ value: Double) -> String {
  value < 10 ? String(format: "%.3f ms", value) : String(format: "%.1f ms", value)
}

/// The rows a `LIKE` scan finds: every word in some column, case-insensitive for ASCII only.
func likeScan(_ text: String, _ db: Database) throws -> [String] {
  let words = text.split(separator: " ").map(String.init)
  let columns = ["title", "description", "content", "author", "source_name"]
  let condition = words.map { _ in "(" + columns.map { "\($0) LIKE ?" }.joined(separator: " OR ") + ")" }
    .joined(separator: " AND ")
  let arguments = StatementArguments(words.flatMap { word in columns.map { _ in "%\(word)%" } })
  return try String.fetchAll(db, sql: "SELECT article_id FROM saved_articles WHERE \(condition)", arguments: arguments)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let url = directory.appendingPathComponent("mosaic.sqlite")

let clock = ContinuousClock()
var corpus = Corpus(seed: 0x5EA2_C4B3_0000_0001)
let built = clock.now
let articles = try (0..<articleCount).map { try corpus.article($0) }
let database = try AppDatabase(url: url)
let store = SavedArticlesStore(database: database)
try await store.restore(articles)
let buildTime = built.duration(to: clock.now)

let lengths = articles.reduce(into: (title: 0, description: 0, content: 0)) { total, saved in
  total.title += saved.article.title.count
  total.description += saved.article.description?.count ?? 0
  total.content += saved.article.content?.count ?? 0
}
let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
var load = [Double](repeating: 0, count: 3)
_ = getloadavg(&load, 3)
print(
  "search benchmark: \(articleCount) saved articles built in \(format(milliseconds(buildTime))); average title "
    + "\(lengths.title / articleCount), description \(lengths.description / articleCount), content "
    + "\(lengths.content / articleCount) characters; database \(size / 1_048_576) MiB")
print(
  "SQLite \(try database.sqliteVersion()); load average \(String(format: "%.2f", load[0])); FTS \(ftsRuns) runs "
    + "and LIKE \(likeRuns) runs of each of \(Corpus.queries.count) queries, after one warm-up run")
print("")
print(
  "query".padding(toLength: 20, withPad: " ", startingAt: 0) + "  FTS hits    FTS p50     FTS p99   LIKE hits"
    + "    LIKE p50    LIKE p99")

let reader = try DatabaseQueue(
  path: url.path,
  configuration: {
    var c = Configuration(); c.readonly = true; return c
  }())
var allFTS: [Double] = []
var allLike: [Double] = []
for query in Corpus.queries {
  let ftsHits = try await store.searchIDs(query).count
  let likeHits = try await reader.read { db in try likeScan(query, db) }.count
  var fts: [Double] = []
  for _ in 0..<ftsRuns {
    let start = clock.now
    _ = try await store.searchIDs(query)
    fts.append(milliseconds(start.duration(to: clock.now)))
  }
  var like: [Double] = []
  for _ in 0..<likeRuns {
    let start = clock.now
    _ = try await reader.read { db in try likeScan(query, db) }
    like.append(milliseconds(start.duration(to: clock.now)))
  }
  allFTS += fts
  allLike += like
  print(
    query.padding(toLength: 20, withPad: " ", startingAt: 0)
      + String(format: "  %8d", ftsHits) + format(percentile(fts, 0.5)).leftPadded(11)
      + format(percentile(fts, 0.99)).leftPadded(12) + String(format: "  %10d", likeHits)
      + format(percentile(like, 0.5)).leftPadded(12) + format(percentile(like, 0.99)).leftPadded(12))
}
let ftsP50 = percentile(allFTS, 0.5)
let ftsP99 = percentile(allFTS, 0.99)
let likeP50 = percentile(allLike, 0.5)
let likeP99 = percentile(allLike, 0.99)
print("")
print(
  "all queries: FTS p50 \(format(ftsP50)), p99 \(format(ftsP99)); LIKE p50 \(format(likeP50)), p99 \(format(likeP99))")
print(String(format: "LIKE / FTS: %.0f× at p50, %.0f× at p99", likeP50 / ftsP50, likeP99 / ftsP99))
print(
  "goal: FTS p99 under 5 ms (\(ftsP99 < 5 ? "met" : "missed")), at least 50× faster than LIKE (\(likeP99 / ftsP99 >= 50 && likeP50 / ftsP50 >= 50 ? "met" : "missed"))"
)
try database.close()

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

extension AppDatabase {
  func sqliteVersion() throws -> String {
    let queue = try DatabaseQueue()
    return try queue.read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "?" }
  }
}
