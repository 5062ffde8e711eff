import Core
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25, the accessible mode: what is written after each frame — a new screen whole, then only what changed,
/// as plain lines.
struct TranscriptWriterTests {
  static func page(
    _ items: [(String, favorite: Bool)], selected: Int, status: String = "Page 1 of 12", identity: String = "gallery",
    notice: String? = nil
  ) -> TranscriptPage {
    var lines = items.enumerated().map { index, item in
      TranscriptLine(
        text: (item.favorite ? "♥ " : "") + item.0, selected: index == selected, tag: "photo:\(index)",
        favorite: item.favorite)
    }
    lines.append(TranscriptLine(text: status))
    return TranscriptPage(
      identity: identity, heading: ["Gallery", "Tab 1 of 2, Gallery; other tabs: 2 News."], lines: lines,
      keys: "Keys: f favorite.", notice: notice)
  }

  static let items = [("Jane Doe", favorite: false), ("Max Muster", favorite: false), ("Ana Lima", favorite: false)]

  @Test func aNewScreen_isReadWhole_andTheSameFrameAgainWritesNothing() {
    var writer = TranscriptWriter()
    let page = Self.page(Self.items, selected: 0)
    expectEqual(
      writer.lines(for: page, language: .english),
      [
        "", "Gallery", "Tab 1 of 2, Gallery; other tabs: 2 News.", "> Jane Doe", "Max Muster", "Ana Lima",
        "Page 1 of 12", "Keys: f favorite.",
      ])
    expectEqual(writer.lines(for: page, language: .english), [])
  }

  @Test func movingTheSelection_writesTheSelectedItemOnly() {
    var writer = TranscriptWriter()
    _ = writer.lines(for: Self.page(Self.items, selected: 0), language: .english)
    expectEqual(writer.lines(for: Self.page(Self.items, selected: 1), language: .english), ["> Max Muster"])
  }

  @Test func aFavoriteMark_isAnnounced_inEachLanguage() {
    var writer = TranscriptWriter()
    var items = Self.items
    _ = writer.lines(for: Self.page(items, selected: 1), language: .english)
    items[1].favorite = true
    expectEqual(
      writer.lines(for: Self.page(items, selected: 1), language: .english), ["Favorite added: ♥ Max Muster"])
    items[1].favorite = false
    expectEqual(
      writer.lines(for: Self.page(items, selected: 1), language: .german), ["Favorit entfernt: Max Muster"])
  }

  @Test func aNewStatusLine_andANotice_areAnnounced() {
    var writer = TranscriptWriter()
    _ = writer.lines(for: Self.page(Self.items, selected: 0), language: .english)
    let next = Self.page(Self.items, selected: 0, status: "Page 3 of 12", notice: "Saved 'Markets rally'")
    expectEqual(writer.lines(for: next, language: .english), ["Page 3 of 12", "Saved 'Markets rally'"])
  }

  @Test func itemsThatScrolledIn_areNotRead_butLoadedOnesAndANewListAre() {
    var writer = TranscriptWriter()
    _ = writer.lines(for: Self.page([], selected: 0, status: "Loading photos…"), language: .english)
    // The list loaded: its items are read.
    expectEqual(
      writer.lines(for: Self.page(Self.items, selected: 0), language: .english),
      [
        "> Jane Doe", "Max Muster", "Ana Lima", "Page 1 of 12",
      ])
    // One more item scrolled in as the selection moved: only the selection is read.
    let more = Self.items + [("Li Wei", favorite: false)]
    expectEqual(writer.lines(for: Self.page(more, selected: 1), language: .english), ["> Max Muster"])
    // One more came while the selection stayed (a section loaded): it is read.
    let loaded = more + [("Sam Lee", favorite: false)]
    expectEqual(writer.lines(for: Self.page(loaded, selected: 1), language: .english), ["Sam Lee"])
  }

  @Test func aListThatLoads_besideATaggedBarThatStayed_isRead() {
    var writer = TranscriptWriter()
    let bar = TranscriptLine(text: "Business TechCrunch", tag: "feeds")
    let loading = TranscriptPage(identity: "news", heading: [], lines: [bar], keys: "Keys: s save.")
    _ = writer.lines(for: loading, language: .english)
    let loaded = TranscriptPage(
      identity: "news", heading: [],
      lines: [
        bar, TranscriptLine(text: "Markets rally", selected: true, tag: "article:0"),
        TranscriptLine(text: "Oil climbs", tag: "article:1"),
      ], keys: "Keys: s save.")
    expectEqual(writer.lines(for: loaded, language: .english), ["> Markets rally", "Oil climbs"])
  }

  @Test func itemsThatComeBackUnchanged_areNotReadAgain() {
    var writer = TranscriptWriter()
    _ = writer.lines(for: Self.page(Self.items, selected: 0), language: .english)
    // The section reloads: its items go, then come back as they were.
    _ = writer.lines(for: Self.page([], selected: 0, status: "Loading…"), language: .english)
    expectEqual(
      writer.lines(for: Self.page(Self.items, selected: 0), language: .english), ["Page 1 of 12", "> Jane Doe"])
  }

  /// A list tagged by place (`article:3`) that gets an item above its others moves each of them to another tag:
  /// only the new one is read, not the ones that moved; a mark flipped in place is still announced, also when a
  /// status line comes with it.
  @Test func itemsThatMovedToAnotherTag_areNotReadAgain_butAFlippedMarkIs() {
    var writer = TranscriptWriter()
    func feed(_ titles: [(String, favorite: Bool)], status: String? = nil) -> TranscriptPage {
      var lines = titles.enumerated().map { index, item in
        TranscriptLine(text: item.0, selected: index == 0, tag: "article:\(index)", favorite: item.favorite)
      }
      lines += status.map { [TranscriptLine(text: $0)] } ?? []
      return TranscriptPage(identity: "news", heading: ["News"], lines: lines, keys: "Keys: s save.")
    }
    let articles = [
      ("Markets rally", favorite: false), ("Oil climbs", favorite: false), ("Banks merge", favorite: false),
    ]
    _ = writer.lines(for: feed(articles), language: .english)
    let newer = [("Fed holds rates", favorite: false)] + articles
    expectEqual(writer.lines(for: feed(newer), language: .english), ["> Fed holds rates"])
    var flipped = newer
    flipped[2] = ("♥ Oil climbs", favorite: true)
    expectEqual(
      writer.lines(for: feed(flipped, status: "Saving…"), language: .english),
      [
        "Favorite added: ♥ Oil climbs", "Saving…",
      ])
  }

  @Test func anotherScreen_isReadWholeAgain() {
    var writer = TranscriptWriter()
    _ = writer.lines(for: Self.page(Self.items, selected: 0), language: .english)
    let lines = writer.lines(for: Self.page(Self.items, selected: 0, identity: "photo"), language: .english)
    #expect(lines.first == "" && lines.contains("> Jane Doe") && lines.contains("Ana Lima"))
  }
}
