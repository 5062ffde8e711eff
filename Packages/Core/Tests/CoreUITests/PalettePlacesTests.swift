import Core
import CoreUITestSupport
import Synchronization
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 22: places a module offers in the command palette that change while the app runs (the person's news
/// feeds) are asked for each time the palette opens; each is checked as the registry checks a fixed place.
@MainActor
struct PalettePlacesTests {
  /// The places a ``PlacesModule`` offers, changed by the test while the app runs.
  final class Places: Sendable {
    let offers = Mutex<[PaletteOffer]>([])
    let fails = Mutex(false)
    /// Whether the list waits (until cancelled) before it answers, as one whose database is busy would.
    let hangs = Mutex(false)
    /// Whether a list that waited was cancelled.
    let cancelled = Mutex(false)
  }

  /// Offers `mosaic://letter/A` fixed, and the places of a ``Places`` listed when the palette opens.
  struct PlacesModule: FeatureModule {
    let id = "places"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Places"
    var requires: [ServiceKey] { [] }
    var provides: [ServiceKey] { [] }
    let places: Places
    var fixed = "mosaic://letter/A"
    var listName = "mosaic://letter/ANY"

    func register(into registrar: ModuleRegistrar) throws {
      registrar.paletteEntry(fixed, label: LocalizedText(en: "Place A", de: "Ort A"))
      let places = self.places
      registrar.paletteEntries(listName, with: { _ in places }) { places in
        if places.fails.withLock({ $0 }) { throw CoreError(.invalidModule, "The list is broken.") }
        if places.hangs.withLock({ $0 }) {
          do {
            try await Task.sleep(for: .seconds(3600))
          } catch {
            places.cancelled.withLock { $0 = true }
            throw error
          }
        }
        return places.offers.withLock { $0 }
      }
    }
  }

  static func offer(_ letter: String) -> PaletteOffer {
    PaletteOffer(url: "mosaic://letter/\(letter)", label: LocalizedText(en: "Place \(letter)", de: "Ort \(letter)"))
  }

  @Test func aPlaceAddedWhileTheAppRuns_isOfferedTheNextTimeThePaletteOpens_andGoesThere() async throws {
    let places = Places()
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), PlacesModule(places: places)],
      size: Size(width: 60, height: 24))
    harness.app.paletteOffers = harness.registry.contributions(PaletteContribution.self).map(\.value)
    try await harness.start()
    try await harness.type(":pla", until: "Place A")
    expectText(harness.screen.text, lacks: "Place E")
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains("▏") }

    // One place that is no mosaic:// URL, which is left out, and one that is.
    places.offers.withLock {
      $0 = [PaletteOffer(url: "https://example.com", label: LocalizedText(en: "Place X", de: "")), Self.offer("E")]
    }
    try await harness.type(":pla", until: "Place E")
    expectText(harness.screen.text, lacks: "Place X", "\(harness.screen.text)")
    expectText(harness.screen.text, contains: "Place A")
    harness.terminal.send("\u{1B}")
    try await harness.type(":Place E\r", until: "This is E.")

    // A list that fails offers nothing that time; the fixed place stays.
    places.fails.withLock { $0 = true }
    try await harness.type(":pla", until: "Place A")
    // "Place E" itself is in the palette's history now; the place is not offered.
    expectText(harness.screen.text, lacks: "mosaic://letter/E", "\(harness.screen.text)")
    harness.terminal.send("\u{03}")
    _ = try await harness.exit()
  }

  @Test func aListThatDoesNotAnswer_offersNothing_andThePaletteOpensWithTheRest() async throws {
    let places = Places()
    places.offers.withLock { $0 = [Self.offer("E")] }
    places.hangs.withLock { $0 = true }
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), PlacesModule(places: places)],
      size: Size(width: 60, height: 24))
    harness.app.paletteOffers = harness.registry.contributions(PaletteContribution.self).map(\.value)
    harness.app.paletteListLimit = .milliseconds(50)
    try await harness.start()
    try await harness.type(":pla", until: "Place A")
    expectText(harness.screen.text, lacks: "Place E")
    // The list that did not answer in time is cancelled (its task ends on its own, soon after).
    for _ in 0..<500 where !places.cancelled.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
    expectTrue(places.cancelled.withLock { $0 }, "the list that did not answer in time is cancelled")

    // Answering again, the list is offered the next time.
    places.hangs.withLock { $0 = false }
    harness.terminal.send("\u{1B}")
    harness.terminal.idle()
    try await harness.terminal.waitFor { !$0.text.contains("▏") }
    try await harness.type(":pla", until: "Place E")
    harness.terminal.send("\u{03}")
    _ = try await harness.exit()
  }

  @Test func aPlaceOrAListThatIsNoMosaicURL_isRefusedAtBoot() {
    expectThrows(CoreError.self) {
      try PluginRegistry(modules: [PlacesModule(places: Places(), fixed: "letter/A")])
    }
    expectThrows(CoreError.self) {
      try PluginRegistry(modules: [PlacesModule(places: Places(), listName: "https://example.com")])
    }
  }

  @Test func aList_offersAtMostItsBound() async throws {
    let places = Places()
    places.offers.withLock { $0 = (0..<(PaletteContribution.maximumOffers + 20)).map { Self.offer("\($0)") } }
    let registry = try PluginRegistry(modules: [PlacesModule(places: places)])
    let list = try requireValue(registry.contributions(PaletteContribution.self).last?.value)
    let entries = await list.entries(in: .german)
    expectEqual(entries.count, PaletteContribution.maximumOffers)
    expectEqual(entries.first, PaletteEntry(.feed, text: "mosaic://letter/0", label: "Ort 0"))
  }
}
