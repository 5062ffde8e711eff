import Foundation
import MosaicTestSupport
import Testing

/// `mosaic settings set language de` turns the human output of every command German.
@Suite struct GermanEndToEndTests {
  /// English words of Mosaic's own lines. None may be left in a German run once the commands to type
  /// (`mosaic …`) and the services' own words (photo descriptions, article titles, bylines) are taken out.
  static let english = [
    "Page", "page", "Next", "End of", "photos", "favorite", "No description", "Description", "Size", "Color",
    "Created", "More photos", "the embedded", "saved", "Saved", "Search", "Settings", "Theme", "Language",
    "Notifications", "Configuration", "Directories", "Database", "Rate limits", "Connectivity", "No problems",
    "commands", "routes", "provides", "requires", "Error:", "not set", "set to", "Removed", "Added", "added",
    "Forgot", "Could not", "No articles", "newest", "Photo gallery", "Business news",
  ]

  /// `output` without commands, listed items and service text.
  static func ownLines(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      // Listed photos and articles: ids, names, titles, descriptions, bylines come from the services.
      !(line.hasPrefix(" • ") || line.hasPrefix(" ✓ ") || line.hasPrefix(" ★ ") || line.hasPrefix("   ")
        || line.hasPrefix("               "))
    }.map { line in
      var line = String(line)
      while let start = line.firstIndex(of: "`"),
        let end = line[line.index(after: start)...].firstIndex(of: "`")
      {
        line.removeSubrange(start...end)
      }
      if let command = line.range(of: "mosaic ") { line = String(line[..<command.lowerBound]) }
      // `mosaic features` lists command names, which are the same in every language.
      if let names = line.range(of: "Befehle ") { line = String(line[..<names.upperBound]) }
      return line.split(separator: " ").filter { !isIdentifier($0) }.joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// Names that are the same in every language: routes (`mosaic://news`), sections
  /// (`Photo.detail/gallery.more-photos`), service types (`SavedArticlesClient`).
  static func isIdentifier(_ word: Substring) -> Bool {
    let word = word.trimmingCharacters(in: CharacterSet(charactersIn: ",;()'"))
    return word.contains("://") || word.contains("/") || word.contains(".") && word.count > 1 && word.last != "."
      || word.dropFirst().contains { $0.isUppercase }
  }

  @Test func everyCommand_speaksGerman_afterTheLanguageIsSet() async throws {
    try await withSandbox { sandbox in
      let set = try await sandbox.mosaic(["settings", "set", "language", "de"])
      #expect(set.stdout == "Sprache auf Deutsch (de) gestellt.\n", "\(set)")
      let photo = try #require(try await galleryIDs(sandbox).first)
      let article = try #require(try field("id", of: try await mosaicJSON(sandbox, ["news", "apple"])).first)
      let runs: [[String]] = [
        ["gallery"], ["gallery", "--page", "999"], ["favorites"], ["favorites", "add", photo], ["favorites"],
        ["photo", photo], ["photo", photo, "--next"], ["favorites", "remove", photo], ["photo", "no-such-photo"],
        ["news"], ["news", "feeds"], ["news", "science", "--page", "9"], ["news", "search", "apple"],
        ["news", "search", "zzzqqq"], ["news", "save", article], ["news", "saved"], ["news", "saved", "--search", "a"],
        ["news", "share", article], ["news", "open", article], ["news", "unsave", article], ["news", "saved"],
        ["news", "history"], ["news", "history", "clear"], ["news", "history"], ["news", "save", "nothing"],
        ["settings"], ["settings", "set", "theme", "light"], ["settings", "set", "theme", "blue"],
        ["doctor", "--offline"], ["features"], ["open", "mosaic://nowhere"],
      ]
      for arguments in runs {
        let result = try await sandbox.mosaic(arguments)
        let own = Self.ownLines(result.stdout + result.stderr)
        for word in Self.english {
          #expect(!own.contains(word), "mosaic \(arguments.joined(separator: " ")): '\(word)' in\n\(own)")
        }
      }
      let gallery = try await sandbox.mosaic(["gallery"])
      #expect(gallery.stdout.hasPrefix("Seite 1 von 12 · 342 Fotos · der eingebaute Katalog\n"))
      let news = try await sandbox.mosaic(["news"])
      #expect(news.stdout.hasPrefix("Wirtschaft · Seite 1 · der eingebaute Nachrichtenkatalog\n"))
      let failure = try await sandbox.mosaic(["photo", "no-such-photo"])
      #expect(failure.stderr.hasPrefix("Fehler: Der eingebaute Katalog hat kein Foto 'no-such-photo'"))
      let json = try await mosaicJSON(sandbox, ["settings"])
      #expect(
        json as? [String: String] == [
          "theme": "light", "language": "de", "notifications": "off", "country": "auto",
        ])
    }
  }

  @Test func invalidSettings_exit64_listingTheAllowedValues() async throws {
    try await withSandbox { sandbox in
      for (arguments, message) in [
        (
          ["settings", "set", "colour", "red"],
          "There is no setting 'colour'; use one of theme, language, notifications, country."
        ),
        (["settings", "set", "language", "fr"], "'fr' is not a value of language; use one of en, de."),
        (
          ["settings", "set", "notifications", "maybe"], "'maybe' is not a value of notifications; use one of on, off."
        ),
      ] {
        let result = try await sandbox.mosaic(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr == "Error: \(message)\n")
        #expect(result.stdout.isEmpty)
      }
      let german = try await sandbox.mosaic(["settings", "set", "language", "de"])
      #expect(german.status == 0)
      let refused = try await sandbox.mosaic(["settings", "set", "theme", "sepia"])
      #expect(refused.status == 64)
      #expect(refused.stderr == "Fehler: 'sepia' ist kein Wert für theme; nimm einen von dark, light.\n")
    }
  }

  @Test func colors_onlyOnATerminal_neverInAPipe() async throws {
    try await withSandbox { sandbox in
      _ = try await sandbox.mosaic(["settings", "set", "theme", "light"])
      let piped = try await sandbox.mosaic(["news", "feeds"])
      #expect(!piped.stdout.contains("\u{1B}["))
    }
  }
}
