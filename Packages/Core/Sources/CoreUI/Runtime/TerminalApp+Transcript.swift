import Core
import Observation

extension TerminalApp {
  /// The accessible presentation's frame: the screen on top read as a ``TranscriptPage`` and written as the
  /// plain lines ``TranscriptWriter`` says changed. No cells, cursor moves, pictures or ticks: the spinner never
  /// turns, so nothing is written while nothing changes.
  func writeTranscript(on terminal: TerminalPort, continuation: AsyncStream<Event>.Continuation) {
    redrawRequested.clear()
    let flag = redrawRequested
    let page = withObservationTracking {
      transcriptPage()
    } onChange: {
      if flag.request() { continuation.yield(.redraw) }
    }
    let lines = transcript.lines(for: page, language: environment.language)
    let bytes = lines.isEmpty ? [] : Array(lines.map { $0 + "\r\n" }.joined().utf8)
    if !bytes.isEmpty { terminal.write(bytes) }
    onFrame?(bytes.count)
  }

  /// The screen the keys go to as the transcript reads it: the sheet when one shows (alone: it has the keys),
  /// else the selected tab's top screen; help instead while it shows.
  func transcriptPage() -> TranscriptPage {
    let language = environment.language
    let context = renderContext
    let stack = root.stack
    var screen =
      stack.top?.render(context) ?? ScreenFrame(title: "", body: .message(.loading(""), tick: 0))
    if let sheet = sheetTab.flatMap({ root.tabs[$0].stack.top })?.render(context), sheet.sheet != nil {
      screen = sheet
    }
    let scope = activeScreen?.keyScope
    let keys = environment.keys
    let identity = "\(root.selected)|\(sheetTab ?? -1)|\(stack.depth)|\(screen.title)"
    // Help and the palette change with every key typed into them; each change is another page, read whole (a
    // few lines), so the person hears what the filter or the line now gives.
    guard !helpShown else {
      let hints = filtered(
        keys.hints(screen.help, scope: scope) + keys.hints(UIStrings.globalKeys(language), scope: scope))
      return TranscriptPage(
        identity: identity + "|help|" + helpFilter,
        heading: [UIStrings.keysOf(screen.title, language), UIStrings.helpFilter(helpFilter, language)],
        lines: hints.map { TranscriptLine(text: LinearText.clean("\($0.key): \($0.label)")) },
        keys: TranscriptStrings.keys([KeyHint("Esc", UIStrings.close(language))], language))
    }
    if let palette {
      return TranscriptPage(
        identity: identity + "|palette|" + palette.text,
        heading: [UIStrings.palette(language), ":" + palette.text],
        lines: palette.candidates.enumerated().map { index, entry in
          TranscriptLine(text: LinearText.clean("\(entry.text) · \(entry.label)"), selected: index == 0)
        },
        keys: TranscriptStrings.keys(
          [
            KeyHint("Tab", UIStrings.complete(language)), KeyHint("Enter", UIStrings.open(language)),
            KeyHint("Esc", UIStrings.close(language)),
          ], language),
        notice: notice ?? status?.text(in: language))
    }
    let back =
      stack.depth > 1 || sheetTab != nil
      ? KeyHint("Esc", UIStrings.back(language)) : KeyHint("q", UIStrings.quit(language))
    let title = sheetTab == nil ? screen.title : TranscriptStrings.sheet(screen.title, language)
    return TranscriptPage(
      identity: identity,
      heading: [title, TranscriptStrings.tabs(root.titles(in: language), selected: root.selected, language)],
      lines: LinearText.lines(screen.body),
      keys: TranscriptStrings.keys(
        keys.hints([back] + screen.keys + [KeyHint("?", UIStrings.help(language))], scope: scope), language),
      notice: notice ?? status?.text(in: language))
  }
}
