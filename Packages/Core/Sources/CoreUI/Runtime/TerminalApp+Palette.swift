import Core
import SafeText

/// The command palette (`:`) and help's filter: keys while either is open, and what they draw.
extension TerminalApp {
  /// The longest filter help keeps, in characters.
  static let maximumHelpFilter = 40

  /// Opens the palette over the tabs, the routes (plugins' too), the offered places and its history. The places
  /// are asked for now, so one made while the app runs (a news feed) is among them.
  func openPalette() async {
    let history = await paletteHistory.load()
    let entries = await paletteEntries(recent: history)
    palette = CommandPalette(completer: PaletteCompleter(entries: entries), history: history)
  }

  /// Everything the palette offers, in the app's language.
  func paletteEntries(recent: [String]) async -> [PaletteEntry] {
    let language = environment.language
    let offered = await PaletteGathering.entries(
      of: paletteOffers, in: language, clock: environment.clock, limit: paletteListLimit)
    return PaletteCompleter.entries(tabs: paletteTabs, routes: root.router.routes, offered: offered, recent: recent)
  }

  /// The tabs' ids and titles in the app's language.
  var paletteTabs: [(id: String, title: String)] {
    root.tabs.map { ($0.contribution.id, $0.contribution.title.text(in: environment.language)) }
  }

  /// A key while the palette is open: Enter goes where the line names and remembers it; a line that names
  /// nothing leaves a sentence in the status line.
  func pressInPalette(_ key: Key) async -> Exit? {
    guard var open = palette else { return nil }
    let action = open.press(key)
    palette = open
    switch action {
    case .none: return nil
    case .close: palette = nil
    case .submit(let line):
      palette = nil
      await go(
        to: line, highlighted: open.candidates.first?.text, entries: open.completer.entries,
        history: open.history)
    }
    return nil
  }

  /// Goes where `line` names; a line that names nothing goes to the highlighted candidate, when there is one.
  private func go(to line: String, highlighted: String?, entries: [PaletteEntry], history: [String]) async {
    do {
      let target: PaletteTarget
      var went = line
      do {
        target = try PaletteTarget.resolve(line, tabs: paletteTabs, entries: entries, router: root.router)
      } catch let error as UIError where error.code == .unknownPaletteEntry {
        guard let highlighted, highlighted != line else { throw error }
        target = try PaletteTarget.resolve(highlighted, tabs: paletteTabs, entries: entries, router: root.router)
        went = highlighted
      }
      switch target {
      case .tab(let id):
        if let index = root.tabs.firstIndex(where: { $0.contribution.id == id }) {
          sheetTab = nil
          await show(tab: index)
        }
      case .url(let url):
        sheetTab = nil
        try await root.open(url)
        // A tab that draws as a sheet (`mosaic://settings`) shows over another tab, as at start.
        await putASheetOverATab()
      }
      await paletteHistory.save(PaletteHistory.adding(TerminalText.screenLine(went), to: history))
    } catch {
      notice = describe(error, in: environment.language)
    }
  }

  /// A key while help shows: typing filters its lines, Backspace edits, Ctrl-U empties; Esc empties the filter,
  /// or closes help when it is empty, as Backspace does; Enter and the help key close it.
  func pressInHelp(_ pressed: Key) -> Exit? {
    if environment.keys.translate(pressed, scope: nil) == .character("?") {
      closeHelp()
      return nil
    }
    switch pressed {
    case .enter: closeHelp()
    case .escape: if helpFilter.isEmpty { closeHelp() } else { helpFilter = "" }
    case .backspace: if helpFilter.isEmpty { closeHelp() } else { helpFilter.removeLast() }
    case .control("u"): helpFilter = ""
    case .character(let character):
      guard helpFilter.count < Self.maximumHelpFilter else { return nil }
      helpFilter += TerminalText.screenLine(String(character))
    default: break
    }
    return nil
  }

  private func closeHelp() {
    helpShown = false
    helpFilter = ""
  }

  /// Help's lines that contain the filter in their key or label, ignoring case; all of them without one.
  func filtered(_ hints: [KeyHint]) -> [KeyHint] {
    let filter = helpFilter.lowercased()
    guard !filter.isEmpty else { return hints }
    return hints.filter {
      !$0.key.isEmpty && ($0.key.lowercased().contains(filter) || $0.label.lowercased().contains(filter))
    }
  }

  /// The palette's line and its candidates, for the bottom of the frame.
  func paletteView() -> (line: View, list: View)? {
    guard let palette else { return nil }
    let width = max(size.width - 2, 10)
    let textWidth = min(max(palette.candidates.map { DisplayWidth.of($0.text) }.max() ?? 0, 8), width / 2)
    let rows = palette.candidates.enumerated().map { index, entry -> View in
      View.line([
        Span(
          " " + TerminalText.pad(TerminalText.fit(entry.text, width: textWidth), width: textWidth) + "  ",
          index == 0 ? .selection : .key),
        Span(TerminalText.fit(entry.label, width: max(width - textWidth - 3, 0)), .secondary),
      ])
    }
    let line = palette.field.view(prompt: ":").styled(.keyBar).frame(height: .fixed(1))
    return (line, View.column(rows).frame(height: .fixed(rows.count)))
  }
}
