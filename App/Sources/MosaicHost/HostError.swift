import Core

/// The one error type of the host: a host command could not do its job.
public struct HostError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// `mosaic doctor` found problems; each is one sentence in ``problems``.
    case doctorFoundProblems
    /// `mosaic ui` was asked for where there is no terminal to draw in; ``value`` is `TERM`.
    case notATerminal
  }

  public let code: Code
  public let problems: [String]
  /// The value at fault, like `TERM`.
  public let value: String?

  public init(_ code: Code, problems: [String] = [], value: String? = nil) {
    self.code = code
    self.problems = problems
    self.value = value
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    switch code {
    case .doctorFoundProblems:
      let list = problems.joined(separator: " ")
      return language.pick(
        en: "doctor found \(problems.count) problem(s): \(list)",
        de: "doctor hat \(problems.count) Problem(e) gefunden: \(list)")
    case .notATerminal:
      let why =
        value == "dumb"
        ? language.pick(en: "TERM is 'dumb'", de: "TERM ist 'dumb'")
        : language.pick(en: "input or output is not a terminal", de: "Ein- oder Ausgabe ist kein Terminal")
      return language.pick(
        en: "The interactive app needs a terminal (\(why)); use the subcommands instead, like `mosaic gallery` "
          + "(see `mosaic --help`).",
        de: "Die interaktive App braucht ein Terminal (\(why)); nutze stattdessen die Unterbefehle, etwa "
          + "`mosaic gallery` (siehe `mosaic --help`).")
    }
  }
}
