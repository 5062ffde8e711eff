import Core
import CoreCLI
import DetailFeature
import Foundation
import GalleryFeature
import MosaicHost
import NewsFeature
import TestExpectations
import Testing

extension HostRuns {
  /// The news reader and the settings in the host: the composition root, the one language of every command,
  /// and what taking the news module out leaves behind.
  @Suite struct NewsHostTests {
    let sandbox = HostSandbox()

    @Test func features_listsTheNewsAndSettingsModules() async throws {
      defer { sandbox.remove() }
      let features = await sandbox.run(["features", "--json"])
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(features.output.utf8))
      let news = try requireValue(document.modules.first { $0.id == "news" })
      #expect(news.commands == ["news"])
      #expect(news.routes == ["mosaic://news", "mosaic://news/saved"])
      let settings = try requireValue(document.modules.first { $0.id == "settings" })
      #expect(settings.commands == ["settings"])
      #expect(settings.routes == ["mosaic://settings"])
      let services = try requireValue(document.modules.first { $0.id == "services" })
      for service in ["SavedArticlesClient", "SearchHistoryClient", "SettingsClient", "DesktopClient"] {
        #expect(services.provides.contains(service))
      }
    }

    @Test func withoutTheNewsModule_itsCommandsAndRoutesAreGone_andNothingElse() async throws {
      defer { sandbox.remove() }
      let modules = CompositionRoot.modules.filter { $0.id != "news" }
      let features = await sandbox.run(["features", "--json"], modules: modules)
      let document = try JSONDecoder().decode(FeaturesDocument.self, from: Data(features.output.utf8))
      let full = await sandbox.run(["features", "--json"])
      let everything = try JSONDecoder().decode(FeaturesDocument.self, from: Data(full.output.utf8))
      expectEqual(document.modules.map(\.id), everything.modules.map(\.id).filter { $0 != "news" })
      expectEqual(document.modules.flatMap(\.commands), everything.modules.flatMap(\.commands).filter { $0 != "news" })
      expectEqual(
        document.modules.flatMap(\.routes),
        everything.modules.flatMap(\.routes).filter { !$0.hasPrefix("mosaic://news") })
      // News provides the timer the settings sheet offers; without News the sheet offers none.
      expectEqual(
        document.modules.flatMap(\.provides),
        everything.modules.flatMap(\.provides).filter { $0 != "NotificationTimerClient" })

      let news = await sandbox.run(["news"], modules: modules)
      #expect(news.status == 64)
      let route = await sandbox.run(["open", "mosaic://news?feed=wsj"], modules: modules)
      #expect(route.status == 64)
      #expect(route.errors.hasPrefix("Error: No route matches 'mosaic://news?feed=wsj'"))
      #expect(await sandbox.run(["gallery"], modules: modules).status == 0)
      #expect(await sandbox.run(["settings"], modules: modules).status == 0)
    }

    @Test func theLanguageSetting_turnsEveryCommandGerman() async throws {
      defer { sandbox.remove() }
      #expect(await sandbox.run(["settings", "set", "language", "de"]).status == 0)

      let gallery = await sandbox.run(["gallery", "--per-page", "2"])
      #expect(gallery.output.hasPrefix("Seite 1 von 171 · 342 Fotos · der eingebaute Katalog\n"))
      let news = await sandbox.run(["news"])
      #expect(news.output.hasPrefix("Wirtschaft · Seite 1 · der eingebaute Nachrichtenkatalog\n"))
      let favorites = await sandbox.run(["favorites"])
      #expect(favorites.output == "Noch keine Favoriten; füge einen mit `mosaic favorites add ID` hinzu.\n")
      let doctor = await sandbox.run(["doctor", "--offline"])
      #expect(doctor.output.hasPrefix("Konfiguration\n"))
      #expect(doctor.output.contains("  Datei  "))
      let features = await sandbox.run(["features"])
      #expect(features.output.contains("Fotogalerie — gallery 1.0.0"))
      #expect(features.output.contains("  Befehle       gallery, favorites"))
      let failure = await sandbox.run(["photo", "nope"])
      #expect(
        failure.errors
          == "Fehler: Der eingebaute Katalog hat kein Foto 'nope'; liste die IDs mit `mosaic gallery` auf.\n")
      let usage = await sandbox.run(["settings", "set", "theme", "blue"])
      #expect(usage.status == 64)
      #expect(usage.errors == "Fehler: 'blue' ist kein Wert für theme; nimm einen von dark, light.\n")

      #expect(await sandbox.run(["settings", "set", "language", "en"]).output == "Language set to English (en).\n")
      #expect(await sandbox.run(["news"]).output.hasPrefix("Business · page 1 · "))
    }

    @Test func theTheme_colorsOnlyATerminal_andNeverWithNOCOLOR() async throws {
      defer { sandbox.remove() }
      let plain = await sandbox.run(["news", "feeds"], isTerminal: false)
      #expect(!plain.output.contains("\u{1B}["))
      let dark = await sandbox.run(["news", "feeds"], isTerminal: true)
      #expect(dark.output.hasPrefix(Palette.dark.paint("Feeds", .heading)))
      _ = await sandbox.run(["settings", "set", "theme", "light"])
      let light = await sandbox.run(["news", "feeds"], isTerminal: true)
      #expect(light.output.hasPrefix(Palette.light.paint("Feeds", .heading)))
      let noColor = await sandbox.run(["news", "feeds"], environment: ["NO_COLOR": "1"], isTerminal: true)
      #expect(!noColor.output.contains("\u{1B}["))
    }

    @Test func readingTheSettings_createsNoDatabase() async throws {
      defer { sandbox.remove() }
      let result = await sandbox.run(["news", "feeds"])
      #expect(result.status == 0)
      let data = sandbox.root.appendingPathComponent("data")
      #expect(!FileManager.default.fileExists(atPath: data.path))
    }
  }
}
