import Core
import CoreCLI
import Testing

@Suite struct ThemePaletteTests {
  @Test func everyTheme_hasItsOwnColors_andPaintsEveryRole() {
    #expect(Palette.for(.dark, colored: true) == .dark)
    #expect(Palette.for(.light, colored: true) == .light)
    #expect(Palette.dark != Palette.light)
    for palette in [Palette.dark, .light] {
      for role in Palette.Role.allCases {
        #expect(palette.paint("x", role).hasPrefix("\u{1B}["), "\(role)")
      }
    }
  }

  @Test(arguments: Theme.allCases)
  func uncolored_isPlain_whateverTheTheme(_ theme: Theme) {
    #expect(Palette.for(theme, colored: false) == .plain)
  }

  @Test func color_needsATerminal_andNoNOCOLOR() {
    #expect(Palette.allowsColor(isTerminal: true, environment: [:]))
    #expect(!Palette.allowsColor(isTerminal: false, environment: [:]))
    #expect(!Palette.allowsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!Palette.allowsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func themes_haveNamesInEveryLanguage() {
    #expect(Theme.light.displayName(in: .german) == "Hell")
    #expect(Theme.dark.displayName(in: .english) == "Dark")
    #expect(Theme(rawValue: "dark") == .dark)
  }

  @Test(arguments: [
    DesktopClient.Unavailable.noOpener, .noDisplay, .noNotifier, .failed(program: "xdg-open", reason: "exit 3"),
    .browserNotFound(program: "firefox"), .exited(program: "false", status: 1), .unsupportedPlatform,
    .notAWebAddress("javascript:alert(1)"),
  ])
  func desktopReasons_areWordedInEveryLanguage(_ reason: DesktopClient.Unavailable) {
    let english = reason.message(in: .english)
    let german = reason.message(in: .german)
    #expect(!english.isEmpty)
    #expect(english != german)
  }

  @Test func unavailableDesktop_opensNothing() async {
    #expect(await DesktopClient.unavailable.open("https://example.com") == .unavailable(.noDisplay))
    #expect(DesktopClient.unavailable.notificationsUnavailable() == .noDisplay)
    #expect(await DesktopClient.unavailable.notify("t", "b") == .noDisplay)
  }
}
