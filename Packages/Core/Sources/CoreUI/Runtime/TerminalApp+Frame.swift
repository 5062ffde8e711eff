import Core
import SafeText
import TerminalGraphics

extension TerminalApp {
  /// Composes the frame for `size` as the loop would and the bytes that draw it over `previous`: what one
  /// frame costs, for `make bench-ui`.
  public func measureFrame(size: Size, over previous: CellBuffer?) -> (buffer: CellBuffer, bytes: [UInt8]) {
    self.size = size
    var frame = compose()
    let bytes = pictures.render(&frame, over: previous)
    return (frame.buffer, bytes)
  }

  /// The whole frame: the tab bar, the title line, the screen on top, the key bar, and help over it when
  /// asked for.
  func compose() -> Painter.Frame {
    let language = environment.language
    let theme = environment.theme
    guard !isTooSmall else {
      let lines = UIStrings.tooSmall(size, minimum: Self.minimumSize, language)
      return Painter.paint(
        View.column([.spacer] + lines.map { View.paragraph($0, alignment: .center) } + [.spacer]), size: size,
        theme: theme)
    }
    let stack = root.stack
    let context = renderContext
    let behind =
      stack.top?.render(context)
      ?? ScreenFrame(title: "", body: .message(.loading(""), tick: tick))
    var screen = behind
    var content = behind.body
    if let sheet = sheetTab.flatMap({ root.tabs[$0].stack.top })?.render(context), let sheetSize = sheet.sheet {
      screen = sheet
      content = behind.body.overlay(sheet.body, placement: Self.centred(sheetSize, in: context.size))
    } else if let sheetSize = behind.sheet {
      content = View.fill(" ").overlay(behind.body, placement: Self.centred(sheetSize, in: context.size))
    }
    // Keys as the configuration file remapped them for the screen the keys go to.
    let scope = activeScreen?.keyScope
    let keys = environment.keys
    let hint =
      keys.hints(
        [
          stack.depth > 1 || sheetTab != nil
            ? KeyHint("Esc", UIStrings.back(language)) : KeyHint("q", UIStrings.quit(language))
        ], scope: scope
      ).first
    let palette = paletteView()
    let bottom =
      palette?.line ?? notice.map { View.text($0, role: .error).styled(.keyBar).frame(height: .fixed(1)) }
      ?? status.map { View.text($0.text(in: language), role: .accent).styled(.keyBar).frame(height: .fixed(1)) }
      ?? View.keyBar(keys.hints(screen.keys + [KeyHint("?", UIStrings.help(language))], scope: scope))
    var view = View.column([
      View.tabBar(root.titles(in: language), selected: root.selected),
      View.titleLine(screen.title, hint: hint),
      content.frame(height: .fill(1)),
      palette?.list ?? .empty,
      bottom,
    ])
    if helpShown {
      let sheet = help(for: screen, language: language)
      view = view.overlay(sheet.view, placement: .center(width: sheet.width, height: sheet.height))
    }
    return Painter.paint(view, size: size, theme: theme, graphics: environment.graphics.mode)
  }

  /// What screens render for: the content area between the title line and the key bar.
  var renderContext: RenderContext {
    RenderContext(
      size: Size(width: size.width, height: max(size.height - 3, 0)), language: environment.language,
      theme: environment.theme, tick: tick, timeZone: environment.timeZone,
      pixelsPerCell: environment.graphics.mode.pixelsPerCell(cell: environment.graphics.cell),
      showsPictures: environment.graphics.mode.drawsPictures)
  }

  /// A sheet of `sheet`'s size (at most the content area) in the middle of `area`.
  static func centred(_ sheet: Size, in area: Size) -> View.Placement {
    .center(width: min(sheet.width, area.width), height: min(sheet.height, area.height))
  }

  /// The help sheet: the screen's keys, then the keys every screen answers.
  private func help(for screen: ScreenFrame, language: Language) -> (view: View, width: Int, height: Int) {
    let scope = activeScreen?.keyScope
    let global = environment.keys.hints(UIStrings.globalKeys(language), scope: scope)
    let all = environment.keys.hints(screen.help, scope: scope) + [KeyHint("", "")] + global
    let hints = filtered(all)
    let keyWidth = all.map { DisplayWidth.of($0.key) }.max() ?? 0
    // The filter first, so a long help never clips it.
    let rows =
      [View.line([Span(" " + UIStrings.helpFilter(helpFilter, language), .secondary)]), .separator]
      + hints.map { hint -> View in
        guard !hint.key.isEmpty else { return .separator }
        return View.line([
          Span(" " + TerminalText.pad(hint.key, width: keyWidth) + "  ", .key), Span(hint.label + " ", .body),
        ])
      }
    let width = min(size.width - 4, max(40, (all.map { DisplayWidth.of($0.label) }.max() ?? 0) + keyWidth + 8))
    let height = min(size.height - 2, rows.count + 2)
    return (
      View.column(rows).boxed(title: UIStrings.keysOf(screen.title, language)), width, height
    )
  }
}
