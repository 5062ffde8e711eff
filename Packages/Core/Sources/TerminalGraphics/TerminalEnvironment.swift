import CoreValues

/// What a run knows about the terminal it writes to: the environment's variables, whether standard output
/// and standard error are terminals, the size of the window when it is one (and of a cell, when the window
/// says), a way to ask the terminal what it draws, and how PNG files are made.
///
/// ```swift
/// let terminal = TerminalEnvironment(environment: ["COLORTERM": "24bit"], outputIsTerminal: true, columns: 120)
/// terminal.mode(requested: nil, asked: true)   // .truecolor
/// let target = terminal.target(requested: nil, asked: true)   // asks the terminal, once
/// ```
public struct TerminalEnvironment: Sendable {
  public let environment: [String: String]
  public let outputIsTerminal: Bool
  public let errorIsTerminal: Bool
  /// The window's columns, when known.
  public let columns: Int?
  /// The window's rows, when known.
  public let rows: Int?
  /// A cell's size in pixels as the window reports it (`TIOCGWINSZ`), when it does.
  public let cellPixels: PixelsPerCell?
  /// Asks the terminal what it draws; only called when the output is a terminal and a mode is to be found.
  public let probe: TerminalProbe
  /// How iTerm2's pictures become PNG files.
  public let png: PNGEncoder
  /// The first kitty image id; see ``GraphicsTarget/firstImageID``.
  public let firstImageID: UInt32
  /// The mode the configuration file names (`graphics:`), used when no `--graphics` flag does; `nil` is auto.
  public let configuredMode: GraphicsMode?

  public init(
    environment: [String: String], outputIsTerminal: Bool, errorIsTerminal: Bool = false, columns: Int? = nil,
    rows: Int? = nil, cellPixels: PixelsPerCell? = nil, probe: TerminalProbe = .silent, png: PNGEncoder = .stored,
    firstImageID: UInt32 = 1, configuredMode: GraphicsMode? = nil
  ) {
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.columns = columns.flatMap { $0 > 0 ? $0 : nil }
    self.rows = rows.flatMap { $0 > 0 ? $0 : nil }
    self.cellPixels = cellPixels
    self.probe = probe
    self.png = png
    self.firstImageID = firstImageID
    self.configuredMode = configuredMode
  }

  /// Nothing known: not a terminal, no variables.
  public static let unknown = TerminalEnvironment(environment: [:], outputIsTerminal: false)

  /// The graphics mode for pictures; see ``target(requested:asked:)``.
  public func mode(requested: GraphicsMode?, asked: Bool) -> GraphicsMode {
    target(requested: requested, asked: asked).mode
  }

  /// How to draw pictures: the mode asked for (the flag, else ``configuredMode``), else the mode
  /// ``GraphicsMode/resolve(override:answers:environment:isTerminal:asked:)`` picks, with the terminal's answers when the output is a terminal and the mode is not given (or is a
  /// protocol, whose cell size the answers tell) and `NO_COLOR` does not rule pictures out; the cell's size
  /// from the window, else the answers, else ``PixelsPerCell/assumed``.
  public func target(requested flag: GraphicsMode?, asked: Bool) -> GraphicsTarget {
    let requested = flag ?? configuredMode
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let needsAnswers = requested.map(\.sendsPixels) ?? !noColor
    let answers = outputIsTerminal && needsAnswers ? probe.ask() : .none
    let mode = GraphicsMode.resolve(
      override: requested, answers: answers, environment: environment, isTerminal: outputIsTerminal, asked: asked)
    let cell = cellPixels ?? answers.cell(columns: columns, rows: rows) ?? .assumed
    return GraphicsTarget(
      mode: mode, cell: cell, insideTmux: TmuxPassthrough.isInside(environment), png: png, firstImageID: firstImageID)
  }

  /// The width to draw at: the window's columns, else `COLUMNS`, else 80; at least 8.
  public var width: Int {
    let fromVariable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    return max(8, min(columns ?? fromVariable ?? 80, 1000))
  }
}

/// Asks the terminal what it can draw (``TerminalQueries``) and reads its answers; the App's asks the real
/// terminal once per run, ``silent`` asks nothing.
///
/// ```swift
/// let probe = TerminalProbe { TerminalAnswers(kittyGraphics: true, deviceAttributes: [62]) }
/// probe.ask().kittyGraphics   // true
/// ```
public struct TerminalProbe: Sendable {
  public var ask: @Sendable () -> TerminalAnswers

  public init(ask: @escaping @Sendable () -> TerminalAnswers) {
    self.ask = ask
  }

  /// Asks nothing: the answers are ``TerminalAnswers/none``, so the environment decides.
  public static let silent = TerminalProbe { .none }
}
