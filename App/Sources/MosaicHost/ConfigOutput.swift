import Core
import CoreCLI
import MosaicConfig

/// `mosaic config path`: where the configuration file is (or would be).
struct ConfigPathOutput: CommandOutput {
  let path: String?

  func lines(in style: TextStyle) -> [String] {
    [path ?? style.language.pick(en: "(no HOME or XDG_CONFIG_HOME)", de: "(kein HOME oder XDG_CONFIG_HOME)")]
  }
}

/// `mosaic config show|check`: the file, whether it exists, its mistakes, and for `show` what applies.
struct ConfigCheckOutput: CommandOutput {
  struct Problem: Encodable, Sendable {
    let code: String
    let line: Int?
    let key: String
    let value: String
    let message: String

    init(_ problem: ConfigProblem) {
      code = problem.codeName
      line = problem.line
      key = problem.key
      value = problem.value
      message = problem.message
    }
  }

  let path: String?
  let exists: Bool
  let problems: [Problem]
  /// For `show`: the settings that apply, as a file that says them.
  let settings: String?

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    let path = path ?? "config.yaml"
    var lines: [String] = []
    if let settings {
      let source =
        exists
        ? language.pick(en: "# What applies, from '\(path)'", de: "# Was gilt, aus '\(path)'")
        : language.pick(
          en: "# No file at '\(path)': the defaults apply",
          de: "# Keine Datei unter '\(path)': es gelten die Voreinstellungen")
      lines.append(source)
      if !problems.isEmpty {
        lines.append(
          language.pick(
            en: "# \(problems.count) mistakes left out; `mosaic config check` names them",
            de: "# \(problems.count) Fehler ausgelassen; `mosaic config check` nennt sie"))
      }
      lines += settings.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    } else if exists {
      lines.append(language.pick(en: "'\(path)' has no mistakes.", de: "'\(path)' hat keine Fehler."))
    } else {
      lines.append(
        language.pick(
          en: "There is no file at '\(path)'; the defaults apply.",
          de: "Unter '\(path)' gibt es keine Datei; es gelten die Voreinstellungen."))
    }
    return lines
  }
}
