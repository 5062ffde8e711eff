import Foundation
import MosaicHost
import Testing

extension HostRuns {
  /// `mosaic cache`: limits, use and the last run's counters; `mosaic cache clear` empties what it names.
  @Suite struct CacheCommandTests {
    let sandbox = HostSandbox()

    func document(_ extra: [String: String] = [:]) async throws -> [String: Any] {
      let result = await sandbox.run(["cache", "--json"], environment: extra)
      #expect(result.status == 0, "\(result.errors)")
      return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func cache_showsLimitsUseAndTheLastRun_thenClears() async throws {
      defer { sandbox.remove() }
      let empty = try await document(["MOSAIC_IMAGE_MEMORY_LIMIT": "10MB"])
      #expect(empty["memoryLimit"] as? Int == 10_000_000 && empty["diskLimit"] as? Int == 200_000_000)
      #expect(empty["lastRun"] is NSNull || empty["lastRun"] == nil)
      let gallery = await sandbox.run(["gallery", "--thumbnails", "--per-page", "5"])
      #expect(gallery.status == 0, "\(gallery.errors)")
      let filled = try await document()
      let images = try #require(filled["images"] as? [String: Any])
      #expect(images["entries"] as? Int == 5 && (images["bytes"] as? Int ?? 0) > 0)
      let run = try #require(filled["lastRun"] as? [String: Any])
      // Offline the pictures are BlurHashes rendered here: none was downloaded.
      #expect(run["requests"] as? Int == 5 && run["rendered"] as? Int == 5 && run["downloads"] as? Int == 0)
      let cleared = await sandbox.run(["cache", "clear", "images"])
      #expect(cleared.status == 0 && cleared.output.hasPrefix("Cleared: images."), "\(cleared.output)")
      let after = try #require(try await document()["images"] as? [String: Any])
      #expect(after["entries"] as? Int == 0 && after["bytes"] as? Int == 0)
    }

    @Test func text_countsOneOfAKindInTheSingular_andRendersApartFromDownloads() async throws {
      defer { sandbox.remove() }
      let gallery = await sandbox.run(["gallery", "--thumbnails", "--per-page", "1"])
      #expect(gallery.status == 0, "\(gallery.errors)")
      let text = await sandbox.run(["cache"])
      #expect(text.output.contains(" · 1 picture · "), "\(text.output)")
      #expect(text.output.contains("1 request · "), "\(text.output)")
      #expect(text.output.contains("0 downloaded · 1 rendered offline · "), "\(text.output)")
      #expect(!text.output.contains("1 pictures") && !text.output.contains("1 requests"))
      #expect(text.output.contains("0 answers · "), "\(text.output)")
    }

    @Test func clear_refusesAnUnknownKind() async {
      defer { sandbox.remove() }
      let result = await sandbox.run(["cache", "clear", "thumbnails"])
      #expect(result.status == 64)
    }
  }
}
