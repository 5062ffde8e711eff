import Foundation
import MosaicTestSupport
import Testing

/// Issue 12: `mosaic` links the Swift runtime and Foundation in and opens libcurl only for a request. The
/// dynamic loader says what it loads when `LD_DEBUG=files` is set: a run on the embedded catalog loads no
/// libcurl, a run against mosaic-mock-api loads it once, and the answer is the same as ever.
@Suite struct CurlOnDemandEndToEndTests {
  static let key = "e2e-curl-key-\(UUID().uuidString)"

  /// How many times the loader opened libcurl during a run, and whether the Swift runtime came from a shared
  /// library (a build linked the default way, as under the sanitizers, where libcurl loads at start).
  struct Loads {
    let curl: Int
    let sharedSwiftRuntime: Bool

    init(_ result: CommandResult) {
      let lines = result.stderr.split(separator: "\n")
      curl =
        lines.filter { $0.contains("file=libcurl") && $0.contains("dynamically loaded by") }.count
        + lines.filter { $0.contains("file=libcurl") && $0.contains("needed by") }.count
      sharedSwiftRuntime = lines.contains { $0.contains("file=libswiftCore.so") }
    }
  }

  @Test func theEmbeddedCatalog_neverLoadsLibcurl() async throws {
    #if os(Linux)
      try await withSandbox { sandbox in
        for arguments in [["gallery"], ["gallery", "--json"], ["--version"], ["favorites", "list"], ["news"]] {
          let result = try await sandbox.mosaic(arguments, environment: ["LD_DEBUG": "files"])
          #expect(result.status == 0, "\(result)")
          let loads = Loads(result)
          guard !loads.sharedSwiftRuntime else { continue }
          #expect(loads.curl == 0, "\(arguments): \(result.stderr)")
        }
      }
    #endif
  }

  @Test func aRequest_loadsLibcurlOnce_andWorks() async throws {
    #if os(Linux)
      try await withSandbox { sandbox in
        try await withMockServer(["--unsplash-key", Self.key]) { server in
          let environment = [
            "MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key, "LD_DEBUG": "files",
          ]
          let traced = try await sandbox.mosaic(["gallery", "--all", "--json"], environment: environment)
          #expect(traced.status == 0, "\(traced)")
          #expect(Loads(traced).curl == 1, "\(traced.stderr)")

          let plain = try await sandbox.mosaic(
            ["gallery", "--page", "2", "--json"],
            environment: ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key])
          #expect(plain.status == 0, "\(plain)")
          let ids = try photos(in: try jsonObject(plain.stdout)).compactMap { $0["id"] as? String }
          #expect(ids.count == 30)
          #expect(try await server.stats().requests.unsplash >= 12)
        }
      }
    #endif
  }
}
