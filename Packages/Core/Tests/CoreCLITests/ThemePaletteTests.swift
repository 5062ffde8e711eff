import Core
import CoreCLI
import TestExpectations
import Testing

struct ThemePaletteTests {
  @Test func everyTheme_hasItsOwnColors_andPaintsEveryRole() {
    expectEqual(Palette.for(.dark, colored: true), .dark)
    expectEqual(Palette.for(.light, colored: true), .light)
    expectNotEqual(Palette.dark, Palette.light)
    for palette in [Palette.dark, .light] {
      for role in Palette.Role.allCases {
        expectText(palette.paint("x", role), hasPrefix: "\u{1B}[", "\(role)")
      }
    }
  }

  @Test(arguments: Theme.allCases)
  func uncolored_isPlain_whateverTheTheme(_ theme: Theme) {
    expectEqual(Palette.for(theme, colored: false), .plain)
  }

  @Test func color_needsATerminal_andNoNOCOLOR() {
    expectTrue(Palette.allowsColor(isTerminal: true, environment: [:]))
    expectFalse(Palette.allowsColor(isTerminal: false, environment: [:]))
    expectFalse(Palette.allowsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    expectFalse(Palette.allowsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
  }

  @Test func themes_haveNamesInEveryLanguage() {
    expectEqual(Theme.light.displayName(in: .german), "Hell")
    expectEqual(Theme.dark.displayName(in: .english), "Dark")
    expectEqual(Theme(rawValue: "dark"), .dark)
  }

  @Test(arguments: [
    DesktopClient.Unavailable.noOpener, .noDisplay, .noNotifier, .failed(program: "xdg-open", reason: "exit 3"),
    .browserNotFound(program: "firefox"), .exited(program: "false", status: 1), .unsupportedPlatform,
    .notAWebAddress("javascript:alert(1)"),
  ])
  func desktopReasons_areWordedInEveryLanguage(_ reason: DesktopClient.Unavailable) {
    let english = reason.message(in: .english)
    let german = reason.message(in: .german)
    expectFalse(english.isEmpty)
    expectNotEqual(english, german)
  }

  @Test func unavailableDesktop_opensNothing() async {
    await expectEqual(DesktopClient.unavailable.open("https://example.com"), .unavailable(.noDisplay))
    expectEqual(DesktopClient.unavailable.notificationsUnavailable(), .noDisplay)
    await expectEqual(DesktopClient.unavailable.notify("t", "b"), .noDisplay)
  }
}
