// `make bench-images`: the image pipeline's numbers, printed, never asserted.
//
// 1. 1,000 distinct thumbnails from mosaic-mock-api (2 ms added latency per request) through the pipeline
//    (all requested at once: coalesced, six downloads at a time) versus one at a time, each run with empty
//    caches and timed until its disk cache has written every picture (`WRITE_THROUGH=1`: each load waits for
//    its picture's write, as before pictures were written behind). With MOSAIC_BENCH_ROWS naming a file, the
//    speed-up is appended to it as the row "1,000 thumbnails, pipeline vs one at a time". The mock is warm: it keeps every picture rendered (`--rendered-images`) and each was asked for
//    once before the timing, so the runs time the client, not the mock's PNG encoder on the same two cores
//    (`MOCK_COLD=1` measures the way the first sessions did: the mock renders every picture during the runs).
// 2. The memory-cache hit path: the same 1,000 requests again, per image.
// 3. Drawing a 30-thumbnail grid (16 × 16 pixels each) in 24-bit color, per grid.
import Core
import DataLayerLive
import Foundation
import ImageCodecs
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import TerminalGraphics

func pipeline(in folder: URL, writeThrough: Bool) -> (ImagePipeline, ImageFileStore) {
  let store = ImageFileStore(directory: folder, limit: 200_000_000)
  let disk = ImageDiskCache(
    entry: { url in
      await store.entry(for: url.absoluteString).map {
        DiskImage(data: $0.data, etag: $0.etag, expiresAt: $0.expiresAt)
      }
    },
    store: { url, data, etag, expiresAt in
      if writeThrough {
        await store.store(data, for: url.absoluteString, etag: etag, expiresAt: expiresAt)
      } else {
        await store.storeBehind(data, for: url.absoluteString, etag: etag, expiresAt: expiresAt)
      }
    },
    refresh: { url, expiresAt in await store.refresh(url.absoluteString, expiresAt: expiresAt) },
    remove: { url in await store.remove(url.absoluteString) })
  let pipeline = ImagePipeline(
    source: .http(http: .urlSession(), rateLimits: .inMemory()), disk: disk, decoder: .system())
  return (pipeline, store)
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

let environment = ProcessInfo.processInfo.environment
let cold = environment["MOCK_COLD"] == "1"
/// `WRITE_THROUGH=1`: each load waits until its picture is in the disk cache, as before issue 23's second part.
let writeThrough = environment["WRITE_THROUGH"] == "1"
let server = try await MockServer.start(["--latency-ms", "2"] + (cold ? [] : ["--rendered-images", "2000"]))
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let ids = EmbeddedIDs.all
let requests = ids.flatMap { id in [24, 32, 40].map { (id, $0) } }.prefix(1_000).compactMap { id, width in
  URL(string: "\(server.baseURL)/img/\(id)?w=\(width)").map {
    ImageRequest(url: $0, size: PixelSize(width: 16, height: 16), fit: .fill)
  }
}
let clock = ContinuousClock()
print(
  "image pipeline benchmark (\(requests.count) distinct thumbnails, mock latency 2 ms, "
    + (cold ? "cold mock: it renders every picture while timed)" : "warm mock: every picture rendered before)"))
if !cold {
  // Every picture asked for once, untimed, through a pipeline with no disk cache: the mock renders and keeps each.
  let warming = ImagePipeline(source: .http(http: .urlSession(), rateLimits: .inMemory()), decoder: .system())
  try await withThrowingTaskGroup(of: Void.self) { group in
    for request in requests { group.addTask { _ = try await warming.image(request) } }
    try await group.waitForAll()
  }
}

// One at a time: each request awaited before the next, empty caches.
let (serial, serialStore) = pipeline(in: folder.appendingPathComponent("serial"), writeThrough: writeThrough)
let before = try await server.stats().requests.images
let serialTime = try await clock.measure {
  for request in requests { _ = try await serial.image(request) }
  await serialStore.flush()
}
serialStore.close()
let serialRequests = try await server.stats().requests.images - before

// The pipeline: every request at once.
let (concurrent, concurrentStore) = pipeline(
  in: folder.appendingPathComponent("concurrent"), writeThrough: writeThrough)
let middle = try await server.stats().requests.images
let concurrentTime = try await clock.measure {
  try await withThrowingTaskGroup(of: Void.self) { group in
    for request in requests { group.addTask { _ = try await concurrent.image(request) } }
    try await group.waitForAll()
  }
  await concurrentStore.flush()
}
let concurrentRequests = try await server.stats().requests.images - middle
let peak = await concurrent.peakDownloads
print("  one at a time      \(format(seconds(serialTime))) s  (\(serialRequests) requests)")
print(
  "  pipeline           \(format(seconds(concurrentTime))) s  (\(concurrentRequests) requests, "
    + "at most \(peak) at once)")
let speedUp = seconds(serialTime) / seconds(concurrentTime)
print("  speed-up           \(format(speedUp, 1))×  (goal: ≥ 4×, stretch 6×)")
if let rows = environment["MOSAIC_BENCH_ROWS"], !rows.isEmpty {
  let row =
    "1,000 thumbnails, pipeline vs one at a time\t\(format(speedUp, 1))×\t≥ 4×\t\(speedUp >= 4 ? "yes" : "no")\n"
  if let handle = FileHandle(forWritingAtPath: rows)
    ?? {
      FileManager.default.createFile(atPath: rows, contents: nil)
      return FileHandle(forWritingAtPath: rows)
    }()
  {
    handle.seekToEndOfFile()
    handle.write(Data(row.utf8))
    handle.closeFile()
  }
}

// Memory hits: the same requests again, five rounds.
let rounds = 5
let hitTime = try await clock.measure {
  for _ in 0..<rounds { for request in requests { _ = try await concurrent.image(request) } }
}
let statistics = await concurrent.statistics
print(
  "  memory hit         \(format(seconds(hitTime) / Double(rounds * requests.count) * 1e6)) µs per image  "
    + "(hit rate \(format((statistics.hitRate ?? 0) * 100, 1)) %)")
concurrentStore.close()

// Drawing a grid of 30 thumbnails.
var thumbnails: [Bitmap] = []
for request in requests.prefix(30) { thumbnails.append(try await concurrent.image(request)) }
let grid = CellGrid(cellWidth: 16, gap: 2)
let draws = 200
var bytes = 0
let drawTime = clock.measure {
  for _ in 0..<draws {
    let blocks = thumbnails.map {
      TerminalPicture.draw($0, mode: .truecolor, cells: CellSize(columns: 16, rows: 8)).lines
    }
    bytes = grid.lines(for: blocks, fitting: 120).reduce(0) { $0 + $1.utf8.count }
  }
}
print("  30-thumbnail grid  \(format(seconds(drawTime) / Double(draws) * 1e3)) ms per grid, truecolor, \(bytes) bytes")
await server.stop()
