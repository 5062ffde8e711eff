import Core

/// What a hosted command can reach besides its dependencies: where it writes and how its text is styled.
///
/// ```swift
/// func run(with dependencies: Dependencies, in context: CommandContext) async throws {
///   try context.emit(GalleryOutput(page: page), json: json)
/// }
/// ```
public struct CommandContext: Sendable {
  /// Where the command writes.
  public let console: Console
  /// The language, width and colors of text output.
  public let style: TextStyle

  public init(console: Console, style: TextStyle = TextStyle()) {
    self.console = console
    self.style = style
  }

  /// The language every human-readable line uses.
  public var language: Language { style.language }

  /// Prints `output` as one JSON document, or as its text lines, each passed through ``TerminalText`` so
  /// no line carries a control or a second line (color sequences stay only when the palette colors).
  public func emit(_ output: some CommandOutput, json: Bool) throws {
    if json {
      try console.printJSON(output)
    } else {
      let clean = style.palette.isPlain ? TerminalText.line : TerminalText.outputLine
      for line in output.lines(in: style) { console.print(clean(line)) }
    }
  }
}

/// One command's result as a value: encoded for `--json`, drawn as lines of text otherwise, so both come
/// from the same model.
///
/// ```swift
/// struct Greeting: CommandOutput {
///   let name: String
///   func lines(in style: TextStyle) -> [String] {
///     [style.language.pick(en: "Hello, \(name)", de: "Hallo, \(name)")]
///   }
/// }
/// ```
public protocol CommandOutput: Encodable, Sendable {
  /// The output as terminal lines in `style`.
  func lines(in style: TextStyle) -> [String]
}

/// How text output looks: its language, the width it fits, and its colors.
public struct TextStyle: Sendable, Hashable {
  public var language: Language
  /// Columns available; lines are fitted to it.
  public var width: Int
  public var palette: Palette

  public init(language: Language = .english, width: Int = 100, palette: Palette = .plain) {
    self.language = language
    self.width = width
    self.palette = palette
  }
}
