import SafeText

extension View {
  /// The tabs in one row, numbered for the `1`–`5` keys, the selected one standing out; each is tagged
  /// `tab:<index>` for the mouse.
  ///
  /// ```swift
  /// View.tabBar(["Gallery", "Favorites"], selected: 0)   // " 1 Gallery  2 Favorites "
  /// ```
  public static func tabBar(_ titles: [String], selected: Int?) -> View {
    var tabs: [View] = titles.enumerated().map { index, title in
      let label = " \(index + 1) \(TerminalText.screenLine(title)) "
      return View.text(label, role: index == selected ? .tabSelected : .tab)
        .frame(width: .fixed(DisplayWidth.of(label)))
        .tagged("tab:\(index)")
    }
    tabs.append(View.fill(role: .tab))
    return View.row(tabs).frame(height: .fixed(1))
  }

  /// The line that names the screen, with how to leave it on the right.
  ///
  /// ```swift
  /// View.titleLine("Jane Doe", hint: KeyHint("Esc", "back"))
  /// ```
  public static func titleLine(_ title: String, hint: KeyHint?) -> View {
    var parts = [View.line([Span(" " + title, .title)]).frame(width: .fill(1))]
    if let hint {
      let spans = [Span(hint.key, .title, emphasis: .underline), Span(" \(hint.label) ", .title)]
      parts.append(View.line(spans).frame(width: .fixed(spans.reduce(0) { $0 + $1.width })))
    }
    return View.row(parts, spacing: 1).styled(.title).frame(height: .fixed(1))
  }

  /// The main keys of the screen in one line at the bottom, as many as fit.
  public static func keyBar(_ hints: [KeyHint]) -> View {
    var spans: [Span] = [Span(" ", .keyBar)]
    for hint in hints {
      spans.append(Span(hint.key, .key))
      spans.append(Span(" \(hint.label)  ", .keyBar))
    }
    return View.row([View.line(spans).frame(width: .fit), View.fill(role: .keyBar)])
      .styled(.keyBar)
      .frame(height: .fixed(1))
  }

  /// The frames of the spinner, one per tick.
  public static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The spinner's frame for `tick`.
  public static func spinner(tick: Int) -> Span {
    Span(String(spinnerFrames[((tick % spinnerFrames.count) + spinnerFrames.count) % spinnerFrames.count]), .accent)
  }

  /// One status line: loading with the spinner, an empty state, an error, or the offline note.
  public static func status(_ status: ScreenStatus, tick: Int) -> View {
    switch status {
    case .loading(let text): View.line([spinner(tick: tick), Span(" " + text, .secondary)])
    case .empty(let text): View.text(text, role: .secondary)
    case .error(let text): View.text(text, role: .error)
    case .offline(let text): View.text(text, role: .warning)
    case .note(let text): View.text(text, role: .secondary)
    }
  }

  /// A state that stands in for a screen's whole content, centred and wrapped: nothing to show yet,
  /// nothing at all, or a failure.
  public static func message(_ status: ScreenStatus, tick: Int) -> View {
    let line: View =
      switch status {
      case .loading(let text): View.line([spinner(tick: tick), Span(" " + text, .secondary)], alignment: .center)
      case .empty(let text), .note(let text): View.paragraph(text, role: .secondary, alignment: .center)
      case .error(let text): View.paragraph(text, role: .error, alignment: .center)
      case .offline(let text): View.paragraph(text, role: .warning, alignment: .center)
      }
    return View.column([.spacer, line.padding(horizontal: 2), .spacer])
  }

}

/// What a screen's status line says.
public enum ScreenStatus: Hashable, Sendable {
  /// Something is on its way; the spinner turns.
  case loading(String)
  /// A list with nothing in it, and what to do about it.
  case empty(String)
  /// What failed and how to retry.
  case error(String)
  /// What is shown is a saved copy.
  case offline(String)
  /// Anything else worth a line.
  case note(String)

  /// Whether the spinner turns.
  public var isAnimating: Bool {
    if case .loading = self { true } else { false }
  }
}
