import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 19, item 2: drawing a picture created `$XDG_CACHE_HOME/org.swift.foundation.URLCache/mosaic/` and
/// `$XDG_DATA_HOME/<folder of the binary>/`, offline too. Mosaic writes only under its own folders — with
/// the XDG variables set, and with only `HOME` (the folders under `~/.local/share` and `~/.cache`).
@Suite struct StrayFilesEndToEndTests {
  static let photoID = EmbeddedPhotoCatalog.standard.photos.first?.id ?? "?"
  static let pictures: [[String]] = [
    ["photo", photoID, "--image", "--width", "40"], ["gallery", "--thumbnails", "--per-page", "4", "--width", "40"],
  ]

  @Test(arguments: pictures)
  func drawingPictures_offline_writesOnlyMosaicsFolders(_ arguments: [String]) async throws {
    try await withSandbox { sandbox in
      let run = try await sandbox.measuredMosaic(arguments)
      #expect(run.result.status == 0, "\(run)")
      #expect(sandbox.strayFiles().isEmpty, "written outside Mosaic's folders: \(sandbox.strayFiles())")
    }
  }

  @Test(arguments: pictures)
  func drawingPictures_fromAServer_writesOnlyMosaicsFolders(_ arguments: [String]) async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        let run = try await sandbox.measuredMosaic(
          arguments, environment: ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "k"])
        #expect(run.result.status == 0, "\(run)")
        #expect(try await server.stats().requests.images > 0, "the pictures came from the server")
        #expect(sandbox.strayFiles().isEmpty, "written outside Mosaic's folders: \(sandbox.strayFiles())")
      }
    }
  }

  @Test func withOnlyHOME_everythingLandsInDotLocalShareMosaicAndDotCacheMosaic() async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        // No XDG variable: Foundation would fall back to ~/.local/share/<folder of the binary>.
        let environment = [
          "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": sandbox.home.path, "LANG": "C.UTF-8", "TZ": "UTC",
        ]
        for extra in [[:], ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "k"]] {
          for arguments in Self.pictures {
            let result = try await ProcessRunner.run(
              try Binaries.mosaic(), arguments, environment: environment.merging(extra) { $1 },
              currentDirectory: sandbox.root)
            #expect(result.status == 0, "\(result)")
          }
        }
        let home = sandbox.home.path
        let allowed = ["\(home)/.local/share/mosaic", "\(home)/.cache/mosaic"]
        let parents: Set<String> = [
          sandbox.root.path, home, "\(home)/.local", "\(home)/.local/share", "\(home)/.cache",
        ]
        let paths =
          (FileManager.default.enumerator(at: sandbox.root, includingPropertiesForKeys: nil)?.allObjects ?? [])
          .compactMap { ($0 as? URL)?.standardizedFileURL.path }
        let stray = paths.filter { path in
          !parents.contains(path) && !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        #expect(stray.isEmpty, "written outside Mosaic's folders: \(stray)")
        expectSome(paths, "the pictures were kept") { $0.hasPrefix("\(home)/.cache/mosaic/images") }
      }
    }
  }
}
