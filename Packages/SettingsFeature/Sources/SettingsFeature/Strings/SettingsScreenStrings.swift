import Core
import CoreCLI

/// Every line the settings sheet shows a person, in each language.
enum SettingsScreenStrings {
  static func tab(_ language: Language) -> String { language.pick(en: "Settings", de: "Einstellungen") }
  static func moveKey(_ language: Language) -> String { language.pick(en: "move", de: "bewegen") }
  static func changeKey(_ language: Language) -> String { language.pick(en: "change", de: "ändern") }

  static func appliesAtOnce(_ language: Language) -> String {
    language.pick(en: "Changes apply at once to every screen.", de: "Änderungen gelten sofort auf jedem Bildschirm.")
  }

  /// The timer's row: the one that keeps notifications coming while no `mosaic` runs.
  static func timer(_ language: Language) -> String { language.pick(en: "Timer", de: "Timer") }

  /// Whether the timer is installed and runs, and what `Enter` does to it; before the answer, an ellipsis.
  static func timerState(_ state: UserTimerClient.State?, _ language: Language) -> String {
    let removes = language.pick(en: " · Enter removes", de: " · Enter entfernt")
    return switch state {
    case nil: "…"
    case .notInstalled?:
      language.pick(en: "not installed · Enter installs", de: "nicht installiert · Enter installiert")
    case .installed(_, active: true)?: language.pick(en: "installed, running", de: "installiert, läuft") + removes
    case .installed(_, active: false)?:
      language.pick(en: "installed, not running", de: "installiert, läuft nicht") + removes
    case .installed(_, active: nil)?: language.pick(en: "installed", de: "installiert") + removes
    }
  }

  /// A timer written but not started, in one sentence: why, and the command that starts it.
  static func timerNotStarted(_ name: String, _ reason: UserTimerClient.ManualStart, _ language: Language) -> String {
    let why = reason.reason(in: language)
    let command = UserTimerClient.startCommand(name)
    return language.pick(
      en: "The timer is written but not started because \(why); start it with `\(command)` in your session.",
      de: "Der Timer ist geschrieben, aber nicht gestartet, weil \(why); starte ihn mit `\(command)` in deiner "
        + "Sitzung.")
  }
}
