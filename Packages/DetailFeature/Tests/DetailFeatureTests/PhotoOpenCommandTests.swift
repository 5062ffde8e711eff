import Core
import CoreCLI
import CoreTestSupport
import Foundation
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// `mosaic photo ID --open`: the photo's Unsplash page with the referral through the desktop; without a
/// browser the address on standard output and why on standard error.
@Suite struct PhotoOpenCommandTests {
  let page = "https://unsplash.com/photos/p003?utm_source=mosaic&utm_medium=referral"

  @Test func open_handsThePhotosUnsplashPageToTheDesktop() async throws {
    let desktop = RecordingDesktop()
    try await withTestHost(try FakePhotoService(count: 10), desktop: desktop.client) { host in
      let console = try await host.photo(["p003", "--open"])
      #expect(desktop.opened == [page])
      #expect(console.lines == ["Opened photo 'p003' on Unsplash with xdg-open: \(page)"])
    }
  }

  @Test func open_withoutABrowser_printsTheAddress_andWhyOnStandardError() async throws {
    let desktop = RecordingDesktop(openResult: .unavailable(.noDisplay))
    try await withTestHost(try FakePhotoService(count: 10), desktop: desktop.client) { host in
      let console = try await host.photo(["p003", "--open", "--json"])
      let document = try console.json()
      #expect(document["url"] == .string(page))
      #expect(document["opened"] == false)
      let text = try await host.photo(["p003", "--open"])
      #expect(text.lines == [page])
      #expect(text.errors.contains("no display session"))
    }
  }

  @Test func open_andSave_together_areRefused() async throws {
    try await withTestHost(try FakePhotoService(count: 10), desktop: RecordingDesktop().client) { host in
      await #expect(throws: (any Error).self) { try await host.photo(["p003", "--open", "--save"]) }
    }
  }
}
