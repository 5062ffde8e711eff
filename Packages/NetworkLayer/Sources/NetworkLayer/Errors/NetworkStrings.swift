import Core
import Foundation

/// Every sentence of the NetworkLayer package, English and German side by side, built from an error's
/// code and payload. The live target words its connectivity reports here too, so the package has one
/// table to translate.
package enum NetworkStrings {
  static func message(for error: NetworkError, in language: Language) -> String {
    switch error.code {
    case .transport: transport(error, in: language)
    case .timeout: timeout(error, in: language)
    case .httpStatus: httpStatus(error, in: language)
    case .unauthorized: unauthorized(error, in: language)
    case .notFound: notFound(error, in: language)
    case .rateLimited: rateLimited(error, in: language)
    case .badResponse: badResponse(error, in: language)
    case .invalidConfiguration: invalidConfiguration(error, in: language)
    case .redirectRefused: redirectRefused(error, in: language)
    case .invalidPhotoID: invalidPhotoID(error, in: language)
    case .invalidUsername: invalidUsername(error, in: language)
    case .unexpected:
      language.pick(
        en: "\(error.value ?? "A client") was called unexpectedly.",
        de: "\(error.value ?? "Ein Client") wurde unerwartet aufgerufen.")
    }
  }

  private static func transport(_ error: NetworkError, in language: Language) -> String {
    let host = error.host ?? "?"
    let detail = error.detail.map { self.detail($0, in: language) }
    guard let service = error.service else {
      return language.pick(
        en: "Could not reach '\(host)'\(detail.map { ": \($0)" } ?? ""); check the network connection.",
        de: "'\(host)' ist nicht erreichbar\(detail.map { ": \($0)" } ?? ""); prüfe die Netzwerkverbindung.")
    }
    let said = detail.map { " (\($0))" } ?? ""
    let variable = error.variable ?? ""
    return language.pick(
      en: "Could not reach \(service) at '\(host)'\(said); check the network connection"
        + (variable.isEmpty ? "." : " or \(variable)."),
      de: "\(service) unter '\(host)' ist nicht erreichbar\(said); prüfe die Netzwerkverbindung"
        + (variable.isEmpty ? "." : " oder \(variable)."))
  }

  private static func timeout(_ error: NetworkError, in language: Language) -> String {
    let host = error.host ?? "?"
    if let service = error.service, let limit = error.timeLimit, let variable = error.variable {
      let seconds = self.seconds(limit)
      return language.pick(
        en: "\(service) at '\(host)' did not answer within \(seconds) seconds; try again, check the network "
          + "connection, or raise \(variable).",
        de: "\(service) unter '\(host)' hat nicht innerhalb von \(seconds) Sekunden geantwortet; versuche es erneut, "
          + "prüfe die Netzwerkverbindung oder erhöhe \(variable).")
    }
    if let service = error.service {
      return language.pick(
        en: "\(service) at '\(host)' did not answer in time; try again, or check the network connection.",
        de: "\(service) unter '\(host)' hat nicht rechtzeitig geantwortet; versuche es erneut oder prüfe die "
          + "Netzwerkverbindung.")
    }
    let seconds = Int((error.timeLimit ?? .zero).seconds.rounded())
    return language.pick(
      en: "'\(host)' did not answer within \(seconds) seconds; try again, or check the network.",
      de: "'\(host)' hat nicht innerhalb von \(seconds) Sekunden geantwortet; versuche es erneut oder prüfe das "
        + "Netzwerk.")
  }

  private static func httpStatus(_ error: NetworkError, in language: Language) -> String {
    let service = serviceName(error, in: language)
    let status = error.status.map(String.init) ?? "?"
    if case .resultLimit(let limit) = error.detail {
      let said = error.serviceMessage ?? ""
      return language.pick(
        en: "\(service) serves at most \(limit) results on this plan (\(said)); ask for an earlier page or a "
          + "narrower query.",
        de: "\(service) liefert in diesem Tarif höchstens \(limit) Ergebnisse (\(said)); fordere eine frühere "
          + "Seite oder eine engere Suche an.")
    }
    let said = error.serviceMessage.map { " (\($0))" } ?? ""
    let path = error.path ?? "/"
    guard (error.status ?? 0) >= 500 else {
      return language.pick(
        en: "\(service) answered HTTP \(status) for '\(path)'\(said); check the request, and report it if it "
          + "persists.",
        de: "\(service) antwortete auf '\(path)' mit HTTP \(status)\(said); prüfe die Anfrage und melde den "
          + "Fehler, wenn er bestehen bleibt.")
    }
    return language.pick(
      en: "\(service) answered HTTP \(status) for '\(path)'\(said); try again later.",
      de: "\(service) antwortete auf '\(path)' mit HTTP \(status)\(said); versuche es später erneut.")
  }

  private static func unauthorized(_ error: NetworkError, in language: Language) -> String {
    let service = serviceName(error, in: language)
    let said = answer(error)
    let variable = error.variable ?? "?"
    guard error.keySent == false else {
      return language.pick(
        en: "\(service) refused the key in \(variable)\(said); check that the key is right and active.",
        de: "\(service) hat den Schlüssel in \(variable) abgelehnt\(said); prüfe, ob der Schlüssel stimmt und "
          + "aktiv ist.")
    }
    let host = error.host ?? "?"
    return language.pick(
      en: "\(service) at '\(host)' needs a key\(said); set \(variable).",
      de: "\(service) unter '\(host)' braucht einen Schlüssel\(said); setze \(variable).")
  }

  private static func notFound(_ error: NetworkError, in language: Language) -> String {
    let id = error.value ?? ""
    guard let service = error.service else {
      return language.pick(
        en: "The embedded catalog has no photo '\(id)'; list the ids with `mosaic gallery`.",
        de: "Der eingebaute Katalog hat kein Foto '\(id)'; liste die IDs mit `mosaic gallery` auf.")
    }
    let said = answer(error)
    return language.pick(
      en: "\(service) has no photo '\(id)'\(said); check the id with `mosaic gallery`.",
      de: "\(service) hat kein Foto '\(id)'\(said); prüfe die ID mit `mosaic gallery`.")
  }

  private static func rateLimited(_ error: NetworkError, in language: Language) -> String {
    let service = serviceName(error, in: language)
    let unset = error.variable.map { variable in
      language.pick(
        en: ", or unset \(variable) to use the embedded catalog",
        de: " oder entferne \(variable), um den eingebauten Katalog zu nutzen")
    }
    // A service that says why in its own code (NewsAPI's `rateLimited`, `apiKeyExhausted`) is quoted.
    let said = error.serviceCode == nil ? "" : error.serviceMessage.map { " (\($0))" } ?? ""
    guard let until = error.retryAt else {
      return language.pick(
        en: "\(service)'s request budget is spent\(said); try again later\(unset ?? "").",
        de: "Das Anfragekontingent von \(service) ist aufgebraucht\(said); versuche es später erneut\(unset ?? "").")
    }
    let time = clockTime(until, in: language)
    let wait = relative(until.timeIntervalSince(error.observedAt ?? Date()), in: language)
    return language.pick(
      en: "\(service)'s request budget is spent\(said); try again after \(time) (\(wait))\(unset ?? "").",
      de: "Das Anfragekontingent von \(service) ist aufgebraucht\(said); versuche es nach \(time) erneut (\(wait))"
        + "\(unset ?? "").")
  }

  private static func badResponse(_ error: NetworkError, in language: Language) -> String {
    let service = serviceName(error, in: language)
    let path = error.path ?? "/"
    let detail = error.detail.map { " (\(self.detail($0, in: language)))" } ?? ""
    let variable = error.variable ?? "?"
    return language.pick(
      en: "\(service)'s answer to '\(path)' could not be read\(detail); try again, and check \(variable) if it "
        + "persists.",
      de: "Die Antwort von \(service) auf '\(path)' ließ sich nicht lesen\(detail); versuche es erneut und prüfe "
        + "\(variable), wenn der Fehler bestehen bleibt.")
  }

  private static func invalidConfiguration(_ error: NetworkError, in language: Language) -> String {
    let variable = error.variable ?? "?"
    let value = error.value ?? ""
    switch error.detail {
    case .notSeconds(let minimum, let maximum):
      return notSeconds(variable: variable, value: value, minimum: minimum, maximum: maximum, in: language)
    case .portOutOfRange(let port):
      return portOutOfRange(variable: variable, value: value, port: port, in: language)
    default:
      break
    }
    guard let path = error.path else {
      return language.pick(
        en: "\(variable) is '\(value)', which is not an http(s) URL; set it like 'http://127.0.0.1:8080' or unset it.",
        de: "\(variable) ist '\(value)' und damit keine http(s)-URL; setze sie etwa auf 'http://127.0.0.1:8080' "
          + "oder entferne sie.")
    }
    return language.pick(
      en: "\(variable) '\(value)' cannot hold the path '\(path)'; set it to the API's root URL, without a query.",
      de: "\(variable) '\(value)' kann den Pfad '\(path)' nicht aufnehmen; setze sie auf die Stamm-URL der API, "
        + "ohne Abfrageteil.")
  }

  /// `30`, or `1.5` for a fraction of a second.
  static func seconds(_ duration: Duration) -> String {
    let value = duration.seconds
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
  }

  /// What the service answered, in parentheses: ` (HTTP 401: OAuth error: …)`.
  private static func answer(_ error: NetworkError) -> String {
    let said = [error.status.map { "HTTP \($0)" }, error.serviceMessage].compactMap { $0 }.joined(separator: ": ")
    return said.isEmpty ? "" : " (\(said))"
  }

  static func serviceName(_ error: NetworkError, in language: Language) -> String {
    error.service ?? error.host.map { "'\($0)'" } ?? language.pick(en: "The service", de: "Der Dienst")
  }
}
