import Core
import SafeText

/// What a hosted command can reach besides its dependencies: where it writes, how its text is styled, and
/// the presenters that show a destination.
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
  /// How long each step of a ``RunsUntilStopped`` command may take; ``StepCeiling/none`` for the others,
  /// which the host bounds as a whole.
  public let stepCeiling: StepCeiling
  /// The presenters every module contributed: how ``present(_:options:)`` shows a destination.
  public let presenters: DestinationPresenters

  public init(
    console: Console, style: TextStyle = TextStyle(), stepCeiling: StepCeiling = .none,
    presenters: DestinationPresenters = .none
  ) {
    self.console = console
    self.style = style
    self.stepCeiling = stepCeiling
    self.presenters = presenters
  }

  /// The language every human-readable line uses.
  public var language: Language { style.language }

  /// Shows `destination` as its module's presenter does, on this context: what a ``PageCommand`` and
  /// `mosaic open` do.
  ///
  /// - Throws: ``CLIError`` `.noPresenter` when no module shows the destination; what the presenter throws.
  public func present(_ destination: any Destination, options: PresentationOptions) async throws {
    try await presenters.present(destination, options: options, in: self)
  }

  /// Prints `output` as one JSON document, or as its text lines, each passed through ``TerminalText`` so
  /// no line carries a control or a second line (color sequences stay only when the palette colors).
  public func emit(_ output: some CommandOutput, json: Bool) throws {
    if json {
      try console.printJSON(output)
    } else {
      let clean = style.palette.isPlain ? TerminalText.line : TerminalText.outputLine
      for block in output.blocks(in: style) {
        switch block {
        case .text(let lines): for line in lines { console.print(clean(line)) }
        case .drawing(let lines): for line in lines { console.draw(line) }
        }
      }
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
  /// The output as blocks of text and of pictures; by default one block of ``lines(in:)``. An output that
  /// draws pictures gives them as ``OutputBlock/drawing(_:)`` so their colors survive a plain palette.
  func blocks(in style: TextStyle) -> [OutputBlock]
}

extension CommandOutput {
  public func blocks(in style: TextStyle) -> [OutputBlock] { [.text(lines(in: style))] }
}

/// A run of output lines: text (cleaned of every control; colors only when the palette colors) or a
/// picture the command drew itself from pixels (colors and kitty graphics kept, because they were asked
/// for with `--image` or `--thumbnails`).
public enum OutputBlock: Sendable, Hashable {
  case text([String])
  case drawing([String])

  /// The block's lines.
  public var lines: [String] {
    switch self {
    case .text(let lines), .drawing(let lines): lines
    }
  }
}

/// How text output looks: its language, the width it fits, and its colors.
public struct TextStyle: Sendable, Hashable {
  public var language: Language
  /// Columns available; lines are fitted to it.
  public var width: Int
  public var palette: Palette
  /// The theme the settings keep, whether or not this output is colored: the terminal app draws with it.
  public var theme: Theme

  public init(language: Language = .english, width: Int = 100, palette: Palette = .plain, theme: Theme = .dark) {
    self.language = language
    self.width = width
    self.palette = palette
    self.theme = theme
  }
}
