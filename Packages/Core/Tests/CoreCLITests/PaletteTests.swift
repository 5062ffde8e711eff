import CoreCLI
import Testing

@Suite struct PaletteTests {
  @Test(arguments: Palette.Role.allCases)
  func plain_leavesTextAlone(role: Palette.Role) {
    #expect(Palette.plain.paint("★ favorite", role) == "★ favorite")
    #expect(Palette.plain.isPlain)
  }

  @Test func paletteWithCodes_wrapsTextInSelectGraphicRendition() {
    let palette = Palette(codes: [.heading: "1", .accent: "38;5;214"])

    #expect(palette.paint("Title", .heading) == "\u{1B}[1mTitle\u{1B}[0m")
    #expect(palette.paint("★", .accent) == "\u{1B}[38;5;214m★\u{1B}[0m")
    #expect(!palette.isPlain)
  }

  @Test func roleWithoutACode_andEmptyText_stayPlain() {
    let palette = Palette(codes: [.heading: "1"])

    #expect(palette.paint("note", .warning) == "note")
    #expect(palette.paint("", .heading) == "")
  }

  @Test func palettes_compareByTheirCodes() {
    #expect(Palette(codes: [:]) == .plain)
    #expect(Palette(codes: [.heading: "1"]) != .plain)
  }
}
