import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Synchronization
import TestExpectations
import Testing

@testable import DetailFeature

/// The photo's page in the terminal app: title and mark, moving along the feed, the favorite with its
/// busy and failed states, zoom, the sections, and coordinators that never outlive their screen.
@MainActor @Suite struct PhotoDetailScreenTests {
  let size = Size(width: 120, height: 40)

  @Test func aDeepLink_opensThePhotoOverTheFirstTab_withItsSectionsInOrder() async throws {
    let service = try FakePhotoService(count: 10)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://photo/p003")
    await ui.app.settle()
    #expect(ui.app.root.stack.depth == 2)
    let lines = ui.text.split(separator: "\n").map(String.init)
    #expect(lines[1].hasPrefix(" Chen Wei"))
    #expect(lines[1].hasSuffix("Esc back"))
    let title = try requireValue(lines.firstIndex { $0.hasPrefix(" ♡ @") && $0.contains("p003") })
    let details = try requireValue(lines.firstIndex { $0.hasPrefix(" Details") })
    let stats = try requireValue(lines.firstIndex { $0.hasPrefix(" About the photo") })
    #expect(title < details && details < stats)
    expectSome(lines) { $0.contains("Description of p003") }
    expectTrue(lines.filter { $0.contains("▀") }.count <= Int(Double(size.height - 3) * 0.6))
    await ui.app.press("\u{1B}")
    #expect(ui.app.root.stack.depth == 1)
    _ = try await ui.app.exit()
  }

  @Test func aPhotoWithNoName_isByUnknown_andHasTheDescriptionFallback() async throws {
    var photo = try PhotoFixtures.photo(1, author: PhotoUser(id: "u", username: "ghost", name: "  "))
    photo = Photo(
      id: photo.id, createdAt: photo.createdAt, width: photo.width, height: photo.height, color: photo.color,
      blurHash: nil, likes: 0, description: nil, altDescription: nil, urls: photo.urls, user: photo.user)
    let service = FakePhotoService(photos: [photo])
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size, language: .german)
    ui.app.start(opening: "mosaic://photo/p001")
    await ui.app.settle()
    #expect(ui.text.split(separator: "\n")[1].hasPrefix(" Unbekannt"))
    #expect(ui.text.contains(" ♡ @ghost · p001"))
    #expect(ui.text.contains("Keine Beschreibung"))
    _ = try await ui.app.exit()
  }

  @Test func arrows_moveAlongTheFeed() async throws {
    let service = try FakePhotoService(count: 10)
    let feed = FakeFeed(photos: service.photos)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), feed: feed.client, size: size)
    ui.app.start(opening: "mosaic://photo/p003")
    await ui.app.settle()
    await ui.app.press("\u{1B}[C")
    #expect(ui.screen?.model.state.photo?.id == "p004")
    await ui.app.press("h")
    await ui.app.press("h")
    #expect(ui.screen?.model.state.photo?.id == "p002")
    #expect(feed.steps.map(\.direction) == [.next, .previous, .previous])
    _ = try await ui.app.exit()
  }

  @Test func leftOnTheFirstPhoto_saysSoInKeys_neverInACommand() async throws {
    let service = try FakePhotoService(count: 10)
    let feed = FakeFeed(photos: service.photos)
    for language in Language.allCases {
      let ui = try DetailApp(
        photos: service.client, favorites: .inMemory(), feed: feed.client, size: size, language: language)
      ui.app.start(opening: "mosaic://photo/p001")
      await ui.app.settle()
      await ui.app.press("\u{1B}[D")
      #expect(ui.screen?.model.state.photo?.id == "p001")
      let sentence = language.pick(
        en: "This is the first photo of the gallery; → shows the next one.",
        de: "Das ist das erste Foto der Galerie; → zeigt das nächste.")
      #expect(ui.text.contains(sentence), "\(ui.text)")
      #expect(!ui.text.contains("mosaic photo"))
      _ = try await ui.app.exit()
    }
  }

  @Test func thePage_namesTheAuthorOnce_andItsKeysOnce() async throws {
    let service = try FakePhotoService(count: 10)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://photo/p003")
    await ui.app.settle()
    // The test module's extras quote the author ("extra: by Chen Wei"); the page itself names them once.
    let lines = ui.text.split(separator: "\n").filter { !$0.contains("extra:") }
    expectEqual(lines.filter { $0.contains("Chen Wei") }.count, 1)
    expectEqual(lines.filter { $0.contains("previous/next") }.count, 1)
    _ = try await ui.app.exit()
  }

  @Test func f_togglesTheMark_ignoresRepeatsWhileWriting_andAFailurePutsItBack() async throws {
    let service = try FakePhotoService(count: 3)
    let store = FavoritesClient.inMemory()
    let calls = Mutex(0)
    let failing = Mutex(false)
    var favorites = store
    favorites.toggle = { photo in
      calls.withLock { $0 += 1 }
      if failing.withLock({ $0 }) { throw DataLayerError(.databaseBusy, path: "/data/mosaic.sqlite", seconds: 15) }
      return try await store.toggle(photo)
    }
    let ui = try DetailApp(photos: service.client, favorites: favorites, size: size)
    ui.app.start(opening: "mosaic://photo/p001")
    await ui.app.settle()
    await ui.app.press("ff")
    expectEqual(calls.withLock { $0 }, 1, "the second f came while the first was writing")
    #expect(ui.text.contains(" ♥ @"))
    #expect(try await store.isFavorite("p001"))
    failing.withLock { $0 = true }
    await ui.app.press("f")
    #expect(ui.text.contains(" ♥ @"), "the mark is back")
    #expect(ui.text.contains("stayed locked by another process"))
    _ = try await ui.app.exit()
  }

  @Test func zoom_goesFrom1To3_arrowsPan_and0Fits() async throws {
    let service = try FakePhotoService(count: 3)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://photo/p001")
    await ui.app.settle()
    let fitted = ui.terminal.screen.buffer
    await ui.app.press("+++++")
    #expect(ui.screen?.zoom.zoom == 3)
    #expect(ui.text.contains("Zoom 3× — arrows pan, 0 fits"))
    await ui.app.press("\u{1B}[C")
    #expect(ui.screen?.model.state.photo?.id == "p001", "zoomed, the arrows pan")
    #expect(ui.screen?.zoom.viewport.centerX ?? 0 > 0.5)
    await ui.app.press("-")
    #expect(ui.screen?.zoom.zoom == 2.5)
    await ui.app.press("0")
    #expect(ui.screen?.zoom.zoom == 1)
    #expect(ui.terminal.screen.buffer == fitted)
    _ = try await ui.app.exit()
  }

  @Test func anotherProcessesFavorite_showsWithoutAKey() async throws {
    let service = try FakePhotoService(count: 3)
    let favorites = FavoritesClient.inMemory()
    let (changes, report) = DataChangesClient.manual()
    let ui = try DetailApp(photos: service.client, favorites: favorites, size: size, changes: changes)
    ui.app.start(opening: "mosaic://photo/p002")
    await ui.app.settle()
    #expect(ui.text.contains(" ♡ @"))
    try await favorites.add(service.photos[1])
    report()
    try await ui.terminal.waitFor(" ♥ @")
    _ = try await ui.app.exit()
  }

  /// p001's page with the test extras, and the place among the selectable items (the header, the details' fields,
  /// then the extras) of the first extra, which opens p002.
  func pageWithExtras() async throws -> (ui: DetailApp, extra: Int) {
    let service = try FakePhotoService(count: 5)
    let ui = try DetailApp(
      photos: service.client, favorites: .inMemory(), size: size, extras: ExtrasModule(opens: true))
    ui.app.start(opening: "mosaic://photo/p001")
    await ui.app.settle()
    return (ui, try #require(ui.screen?.selectableIDs.firstIndex(of: "test.extras/next")))
  }

  @Test func enter_onAnItemThatOpens_opensItsPage_asAChild() async throws {
    let (ui, index) = try await pageWithExtras()
    let first = try #require(ui.app.root.tabs[0].coordinator?.children.first)
    await ui.app.press(String(repeating: "j", count: index))
    await ui.app.press("\r")
    #expect(ui.app.root.stack.depth == 3)
    #expect(ui.screen?.model.state.photo?.id == "p002")
    #expect(first.children.count == 1)
    await ui.app.press("\u{7F}")
    #expect(first.children.isEmpty)
    _ = try await ui.app.exit()
  }

  /// Items are tagged by their id, not their place, so a section that loads above never moves a click (or the
  /// accessible mode's reading) to another item.
  @Test func aClickOnAnItemsTag_selectsThatItem_andASecondOpensIt() async throws {
    let (ui, index) = try await pageWithExtras()
    let screen = try #require(ui.screen)
    #expect(index > 0)
    #expect(screen.handle(.click(tag: "item:test.extras/next", double: false)))
    #expect(screen.selected == index)
    #expect(!screen.handle(.click(tag: "item:\(index)", double: false)))
    #expect(screen.handle(.click(tag: "item:test.extras/next", double: false)))
    await ui.app.settle()
    #expect(ui.app.root.stack.depth == 3)
    #expect(ui.screen?.model.state.photo?.id == "p002")
    _ = try await ui.app.exit()
  }

  @Test func pushingAndPoppingThePhotoPage1000Times_leavesNothingBehind() async throws {
    let service = try FakePhotoService(count: 5)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size)
    // The coordinators alone, without the loop drawing frames.
    try await ui.app.root.start(opening: nil)
    let home = try #require(ui.app.root.tabs[0].coordinator)
    let navigator = ui.app.root.tabs[0].navigator
    for round in 0..<1000 {
      weak var coordinator: Coordinator?
      weak var screen: PhotoDetailScreen?
      weak var model: PhotoDetailViewModel?
      try await navigator.open(PhotoDestination(id: service.photos[round % 5].id), from: home)
      coordinator = home.children.first
      screen = ui.app.root.stack.top as? PhotoDetailScreen
      model = screen?.model
      await screen?.settle()
      #expect(coordinator != nil && screen != nil && model != nil, "round \(round)")
      ui.app.root.stack.pop()
      #expect(coordinator == nil, "round \(round): the coordinator outlived its pop")
      #expect(screen == nil, "round \(round): the screen outlived its pop")
      #expect(model == nil, "round \(round): the view model outlived its pop")
      if coordinator != nil || screen != nil || model != nil { break }
    }
    #expect(home.children.isEmpty)
  }
}
