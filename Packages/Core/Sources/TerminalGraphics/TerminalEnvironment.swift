/// What a run knows about the terminal it writes to: the environment's variables, whether standard output
/// and standard error are terminals, and the size of the window when it is one.
///
/// ```swift
/// let terminal = TerminalEnvironment(environment: ["COLORTERM": "24bit"], outputIsTerminal: true, columns: 120)
/// terminal.mode(requested: nil, asked: true)   // .truecolor
/// ```
public struct TerminalEnvironment: Hashable, Sendable {
  public let environment: [String: String]
  public let outputIsTerminal: Bool
  public let errorIsTerminal: Bool
  /// The window's columns, when known.
  public let columns: Int?
  /// The window's rows, when known.
  public let rows: Int?

  public init(
    environment: [String: String], outputIsTerminal: Bool, errorIsTerminal: Bool = false, columns: Int? = nil,
    rows: Int? = nil
  ) {
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.columns = columns.flatMap { $0 > 0 ? $0 : nil }
    self.rows = rows.flatMap { $0 > 0 ? $0 : nil }
  }

  /// Nothing known: not a terminal, no variables.
  public static let unknown = TerminalEnvironment(environment: [:], outputIsTerminal: false)

  /// The graphics mode for pictures; see ``GraphicsMode/resolve(requested:environment:isTerminal:asked:)``.
  public func mode(requested: GraphicsMode?, asked: Bool) -> GraphicsMode {
    GraphicsMode.resolve(requested: requested, environment: environment, isTerminal: outputIsTerminal, asked: asked)
  }

  /// The width to draw at: the window's columns, else `COLUMNS`, else 80; at least 8.
  public var width: Int {
    let fromVariable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    return max(8, min(columns ?? fromVariable ?? 80, 1000))
  }
}
