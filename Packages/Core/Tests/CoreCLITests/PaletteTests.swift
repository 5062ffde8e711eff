import CoreCLI
import TestExpectations
import Testing

struct PaletteTests {
  @Test(arguments: Palette.Role.allCases)
  func plain_leavesTextAlone(role: Palette.Role) {
    expectEqual(Palette.plain.paint("★ favorite", role), "★ favorite")
    expectTrue(Palette.plain.isPlain)
  }

  @Test func paletteWithCodes_wrapsTextInSelectGraphicRendition() {
    let palette = Palette(codes: [.heading: "1", .accent: "38;5;214"])

    expectEqual(palette.paint("Title", .heading), "\u{1B}[1mTitle\u{1B}[0m")
    expectEqual(palette.paint("★", .accent), "\u{1B}[38;5;214m★\u{1B}[0m")
    expectFalse(palette.isPlain)
  }

  @Test func roleWithoutACode_andEmptyText_stayPlain() {
    let palette = Palette(codes: [.heading: "1"])

    expectEqual(palette.paint("note", .warning), "note")
    expectEqual(palette.paint("", .heading), "")
  }

  @Test func palettes_compareByTheirCodes() {
    expectEqual(Palette(codes: [:]), .plain)
    expectNotEqual(Palette(codes: [.heading: "1"]), .plain)
  }
}
