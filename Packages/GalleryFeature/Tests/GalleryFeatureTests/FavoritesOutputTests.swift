import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``FavoritesListOutput`` and ``FavoriteChangeOutput``: one model each for text and JSON, in either
/// language.
struct FavoritesOutputTests {
  private static let addedAt = Date(timeIntervalSince1970: 1_760_000_000)

  private func list(_ numbers: [Int]) throws -> FavoritesListOutput {
    FavoritesListOutput(
      favorites: try numbers.map { Favorite(photo: try PhotoFixtures.photo($0), addedAt: Self.addedAt) })
  }

  @Test func listJSON_isTheFavoritesWithAddedAt() throws {
    let document = try encodedJSON(try list([7, 3]))

    expectEqual(document.keys, ["favorites"])
    let entries = try requireValue(document["favorites"]).elements
    expectEqual(entries.map { $0["id"] }, ["p007", "p003"])
    expectAll(entries) { $0["addedAt"] == .string(ISO8601DateFormatter().string(from: Self.addedAt)) }
    expectAll(entries) { $0["isFavorite"] == true }
  }

  @Test func listLines_inGerman_areGerman() throws {
    let lines = try list([7, 8]).lines(in: TextStyle(language: .german))

    expectEqual(lines[0], "2 Favoriten, neueste zuerst")
    expectAll(lines.dropFirst()) { $0.hasSuffix("  hinzugefügt \(LocalTimestamp.minute(Self.addedAt))") }
    expectText(lines[2], contains: "Keine Beschreibung")
    try expectEqual(
      list([]).lines(in: TextStyle(language: .german)),
      [
        "Noch keine Favoriten; füge einen mit `mosaic favorites add ID` hinzu."
      ])
    try expectEqual(list([1]).lines(in: TextStyle(language: .german)).first, "1 Favorit, neueste zuerst")
  }

  @Test func listLines_fitTheStylesWidth() throws {
    let lines = try list([1, 2]).lines(in: TextStyle(width: 80))

    let added = "added \(LocalTimestamp.minute(Self.addedAt))"
    expectEqual(
      lines,
      [
        "2 favorites, newest first",
        " ★ p001  Ana Lima                Description of p001      " + added,
        " ★ p002  Bruno Costa             Description of p002      " + added,
      ])
    expectAll(lines.dropFirst()) { $0.count == 80 }
  }

  @Test func changeJSON_hasIdStateAndWhetherItChanged() throws {
    let change = FavoriteChange(id: "p004", author: "Dara Okafor", isFavorite: true, changed: true)

    try expectEqual(
      encodedJSON(FavoriteChangeOutput(change: change)), ["id": "p004", "isFavorite": true, "changed": true])
  }

  @Test func changeLines_sayWhatChanged_inEitherLanguage() {
    let added = FavoriteChangeOutput(
      change: FavoriteChange(id: "p004", author: "Dara Okafor", isFavorite: true, changed: true))
    let removed = FavoriteChangeOutput(
      change: FavoriteChange(id: "p004", author: nil, isFavorite: false, changed: true))
    let unchanged = FavoriteChangeOutput(
      change: FavoriteChange(id: "p004", author: nil, isFavorite: false, changed: false))
    let german = TextStyle(language: .german)

    expectEqual(added.lines(in: TextStyle()), ["★ Added 'p004' (Dara Okafor) to the favorites."])
    expectEqual(added.lines(in: german), ["★ 'p004' (Dara Okafor) zu den Favoriten hinzugefügt."])
    expectEqual(removed.lines(in: german), ["'p004' aus den Favoriten entfernt."])
    expectEmpty(unchanged.lines(in: german))
  }
}
