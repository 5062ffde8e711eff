import Core

extension NetworkStrings {
  /// A connectivity check that got a 2xx.
  package static func probeAnswered(service: String, milliseconds: Int, in language: Language) -> String {
    language.pick(
      en: "\(service) answered in \(milliseconds) ms.",
      de: "\(service) hat in \(milliseconds) ms geantwortet.")
  }

  /// A service that answers but refuses requests for now, and what it said.
  package static func probeRefusesNow(service: String, said: String, in language: Language) -> String {
    language.pick(
      en: "\(service) is reachable but refuses requests now: \(said)",
      de: "\(service) ist erreichbar, lehnt Anfragen aber gerade ab: \(said)")
  }

  /// A service that answers with an unexpected status.
  package static func probeUnhealthy(service: String, status: Int, in language: Language) -> String {
    language.pick(
      en: "\(service) is reachable but answered HTTP \(status); try again later.",
      de: "\(service) ist erreichbar, antwortete aber mit HTTP \(status); versuche es später erneut.")
  }

  /// A server that answers, but not as `service` at the path the check asked: the base URL leads elsewhere.
  package static func probeNotFound(service: String, url: String, variable: String, in language: Language) -> String {
    language.pick(
      en: "'\(url)' answered HTTP 404 (not found): \(service)'s API is not at that address; check \(variable).",
      de: "'\(url)' antwortete mit HTTP 404 (nicht gefunden): Die API von \(service) liegt nicht unter dieser "
        + "Adresse; prüfe \(variable).")
  }

  /// A check that failed in a way the HTTP client did not describe.
  package static func probeUnreachable(service: String, reason: String, in language: Language) -> String {
    language.pick(
      en: "Could not reach \(service): \(reason).",
      de: "\(service) ist nicht erreichbar: \(reason).")
  }
}
