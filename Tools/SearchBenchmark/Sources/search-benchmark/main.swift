import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models

// `make bench-search`: builds 100,000 saved articles in a fresh database, then times the saved-article search
// (SQLite FTS5, as the app runs it) against a `LIKE '%term%'` scan of the same rows for every word class issue
// 23 names, and prints p50 and p99 per query and per class, their ratio, and a verdict against the goal.
// A benchmark: it prints numbers and asserts nothing.

let articleCount = Int(ProcessInfo.processInfo.environment["BENCH_ARTICLES"] ?? "") ?? 100_000
let ftsRuns = 60
let likeRuns = 6
/// Issue 23's goal: every class under 5 ms at p99, and at least 25 times faster than `LIKE` at p99.
let goalP99 = 5.0
let goalRatio = 25.0

/// The rows a `LIKE` scan finds: every word in some column, case-insensitive for ASCII only.
func likeScan(_ text: String, _ db: Database) throws -> [String] {
  let words = text.split(separator: " ").map(String.init)
  let columns = ["title", "description", "content", "author", "source_name"]
  let condition = words.map { _ in "(" + columns.map { "\($0) LIKE ?" }.joined(separator: " OR ") + ")" }
    .joined(separator: " AND ")
  let arguments = StatementArguments(words.flatMap { word in columns.map { _ in "%\(word)%" } })
  return try String.fetchAll(db, sql: "SELECT article_id FROM saved_articles WHERE \(condition)", arguments: arguments)
}

func loadAverage() -> String {
  var load = [Double](repeating: 0, count: 3)
  _ = getloadavg(&load, 3)
  return String(format: "%.2f %.2f %.2f", load[0], load[1], load[2])
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
let queryCount = WordClass.all.reduce(0) { $0 + $1.queries.count }
print(
  "search benchmark: \(articleCount) saved articles built in \(buildTime.components.seconds) s; average title "
    + "\(lengths.title / articleCount), description \(lengths.description / articleCount), content "
    + "\(lengths.content / articleCount) characters; database \(size / 1_048_576) MiB")
print(
  "SQLite \(try database.sqliteVersion()); load average \(loadAverage()); FTS \(ftsRuns) runs and LIKE "
    + "\(likeRuns) runs of each of \(queryCount) queries, after one warm-up run; the search ranks the "
    + "\(SavedArticlesClient.searchWindow) matches saved last and returns \(SavedArticlesClient.searchLimit)")
print("")
print(
  "query".rightPadded(20) + "  FTS hits    FTS p50     FTS p99   LIKE hits    LIKE p50    LIKE p99")

let reader = try DatabaseQueue(
  path: url.path,
  configuration: {
    var c = Configuration(); c.readonly = true; return c
  }())
var classFTS: [Samples] = []
var classLike: [Samples] = []
for wordClass in WordClass.all {
  print("[\(wordClass.name)]")
  var ftsOfClass = Samples()
  var likeOfClass = Samples()
  for query in wordClass.queries {
    let ftsHits = try await store.searchIDs(query).count
    let likeHits = try await reader.read { db in try likeScan(query, db) }.count
    var fts = Samples()
    for _ in 0..<ftsRuns {
      fts.record(try await Samples.measure { _ = try await store.searchIDs(query) })
    }
    var like = Samples()
    for _ in 0..<likeRuns {
      like.record(try await Samples.measure { _ = try await reader.read { db in try likeScan(query, db) } })
    }
    ftsOfClass.append(fts)
    likeOfClass.append(like)
    print(
      query.rightPadded(20) + String(format: "  %8d", ftsHits) + format(percentile(fts.wall, 0.5)).leftPadded(11)
        + format(percentile(fts.wall, 0.99)).leftPadded(12) + String(format: "  %10d", likeHits)
        + format(percentile(like.wall, 0.5)).leftPadded(12) + format(percentile(like.wall, 0.99)).leftPadded(12))
  }
  classFTS.append(ftsOfClass)
  classLike.append(likeOfClass)
}

print("")
print(
  "class".rightPadded(20) + "    FTS p50     FTS p99   (CPU p99)    LIKE p50    LIKE p99   LIKE/FTS p50   p99")
var all = (fts: Samples(), like: Samples())
var worst = (name: "", p99: 0.0, cpu: 0.0)
var weakest = (name: "", ratio: Double.infinity)
for (index, wordClass) in WordClass.all.enumerated() {
  let fts = classFTS[index]
  let like = classLike[index]
  all.fts.append(fts)
  all.like.append(like)
  let p99 = percentile(fts.wall, 0.99)
  let ratioP99 = percentile(like.wall, 0.99) / p99
  if p99 > worst.p99 { worst = (wordClass.name, p99, percentile(fts.cpu, 0.99)) }
  if ratioP99 < weakest.ratio { weakest = (wordClass.name, ratioP99) }
  print(
    wordClass.name.rightPadded(20) + format(percentile(fts.wall, 0.5)).leftPadded(11) + format(p99).leftPadded(12)
      + format(percentile(fts.cpu, 0.99)).leftPadded(12) + format(percentile(like.wall, 0.5)).leftPadded(12)
      + format(percentile(like.wall, 0.99)).leftPadded(12)
      + ratio(percentile(like.wall, 0.5) / percentile(fts.wall, 0.5)).leftPadded(15) + ratio(ratioP99).leftPadded(6))
}
let ftsP50 = percentile(all.fts.wall, 0.5)
let ftsP99 = percentile(all.fts.wall, 0.99)
let likeP50 = percentile(all.like.wall, 0.5)
let likeP99 = percentile(all.like.wall, 0.99)
print(
  "all queries".rightPadded(20) + format(ftsP50).leftPadded(11) + format(ftsP99).leftPadded(12)
    + format(percentile(all.fts.cpu, 0.99)).leftPadded(12) + format(likeP50).leftPadded(12)
    + format(likeP99).leftPadded(12) + ratio(likeP50 / ftsP50).leftPadded(15) + ratio(likeP99 / ftsP99).leftPadded(6))
print("")
let fastEnough = worst.p99 < goalP99
let farEnough = weakest.ratio >= goalRatio
print(
  "goal: p99 under \(format(goalP99)) in every class (\(fastEnough ? "met" : "missed"): slowest '\(worst.name)' "
    + "\(format(worst.p99))) and at least \(ratio(goalRatio)) LIKE at p99 (\(farEnough ? "met" : "missed"): "
    + "lowest '\(weakest.name)' \(ratio(weakest.ratio))); load average now \(loadAverage())")
BenchRow(
  row: "saved search p99, \(grouped(articleCount)) articles, slowest word class",
  figure: "\(format(worst.p99)) ('\(worst.name)'; CPU \(format(worst.cpu)))", goal: "< \(Int(goalP99)) ms",
  met: fastEnough
).append()
BenchRow(
  row: "saved search vs LIKE at p99, weakest word class", figure: "\(ratio(weakest.ratio)) ('\(weakest.name)')",
  goal: "≥ \(ratio(goalRatio))", met: farEnough
).append()
try database.close()

extension AppDatabase {
  func sqliteVersion() throws -> String {
    let queue = try DatabaseQueue()
    return try queue.read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "?" }
  }
}
