import Foundation
import MosaicTestSupport
import NetworkLayerTestSupport
import Testing

/// Issue 23 (peak memory): `mosaic` opens libxml2 on the first article it parses and links the C++ library in,
/// so a run that reads no article loads neither libxml2 nor the ICU and C++ libraries behind it (about 2.5 MB
/// of resident memory). `LD_DEBUG=files` makes the loader say what it loads; a live article still reads.
@Suite struct LibXML2OnDemandEndToEndTests {
  static let key = "e2e-libxml2-key-\(UUID().uuidString)"

  /// How many times the loader opened a library whose name starts with `name` during a run, and whether the
  /// Swift runtime came from a shared library (a build linked the default way, as under the sanitizers).
  struct Loads {
    let stderr: String

    func count(_ name: String) -> Int {
      stderr.split(separator: "\n").filter {
        $0.contains("file=\(name)") && ($0.contains("dynamically loaded by") || $0.contains("needed by"))
      }.count
    }

    var sharedSwiftRuntime: Bool { stderr.contains("file=libswiftCore.so") }
  }

  /// `ldd mosaic` lists none of the libraries opened on demand or linked in: no libcurl (`CurlOnDemand`), no
  /// Foundation, no libxml2 (`LibXML2OnDemand`), no ICU and no C++ library, neither SQLite, libjpeg, libpng
  /// nor zlib (their archives are linked in), and no libgcc_s (`-static-libgcc` links the unwinder in): nothing
  /// asks the loader for them at start.
  @Test func theBinary_needsNoneOfTheLibrariesOpenedOnDemandOrLinkedIn() async throws {
    #if os(Linux)
      let ldd = try await ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/ldd"), [try Binaries.mosaic().path], environment: ["PATH": "/usr/bin:/bin"])
      let listing = ldd.stdout
      #expect(ldd.status == 0, "\(ldd)")
      guard !listing.contains("libswiftCore.so") else { return }
      #expect(!listing.contains("libcurl"), "\(listing)")
      #expect(!listing.contains("libFoundation"), "\(listing)")
      #expect(!listing.contains("libxml2"), "\(listing)")
      #expect(!listing.contains("libicu"), "\(listing)")
      #expect(!listing.contains("libstdc++"), "\(listing)")
      for linkedIn in ["libsqlite3", "libjpeg", "libpng", "libz.", "libgcc_s"] {
        #expect(!listing.contains(linkedIn), "\(linkedIn): \(listing)")
      }
    #endif
  }

  @Test func theHotCommands_neverLoadLibxml2() async throws {
    #if os(Linux)
      try await withSandbox { sandbox in
        for arguments in [["gallery"], ["gallery", "--json"], ["--version"], ["favorites", "list"], ["news"]] {
          let result = try await sandbox.mosaic(arguments, environment: ["LD_DEBUG": "files"])
          #expect(result.status == 0, "\(result)")
          let loads = Loads(stderr: result.stderr)
          guard !loads.sharedSwiftRuntime else { continue }
          #expect(loads.count("libxml2") == 0, "\(arguments): \(result.stderr)")
          #expect(loads.count("libstdc++") == 0, "\(arguments): \(result.stderr)")
          #expect(loads.count("libgcc_s") == 0, "\(arguments): \(result.stderr)")
        }
      }
    #endif
  }

  /// A live article is parsed by libxml2, opened once for it, and reads as it always did.
  @Test func readingALiveArticle_loadsLibxml2Once_andExtractsIt() async throws {
    #if os(Linux)
      let page = "<html><body><article><h1>Rates hold</h1><p>Markets rallied on Thursday.</p></article></body></html>"
      let server = try LoopbackPageServer { path, server in
        guard path.hasPrefix("/v2/") else {
          return .page(contentType: "text/html; charset=utf-8", body: Array(page.utf8))
        }
        let body = """
          {"status":"ok","totalResults":1,"articles":[{"source":{"id":null,"name":"Loopback Times"},\
          "author":"Jane Reporter","title":"Rates hold","description":"A description.",\
          "url":"\(server.baseURL)/story","urlToImage":null,"publishedAt":"2026-11-20T08:30:00Z",\
          "content":"A snippet."}]}
          """
        return .page(contentType: "application/json", body: Array(body.utf8))
      }
      defer { server.stop() }
      try await withSandbox { sandbox in
        let environment = ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
        let ids = try field("id", of: try await mosaicJSON(sandbox, ["news"], environment: environment))
        let id = try #require(ids.first, "\(ids)")
        var traced = environment
        traced["LD_DEBUG"] = "files"
        let read = try await sandbox.mosaic(["news", "read", id], environment: traced)
        #expect(read.status == 0, "\(read)")
        #expect(read.stdout.contains("Markets rallied on Thursday."), "\(read.stdout)")
        let loads = Loads(stderr: read.stderr)
        guard !loads.sharedSwiftRuntime else { return }
        #expect(loads.count("libxml2") == 1, "\(read.stderr)")
      }
    #endif
  }
}
