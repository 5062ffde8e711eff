import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic photo` and its sections, and moving along the remembered gallery listing.
@Suite struct PhotoEndToEndTests {
  @Test func photo_showsTheAuthorAsTitle_detailsAndMorePhotos() async throws {
    try await withSandbox { sandbox in
      let listing = try jsonObject(try await sandbox.mosaic(["gallery", "--json"]).stdout)
      let first = try #require(try photos(in: listing).first)
      let id = try #require(first["id"] as? String)
      let result = try await sandbox.mosaic(["photo", id])
      #expect(result.status == 0, "\(result)")
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first.map(String.init) == first["author"] as? String)
      #expect(result.stdout.contains("\nDetails\n  Description: \(first["description"] as? String ?? "?")"))
      #expect(result.stdout.contains("\nMore photos\n"))
    }
  }

  @Test func photoJSON_carriesTheTitleAndEverySection() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      let result = try await sandbox.mosaic(["photo", id, "--json"])
      #expect(result.status == 0, "\(result)")
      let document = try jsonObject(result.stdout)
      #expect(document["id"] as? String == id)
      #expect(document["title"] as? String == document["author"] as? String)
      let sections = try #require(document["sections"] as? [[String: Any]])
      expectEqual(
        sections.compactMap { $0["id"] as? String },
        [
          "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer",
          "detail.more-by-photographer", "gallery.more-photos",
        ])
      let more = try #require(sections.last?["items"] as? [[String: Any]])
      #expect(more.count == 6)
      expectNone(more) { $0["id"] as? String == id }
    }
  }

  @Test func nextAndPrevious_walkTheListing_acrossAPageEdge() async throws {
    try await withSandbox { sandbox in
      let pageTwo = try await galleryIDs(sandbox, page: 2)
      let pageOne = try await galleryIDs(sandbox, page: 1)
      let lastOfPageOne = try #require(pageOne.last)

      let next = try await sandbox.mosaic(["photo", lastOfPageOne, "--next", "--json"])
      #expect(next.status == 0, "\(next)")
      #expect(try jsonObject(next.stdout)["id"] as? String == pageTwo[0])

      let back = try await sandbox.mosaic(["photo", pageTwo[0], "--previous", "--json"])
      #expect(try jsonObject(back.stdout)["id"] as? String == lastOfPageOne)

      let within = try await sandbox.mosaic(["photo", pageOne[4], "--next", "--json"])
      #expect(try jsonObject(within.stdout)["id"] as? String == pageOne[5])
    }
  }

  @Test func next_withoutAListing_orAtTheStart_saysWhatToDo() async throws {
    try await withSandbox { sandbox in
      let none = try await sandbox.mosaic(["photo", "abc", "--next"])
      expectOneSentenceError(none, containing: "run `mosaic gallery` first")
      let first = try #require(try await galleryIDs(sandbox).first)
      let start = try await sandbox.mosaic(["photo", first, "--previous"])
      expectOneSentenceError(start, containing: "is the first photo of the gallery")
    }
  }

  @Test func openingARoute_printsWhatTheCommandPrints() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try await galleryIDs(sandbox).first)
      let direct = try await sandbox.mosaic(["photo", id])
      let opened = try await sandbox.mosaic(["open", "mosaic://photo/\(id)"])
      #expect(opened.status == 0, "\(opened)")
      #expect(opened.stdout == direct.stdout)
      let gallery = try await sandbox.mosaic(["open", "mosaic://gallery?page=3", "--json"])
      #expect(try jsonObject(gallery.stdout)["page"] as? Int == 3)
    }
  }
}
