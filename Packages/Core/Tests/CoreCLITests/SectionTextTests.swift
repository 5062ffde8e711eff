import Core
import CoreCLI
import TestExpectations
import Testing

/// What a page of every kind of section reads like, in one language.
private struct Page: Sendable, CustomTestStringConvertible {
  let language: Language
  let lines: [String]

  var testDescription: String { language.displayName }
}

struct SectionTextTests {
  private static let sections = [
    SectionSnapshot(
      id: "detail.header", moduleID: "detail", title: "Photo",
      state: .loaded([
        SectionItem(id: "detail.header/title", content: .heading(title: "Ana", subtitle: "Lisbon"), mark: .favorite)
      ])),
    SectionSnapshot(
      id: "detail.broken", moduleID: "detail", title: nil,
      state: .failed(CoreError(.unknownRoute, "unused", value: "mosaic://x", detail: ""))),
    SectionSnapshot(id: "gallery.more", moduleID: "gallery", title: "More", state: .loaded([])),
    SectionSnapshot(id: "gallery.later", moduleID: "gallery", title: "Later", state: .loading),
  ]

  private static let pages = [
    Page(
      language: .english,
      lines: [
        "Photo", "  Ana", "  Lisbon · ★ favorite", "",
        "unavailable: No route matches 'mosaic://x'; known routes are none (see `mosaic features`).", "",
        "More", "  (nothing to show)", "", "Later", "  loading…",
      ]),
    Page(
      language: .german,
      lines: [
        "Photo", "  Ana", "  Lisbon · ★ Favorit", "",
        "nicht verfügbar: Keine Route passt zu 'mosaic://x'; bekannte Routen sind keine (siehe `mosaic features`).", "",
        "More", "  (nichts anzuzeigen)", "", "Later", "  wird geladen …",
      ]),
  ]

  @Test(arguments: pages)
  fileprivate func page_readsInTheStylesLanguage(page: Page) {
    expectEqual(SectionText.lines(for: Self.sections, in: TextStyle(language: page.language)), page.lines)
  }

  @Test func failureThatIsNoMosaicError_showsItsOwnText() {
    let section = SectionSnapshot(
      id: "s", moduleID: "m", title: nil, state: .failed(TestFailure(description: "disk is full")))

    expectEqual(SectionText.lines(for: [section], in: TextStyle(language: .german)), ["nicht verfügbar: disk is full"])
  }

  @Test func noSections_noLines() {
    expectEmpty(SectionText.lines(for: [], in: TextStyle()))
  }

  /// One item at one width: a field pads its label, a heading too wide is cut, a text wraps.
  @Test(arguments: [
    (
      SectionItem(id: "size", content: .field(label: "Size", value: "6366 × 4244 px")), 80,
      ["Size:        6366 × 4244 px"]
    ),
    (SectionItem(id: "t", content: .heading(title: "A very long title indeed", subtitle: nil)), 10, ["A very lo…"]),
    (SectionItem(id: "t", content: .text("one two three four")), 9, ["one two", "three", "four"]),
  ])
  func item_atAWidth_fitsIt(item: SectionItem, width: Int, lines: [String]) {
    expectEqual(SectionText.lines(for: item, width: width, style: TextStyle()), lines)
  }

  @Test(arguments: [40, 60, 100])
  func field_wrapsAtTheStylesWidth(width: Int) throws {
    let value = Array(repeating: "one two three four five six seven eight nine ten", count: 3).joined(separator: " ")
    let section = SectionSnapshot(
      id: "info", moduleID: "detail", title: "Info",
      state: .loaded([SectionItem(id: "info/d", content: .field(label: "Description", value: value))]))

    let lines = SectionText.lines(for: [section], in: TextStyle(width: width))

    #expect(lines.count > 2)
    expectAll(lines, "\(lines)") { $0.count <= width }
    expectText(lines[1], hasPrefix: "  Description: one")
    expectAll(lines.dropFirst(2)) { $0.hasPrefix(String(repeating: " ", count: 15)) }
    expectEqual(
      lines.dropFirst().joined(separator: " ").split(separator: " ").dropFirst().joined(separator: " "), value)
  }

  @Test func entry_showsMarkCodeTitleAndDetailInColumns() {
    let item = SectionItem(id: "abc", content: .entry(code: "abc", title: "Ana", detail: "Sea at dawn"))

    let lines = SectionText.lines(for: item, width: 80, style: TextStyle())

    expectEqual(lines, ["• abc  Ana" + String(repeating: " ", count: 21) + "Sea at dawn"])
  }

  @Test func entry_paintsAnOnMarkAndTheCode() {
    let palette = Palette(codes: [.accent: "33", .secondary: "2"])
    let item = SectionItem(id: "abc", content: .entry(code: "abc", title: "Ana", detail: nil), mark: .favorite)
    let off = SectionItem(id: "def", content: .entry(code: nil, title: "Ben", detail: nil), mark: .notFavorite)

    let lines = SectionText.lines(for: item, width: 80, style: TextStyle(palette: palette))
    let offLines = SectionText.lines(for: off, width: 80, style: TextStyle(palette: palette))

    expectEqual(lines.first?.hasPrefix("\u{1B}[33m★\u{1B}[0m \u{1B}[2mabc\u{1B}[0m  Ana"), true)
    expectEqual(offLines.first?.hasPrefix("☆ Ben"), true)
  }

  @Test func heading_secondLine_joinsSubtitleAndMark_whicheverThereAre() {
    let cases: [(subtitle: String?, mark: Mark?, second: [String])] = [
      ("Lisbon", .favorite, ["Lisbon · ★ favorite"]), ("Lisbon", nil, ["Lisbon"]),
      (nil, .favorite, ["★ favorite"]), (nil, nil, []), ("", nil, []), ("", .favorite, [" · ★ favorite"]),
      ("Line\nbreak", nil, ["Line break"]),
    ]
    for (subtitle, mark, second) in cases {
      let item = SectionItem(id: "t", content: .heading(title: "Ana", subtitle: subtitle), mark: mark)

      expectEqual(
        SectionText.lines(for: item, width: 80, style: TextStyle()), ["Ana"] + second,
        "\(String(describing: subtitle)) \(String(describing: mark))")
    }
  }

  @Test func fields_ofASection_lineUpPastTheLongestLabel() {
    let items = [
      SectionItem(id: "a", content: .field(label: "Alternativtext", value: "Treppe")),
      SectionItem(id: "b", content: .field(label: "Größe", value: "3 × 2 Pixel")),
    ]
    let section = SectionSnapshot(id: "d", moduleID: "m", title: "Details", state: .loaded(items))

    expectEqual(
      SectionText.lines(for: [section], in: TextStyle(language: .german)),
      [
        "Details", "  Alternativtext: Treppe", "  Größe:          3 × 2 Pixel",
      ])
    expectEqual(SectionText.labelWidth([items[1]]), 13, "short labels keep the usual column")
  }
}
