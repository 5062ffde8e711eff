import Core
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// The statistics, camera and photographer sections: the fields a photo's page has, in either language; the
/// sentence when it has none; and server values that are hostile kept bounded, clean and untrapped.
@Suite struct PhotoFactsSectionsTests {
  static func photo(
    location: PhotoLocation? = PhotoLocation(name: nil, city: "Tromsø", country: "Norway"),
    exif: PhotoExif? = PhotoExif(
      make: "Canon", model: "EOS R5", exposureTime: "1/250", aperture: "2.8", focalLength: "85", iso: 400),
    tags: [PhotoTag]? = [PhotoTag(title: "fog"), PhotoTag(title: "Fog"), PhotoTag(title: "sea")],
    views: Int? = 1_234_567, downloads: Int? = 8_901,
    user: PhotoUser = PhotoUser(id: "u1", username: "jane_doe", name: "Jane Doe", bio: "Light.", location: "Oslo")
  ) throws -> Photo {
    try PhotoFixtures.photo(3).with(
      location: location, exif: exif, tags: tags, views: views, downloads: downloads, user: user)
  }

  private func fields(_ items: [SectionItem]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: items.compactMap { item in
        if case .field(_, let value) = item.content { (item.id, value) } else { nil }
      })
  }

  @Test func stats_showPlaceCountsAndTags_once() async throws {
    let items = try await PhotoStatsSection().items(for: try Self.photo(), in: .english)

    #expect(items.map(\.id) == ["location", "views", "downloads", "tags"])
    #expect(
      fields(items) == [
        "location": "Tromsø, Norway", "views": "1,234,567", "downloads": "8,901", "tags": "fog, sea",
      ])
  }

  @Test(arguments: [
    [], [""], ["fog"], ["fog", "sea"], ["", ""], ["a", "", "b"], ["Tromsø", "日本", "a, b"],
    Array(repeating: "x", count: 30),
  ])
  func tagList_isWhatJoinedGives(_ tags: [String]) {
    #expect(PhotoStatsSection.list(tags) == tags.joined(separator: ", "))
  }

  @Test func stats_inGerman_groupWithDots() async throws {
    let items = try await PhotoStatsSection().items(for: try Self.photo(), in: .german)

    #expect(fields(items)["views"] == "1.234.567")
    #expect(PhotoStatsSection().title(in: .german) == "Über das Foto")
    expectEqual(items.first.map { if case .field(let label, _) = $0.content { label } else { "" } }, "Ort")
  }

  @Test func stats_ofAListedPhoto_sayThereAreNone() async throws {
    let items = try await PhotoStatsSection().items(for: try PhotoFixtures.photo(3), in: .english)

    #expect(items.map(\.content) == [.text("No place, tags or statistics.")])
  }

  @Test func camera_showsMakeModelAndExposure() async throws {
    let items = try await CameraSection().items(for: try Self.photo(), in: .english)

    #expect(items.map(\.id) == ["camera", "exposure", "aperture", "focal-length", "iso"])
    #expect(
      fields(items) == [
        "camera": "Canon EOS R5", "exposure": "1/250 s", "aperture": "ƒ/2.8", "focal-length": "85 mm", "iso": "400",
      ])
  }

  @Test func camera_whoseModelNamesTheMake_namesItOnce() async throws {
    let photo = try Self.photo(exif: PhotoExif(make: "Canon", model: "Canon EOS 40D"))
    let items = try await CameraSection().items(for: photo, in: .german)

    #expect(fields(items) == ["camera": "Canon EOS 40D"])
    #expect(CameraSection().title(in: .german) == "Kamera")
  }

  @Test func camera_withoutEXIF_saysSo() async throws {
    let items = try await CameraSection().items(for: try Self.photo(exif: nil), in: .german)

    #expect(items.map(\.content) == [.text("Keine Kameradaten.")])
  }

  @Test func photographer_namesThemAndLeadsToTheirPhotos() async throws {
    let items = try await PhotographerSection().items(for: try Self.photo(), in: .english)

    #expect(items.map(\.id) == ["username", "location", "bio"])
    #expect(items[0].content == .field(label: "Username", value: "@jane_doe"))
    #expect(items[1].content == .field(label: "Location", value: "Oslo"))
    #expect(items[0].actions.map(\.kind) == [.open(url: "mosaic://user/jane_doe")])
    #expect(items[0].actions.first?.title == "All photos by @jane_doe")
    #expect(items[2].content == .text("Light."))
  }

  @Test func photographer_whoseUsernameCouldLeaveTheRoute_offersNoLink() async throws {
    let user = PhotoUser(id: "u", username: "../gallery?page=9", name: "Eve")
    let items = try await PhotographerSection().items(for: try Self.photo(user: user), in: .english)

    #expect(items[0].actions.isEmpty)
  }

  @Test func hostileValues_areCleanBoundedAndNeverTrap() async throws {
    let long = String(repeating: "x", count: 5_000)
    let photo = try Self.photo(
      location: PhotoLocation(name: HostileText.sample),
      exif: PhotoExif(
        make: HostileText.sample, model: long, exposureTime: HostileText.sample, aperture: "\u{1B}[2J",
        focalLength: long, iso: Int.max),
      tags: (0..<100).map { PhotoTag(title: "tag\($0)\u{1B}[31m") },
      views: Int.max, downloads: 0,
      user: PhotoUser(
        id: "u", username: HostileText.sample, name: HostileText.sample, bio: HostileText.sample + long,
        location: HostileText.sample))

    let sections: [any SectionProvider<Photo>] = [PhotoStatsSection(), CameraSection(), PhotographerSection()]
    var texts: [String] = []
    for section in sections {
      for item in try await section.items(for: photo, in: .english) {
        switch item.content {
        case .field(_, let value): texts.append(value)
        case .entry(let code, let title, let detail): texts += [code, title, detail].compactMap { $0 }
        case .text(let text): texts.append(text)
        case .heading(let title, let subtitle): texts += [title, subtitle].compactMap { $0 }
        }
      }
    }

    #expect(texts.allSatisfy(HostileText.isClean))
    expectAll(texts) { !$0.contains("\u{1B}") && $0.count <= PhotoFacts.bioLimit + 1 }
    #expect(texts.contains("9,223,372,036,854,775,807"))
    expectEqual(texts.filter { $0.hasPrefix("tag0") }.count, 1)
    let tags = try requireValue(texts.first { $0.hasPrefix("tag0") })
    #expect(tags.split(separator: ",").count == PhotoFacts.tagLimit)
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (Int.max, "9,223,372,036,854,775,807")])
  func count_groupsDigits(_ value: Int, _ expected: String) {
    #expect(DetailStrings.count(value, .english) == expected)
  }
}
