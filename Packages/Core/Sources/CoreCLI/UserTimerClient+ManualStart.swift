import Core

extension UserTimerClient.ManualStart {
  /// Why the timer did not start, as the end of a sentence ("… because systemctl is not installed").
  public func reason(in language: Language) -> String {
    switch self {
    case .noSystemctl: language.pick(en: "systemctl is not installed", de: "systemctl nicht installiert ist")
    case .noUserBus: language.pick(en: "there is no user bus", de: "es keinen Benutzer-Bus gibt")
    case .failed(let status):
      language.pick(en: "systemctl failed with status \(status)", de: "systemctl mit Status \(status) fehlschlug")
    }
  }

  /// The reason's stable name for `--json` output (`reasonCode`): the same in every language and release.
  public var code: String {
    switch self {
    case .noSystemctl: "noSystemctl"
    case .noUserBus: "noUserBus"
    case .failed: "systemctlFailed"
    }
  }
}

extension UserTimerClient {
  /// The command that starts the timer `name` by hand in the person's session.
  public static func startCommand(_ name: String) -> String {
    "systemctl --user daemon-reload && systemctl --user enable --now \(name).timer"
  }
}
