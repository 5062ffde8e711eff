import Foundation
import GRDB
import MosaicTestSupport
import TestExpectations
import Testing

/// Pictures through the built `mosaic`: the embedded catalog's BlurHashes with no key and no network,
/// and mosaic-mock-api's PNGs with the disk cache's hard limit.
@Suite struct ImageEndToEndTests {
  static let photoID = "q5Aq-4pHXK9"
  static let escape = "\u{1B}["

  @Test func photoImage_drawsAboveThePage_withNoKeyAndNoNetwork() async throws {
    try await withSandbox { sandbox in
      let plain = try await sandbox.mosaic(["photo", Self.photoID])
      let drawn = try await sandbox.mosaic(["photo", Self.photoID, "--image", "--width", "40"])
      #expect(drawn.status == 0, "\(drawn)")
      // Not a terminal and no COLORTERM: the asked-for picture comes in 256 colors, then the same page.
      let lines = drawn.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first?.contains(Self.escape + "38;5;") == true)
      #expect(lines.first?.contains("▀") == true)
      #expect(drawn.stdout.hasSuffix(plain.stdout))
      #expect(!plain.stdout.contains(Self.escape))
      let truecolor = try await sandbox.mosaic(
        ["photo", Self.photoID, "--image", "--width", "40"], environment: ["COLORTERM": "truecolor"])
      #expect(truecolor.stdout.contains(Self.escape + "38;2;"))
      let cache = try jsonObject(try await sandbox.mosaic(["cache", "--json"]).stdout)
      let images = try #require(cache["images"] as? [String: Any])
      #expect((images["entries"] as? Int ?? 0) >= 1)
    }
  }

  @Test func noColor_letsTheAltTextStandIn() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["photo", Self.photoID, "--image"], environment: ["NO_COLOR": "1"])
      #expect(result.status == 0, "\(result)")
      #expect(!result.stdout.contains(Self.escape))
      #expect(result.stdout.hasPrefix("["))
      let forced = try await sandbox.mosaic(
        ["photo", Self.photoID, "--image", "--graphics", "truecolor"], environment: ["NO_COLOR": "1"])
      #expect(forced.stdout.contains(Self.escape + "38;2;"))
    }
  }

  @Test func galleryThumbnails_drawTheFirstPage_withAuthorsAndStars() async throws {
    try await withSandbox { sandbox in
      let ids = try await galleryIDs(sandbox)
      _ = try await sandbox.mosaic(["favorites", "add", ids[1]])
      let result = try await sandbox.mosaic(["gallery", "--thumbnails", "--width", "80"])
      #expect(result.status == 0, "\(result)")
      for id in ids { #expect(result.stdout.contains(id), "\(id)") }
      #expect(result.stdout.contains("▀"))
      #expect(result.stdout.contains("★ "))
      // Four thumbnails of 16 columns and three gaps of 2 fit in 80 columns.
      let captions = result.stdout.split(separator: "\n").filter { $0.contains(ids[0]) }
      #expect(captions.count == 1 && captions[0].contains(ids[3]) && !captions[0].contains(ids[4]))
      let cache = try jsonObject(try await sandbox.mosaic(["cache", "--json"]).stdout)
      let run = try #require(cache["lastRun"] as? [String: Any])
      #expect(run["requests"] as? Int == 30)
    }
  }

  @Test func badLimit_isOneSentence() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["cache"], environment: ["MOSAIC_IMAGE_DISK_LIMIT": "lots"])
      expectOneSentenceError(result, containing: "MOSAIC_IMAGE_DISK_LIMIT is 'lots'")
      let doctor = try await sandbox.mosaic(["doctor", "--offline"], environment: ["MOSAIC_IMAGE_MEMORY_LIMIT": "2XB"])
      #expect(doctor.status == 1 && doctor.stdout.contains("MOSAIC_IMAGE_MEMORY_LIMIT is '2XB'"))
      let fine = try await sandbox.mosaic(
        ["doctor", "--offline", "--json"], environment: ["MOSAIC_IMAGE_DISK_LIMIT": "2MB"])
      let images = try #require(try jsonObject(fine.stdout)["images"] as? [String: Any])
      #expect(images["diskLimit"] as? Int == 2_000_000 && images["memoryLimit"] as? Int == 100_000_000)
    }
  }

  @Test func mockAPI_allThumbnails_stayWithinTheDiskLimit_andASecondRunAsksNothing() async throws {
    try await withMockServer { server in
      try await withSandbox { sandbox in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "e2e-images"]
        let limited = environment.merging(["MOSAIC_IMAGE_DISK_LIMIT": "60KB"]) { _, new in new }
        let first = try await sandbox.mosaic(["gallery", "--thumbnails", "--all"], environment: limited)
        #expect(first.status == 0, "\(first)")
        let cache = try jsonObject(try await sandbox.mosaic(["cache", "--json"], environment: limited).stdout)
        let images = try #require(cache["images"] as? [String: Any])
        #expect((images["bytes"] as? Int ?? .max) <= 60_000)
        #expect((images["entries"] as? Int ?? 0) > 0)
        #expect(Self.pictureBytes(sandbox) <= 60_000)
        // With room for every picture, the second run is served from disk.
        _ = try await sandbox.mosaic(["cache", "clear", "images"], environment: environment)
        _ = try await sandbox.mosaic(["gallery", "--thumbnails", "--all"], environment: environment)
        let before = try await server.stats().requests.images
        let second = try await sandbox.mosaic(["gallery", "--thumbnails", "--all"], environment: environment)
        #expect(second.status == 0, "\(second)")
        #expect(try await server.stats().requests.images == before)
        let run = try #require(
          try jsonObject(try await sandbox.mosaic(["cache", "--json"]).stdout)["lastRun"] as? [String: Any])
        #expect(run["hitRate"] as? Double == 1 && run["downloads"] as? Int == 0)
      }
    }
  }

  @Test func processesSharingTheCache_neverPassItsLimit() async throws {
    try await withMockServer(["--latency-ms", "2"]) { server in
      try await withSandbox { sandbox in
        let environment = [
          "MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "e2e-images",
          "MOSAIC_IMAGE_DISK_LIMIT": "40KB",
        ]
        let results = try await withThrowingTaskGroup(of: CommandResult.self) { group in
          for page in 1...3 {
            group.addTask {
              try await sandbox.mosaic(["gallery", "--thumbnails", "--page", "\(page)"], environment: environment)
            }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result.status == 0, "\(result)") }
        #expect(Self.pictureBytes(sandbox) <= 40_000)
        let images = try #require(
          try jsonObject(try await sandbox.mosaic(["cache", "--json"], environment: environment).stdout)["images"]
            as? [String: Any])
        #expect((images["bytes"] as? Int ?? .max) <= 40_000)
      }
    }
  }

  @Test func killedProcess_leavesNoPartialPictureThatIsLaterServed() async throws {
    try await withMockServer(["--drip-ms", "5"]) { server in
      try await withSandbox { sandbox in
        let environment = sandbox.environment([
          "MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "e2e-images",
        ])
        let process = try ChildProcess.start(
          try Binaries.mosaic(), ["gallery", "--thumbnails", "--all"], environment: environment, output: .null,
          errors: .null)
        let exit = Task { await process.waitForExit() }
        // Wait (at most 60 s) until pictures are being written, then kill it mid-run. The watch runs on a thread of
        // its own: a test process busy with other suites once woke a polling task only after the run had ended.
        await withCheckedContinuation { (killed: CheckedContinuation<Void, Never>) in
          Thread.detachNewThread {
            let deadline = Date().addingTimeInterval(60)
            while Self.pictureFiles(sandbox).count + Self.pictureRows(sandbox).count < 5, Date() < deadline,
              !process.hasExited
            {
              usleep(5_000)
            }
            process.terminate(SIGKILL)
            killed.resume()
          }
        }
        #expect(await exit.value.signal == SIGKILL)
        // The next run reads every kept picture back; none fails to decode, and the folder adds up.
        let next = try await sandbox.mosaic(["gallery", "--thumbnails", "--all"], environment: environment)
        #expect(next.status == 0, "\(next)")
        expectAll(next.stderr.split(separator: "\n"), "\(next.stderr)") { $0.hasPrefix("Loading") }
        let cache = try jsonObject(try await sandbox.mosaic(["cache", "--json"], environment: environment).stdout)
        let images = try #require(cache["images"] as? [String: Any])
        #expect(images["bytes"] as? Int == Self.pictureBytes(sandbox))
        expectNone(Self.pictureFiles(sandbox)) { $0.lastPathComponent.hasSuffix(".tmp") }
      }
    }
  }

  static func pictureFiles(_ sandbox: Sandbox) -> [URL] {
    let folder = sandbox.cacheDirectory.appendingPathComponent("images")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".img") || $0.hasSuffix(".tmp") }.map { folder.appendingPathComponent($0) }
  }

  /// The pictures kept in the cache's index (thumbnails are rows of it, not files): how many, and their bytes. Read
  /// through a connection of this process, as another `mosaic` would; zeros before there is an index.
  static func pictureRows(_ sandbox: Sandbox) -> (count: Int, bytes: Int) {
    let index = sandbox.cacheDirectory.appendingPathComponent("images/index.sqlite").path
    guard FileManager.default.fileExists(atPath: index) else { return (0, 0) }
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    guard let queue = try? DatabaseQueue(path: index, configuration: configuration) else { return (0, 0) }
    defer { try? queue.close() }
    let row = try? queue.read { db -> Row? in
      guard try db.tableExists("image_data") else { return nil }
      return try Row.fetchOne(
        db, sql: "SELECT COUNT(*) AS count, COALESCE(SUM(length(data)), 0) AS bytes FROM image_data")
    }
    guard let row else { return (0, 0) }
    return (row["count"], row["bytes"])
  }

  /// Bytes of every picture in the cache: its files and the pictures kept in its index.
  static func pictureBytes(_ sandbox: Sandbox) -> Int {
    pictureFiles(sandbox).reduce(0) { total, file in
      total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    } + pictureRows(sandbox).bytes
  }
}
