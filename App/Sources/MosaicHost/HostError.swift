import Core
import Foundation

/// The one error type of the host: a host command could not do its job, or a host setting is wrong.
public struct HostError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// `mosaic doctor` found problems; each is one sentence in ``problems``.
    case doctorFoundProblems
    /// `mosaic ui` was asked for where there is no terminal to draw in; ``value`` is `TERM`.
    case notATerminal
    /// A command ran past the ceiling `MOSAIC_COMMAND_TIMEOUT` and was stopped.
    case commandTimedOut
    /// One step (a poll) of a command that runs until stopped ran past the ceiling and was stopped; the
    /// command goes on.
    case stepTimedOut
    /// A host setting is not a number of seconds in ``range``.
    case invalidSetting
  }

  public let code: Code
  public let problems: [String]
  /// For ``Code/commandTimedOut``: the ceiling.
  public let limit: Duration?
  /// For ``Code/invalidSetting``: the variable, its value and the accepted range.
  public let variable: String?
  public let value: String?
  public let range: ClosedRange<Int>?

  public init(
    _ code: Code, problems: [String] = [], limit: Duration? = nil, variable: String? = nil, value: String? = nil,
    range: ClosedRange<Int>? = nil
  ) {
    self.code = code
    self.problems = problems
    self.limit = limit
    self.variable = variable
    self.value = value
    self.range = range
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    switch code {
    case .doctorFoundProblems:
      let list = problems.joined(separator: " ")
      let count = HostStrings.count(problems.count, en: ("problem", "problems"), de: ("Problem", "Probleme"), language)
      return language.pick(en: "doctor found \(count): \(list)", de: "doctor hat \(count) gefunden: \(list)")
    case .notATerminal:
      let why =
        value == "dumb"
        ? language.pick(
          en: "TERM is 'dumb'; `mosaic ui --accessible` writes plain lines it shows",
          de: "TERM ist 'dumb'; `mosaic ui --accessible` schreibt einfache Zeilen, die es zeigt")
        : language.pick(en: "input or output is not a terminal", de: "Ein- oder Ausgabe ist kein Terminal")
      return language.pick(
        en: "The interactive app needs a terminal (\(why)); use the subcommands instead, like `mosaic gallery` "
          + "(see `mosaic --help`).",
        de: "Die interaktive App braucht ein Terminal (\(why)); nutze stattdessen die Unterbefehle, etwa "
          + "`mosaic gallery` (siehe `mosaic --help`).")
    case .commandTimedOut:
      let seconds = HostStrings.seconds(limit ?? .zero, language)
      return language.pick(
        en: "The command did not finish within \(seconds) and was stopped; try again, or raise "
          + "\(CommandCeiling.variable).",
        de: "Der Befehl war nach \(seconds) nicht fertig und wurde abgebrochen; versuche es erneut oder "
          + "erhöhe \(CommandCeiling.variable).")
    case .stepTimedOut:
      let seconds = HostStrings.seconds(limit ?? .zero, language)
      return language.pick(
        en: "It did not finish within \(seconds) and was stopped; raise \(CommandCeiling.variable) to allow longer.",
        de: "Sie war nach \(seconds) nicht fertig und wurde abgebrochen; erhöhe \(CommandCeiling.variable), um "
          + "länger zu erlauben.")
    case .invalidSetting:
      let variable = variable ?? "?"
      let low = range?.lowerBound ?? 0
      let high = range?.upperBound ?? 0
      return language.pick(
        en: "\(variable) is '\(value ?? "")', which is not a number of seconds from \(low) to \(high); set it like "
          + "'120' or unset it.",
        de: "\(variable) ist '\(value ?? "")' und damit keine Zahl von Sekunden zwischen \(low) und \(high); setze "
          + "sie etwa auf '120' oder entferne sie.")
    }
  }
}
