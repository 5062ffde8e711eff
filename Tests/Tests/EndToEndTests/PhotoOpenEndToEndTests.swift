import Foundation
import MosaicTestSupport
import Testing

/// `mosaic photo ID --open` on the released binary: the photo's Unsplash page, with the referral Unsplash asks
/// for, handed to the person's browser (a fake one on `PATH`), against the mock API and offline; without a
/// display the address is printed and why on standard error.
@Suite struct PhotoOpenEndToEndTests {
  static let key = "open-test-key"

  @Test func open_handsThePhotosUnsplashPageToTheBrowser() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let service = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        let id = try #require(try await galleryIDs(sandbox, environment: service).first)
        let programs = try FakePrograms(in: sandbox.root, ["xdg-open", "firefox"])
        let desktop = ["PATH": programs.path, "DISPLAY": ":0", "BROWSER": "firefox"]

        let result = try await sandbox.mosaic(["photo", id, "--open"], environment: service.merging(desktop) { $1 })

        let page = "https://unsplash.com/photos/\(id)?utm_source=mosaic&utm_medium=referral"
        #expect(result.status == 0, "\(result)")
        #expect(programs.log("firefox") == [page])
        #expect(result.stdout == "Opened photo '\(id)' on Unsplash with firefox: \(page)\n", "\(result)")
      }
    }
  }

  @Test func open_offline_withoutADisplay_printsTheAddressAndWhy() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      let programs = try FakePrograms(in: sandbox.root, ["xdg-open"])
      let result = try await sandbox.mosaic(
        ["photo", id, "--open"], environment: ["PATH": programs.path, "DISPLAY": "", "WAYLAND_DISPLAY": ""])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout == "https://unsplash.com/photos/\(id)?utm_source=mosaic&utm_medium=referral\n")
      #expect(result.stderr.contains("no display session"), "\(result)")
      #expect(programs.log("xdg-open").isEmpty)
    }
  }
}
