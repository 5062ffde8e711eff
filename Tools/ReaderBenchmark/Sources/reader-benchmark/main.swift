import ArticleExtraction
import Foundation

// `make bench-reader`: runs the article extractor over the public article-extraction benchmark (181 real
// pages, gzip-compressed, with their true article bodies in ground-truth.json) and prints precision, recall
// and F1 over word 4-shingles as the benchmark's evaluation computes them (each averaged over pages, F1 of
// the two averages), pages per second, and the five pages that scored worst. A benchmark: it prints numbers
// and asserts nothing. The corpus is MOSAIC_READER_CORPUS, else ../shared/corpora/article-extraction-benchmark
// from the repository's root; without it the benchmark says so in one sentence and exits 0.
//
//   reader-benchmark [--dump DIR] [--page ID] [--rounds N]

let arguments = CommandLine.arguments.dropFirst()
func option(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), arguments.index(after: index) < arguments.endIndex else {
    return nil
  }
  return arguments[arguments.index(after: index)]
}

let corpusPath =
  ProcessInfo.processInfo.environment["MOSAIC_READER_CORPUS"] ?? "../shared/corpora/article-extraction-benchmark"
let corpus = URL(fileURLWithPath: corpusPath)
let truthFile = corpus.appendingPathComponent("ground-truth.json")
guard let truthData = try? Data(contentsOf: truthFile) else {
  print("bench-reader: no corpus at '\(corpusPath)' (set MOSAIC_READER_CORPUS to the benchmark's folder); skipped.")
  exit(0)
}
guard let truth = try? JSONDecoder().decode([String: BenchmarkPage].self, from: truthData) else {
  print("bench-reader: '\(truthFile.path)' is not the benchmark's ground truth; skipped.")
  exit(0)
}

var ids = truth.keys.sorted()
if let only = option("--page") { ids = ids.filter { $0.hasPrefix(only) } }
var pages: [(id: String, bytes: [UInt8])] = []
for id in ids {
  let file = corpus.appendingPathComponent("html/\(id).html.gz")
  guard let data = try? Data(contentsOf: file), let bytes = Gzip.inflate(data) else {
    print("bench-reader: '\(file.path)' is missing or not gzip; skipped.")
    exit(0)
  }
  pages.append((id, bytes))
}

let extractor = ArticleExtractor()
let dump = option("--dump").map { URL(fileURLWithPath: $0) }
if let dump { try? FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true) }
var scores: [(id: String, score: ShingleScore)] = []
let clock = ContinuousClock()
var fastest = Duration.seconds(1_000_000)
let rounds = max(1, Int(option("--rounds") ?? "") ?? 3)
for round in 0..<rounds {
  let started = clock.now
  for page in pages {
    let url = truth[page.id]?.url.flatMap(URL.init(string:))
    // The corpus's pages are UTF-8, as its README says; that is the Content-Type a server would send.
    let text = (try? extractor.extract(page.bytes, contentType: "text/html; charset=utf-8", pageURL: url))?.plainText
    guard round == 0 else { continue }
    let prediction = text ?? ""
    scores.append((page.id, ShingleScore(truth: truth[page.id]?.articleBody ?? "", prediction: prediction)))
    if let dump {
      try? prediction.write(to: dump.appendingPathComponent("\(page.id).txt"), atomically: true, encoding: .utf8)
    }
  }
  fastest = min(fastest, clock.now - started)
}

func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
let precision = mean(scores.compactMap(\.score.precision))
let recall = mean(scores.compactMap(\.score.recall))
let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
let seconds = Double(fastest.components.seconds) + Double(fastest.components.attoseconds) / 1e18
let bytes = pages.reduce(0) { $0 + $1.bytes.count }
print("bench-reader: \(pages.count) pages of '\(corpusPath)' (\(bytes / 1_048_576) MB of HTML)")
print(String(format: "F1 %.3f  precision %.3f  recall %.3f", f1, precision, recall))
print(
  String(
    format: "%.1f pages/s (%.1f ms a page, fastest of %d rounds, one core)", Double(pages.count) / seconds,
    seconds * 1_000 / Double(max(1, pages.count)), rounds))
print("worst pages (F1, precision, recall, id, URL):")
for (id, score) in scores.sorted(by: { $0.score.f1 < $1.score.f1 }).prefix(Int(option("--worst") ?? "") ?? 5) {
  print(
    String(
      format: "  %.3f  %.3f  %.3f  %@  %@", score.f1, score.precision ?? 0, score.recall ?? 0, String(id.prefix(12)),
      truth[id]?.url ?? "?"))
}

struct BenchmarkPage: Decodable {
  var articleBody: String
  var url: String?
}
