import Core
import Foundation

extension NetworkStrings {
  /// What went wrong underneath, as a phrase that fits in parentheses or after a colon.
  package static func detail(_ detail: NetworkError.Detail, in language: Language) -> String {
    switch detail {
    case .connectionRefused:
      language.pick(en: "the connection was refused", de: "die Verbindung wurde abgelehnt")
    case .hostNotFound:
      language.pick(en: "the host name did not resolve", de: "der Hostname ließ sich nicht auflösen")
    case .connectionLost:
      language.pick(en: "the connection dropped mid-answer", de: "die Verbindung brach mitten in der Antwort ab")
    case .notConnected:
      language.pick(en: "there is no network connection", de: "es besteht keine Netzwerkverbindung")
    case .tlsFailed:
      language.pick(en: "the TLS handshake failed", de: "der TLS-Handshake schlug fehl")
    case .incompleteAnswer:
      language.pick(
        en: "the server closed the connection without a complete answer",
        de: "der Server schloss die Verbindung ohne vollständige Antwort")
    case .notHTTP:
      language.pick(en: "the answer was not HTTP", de: "die Antwort war kein HTTP")
    case .invalidJSON(let description):
      language.pick(en: "not valid JSON: \(description)", de: "kein gültiges JSON: \(description)")
    case .missingField(let field):
      language.pick(en: "the field '\(field)' is missing", de: "das Feld '\(field)' fehlt")
    case .wrongType(let field):
      language.pick(en: "the field '\(field)' has the wrong type", de: "das Feld '\(field)' hat den falschen Typ")
    case .resultLimit(let limit):
      language.pick(
        en: "the plan serves at most \(limit) results", de: "der Tarif liefert höchstens \(limit) Ergebnisse")
    case .tooLarge(let limit):
      language.pick(en: "the answer is larger than \(size(limit))", de: "die Antwort ist größer als \(size(limit))")
    case .headersTooLarge:
      language.pick(en: "its headers are too large", de: "ihre Header sind zu groß")
    case .compressed(let encoding):
      language.pick(
        en: "it came compressed as '\(encoding)', which a picture never needs",
        de: "sie kam als '\(encoding)' komprimiert, was ein Bild nie braucht")
    case .numberOutOfRange(let number):
      number.isEmpty
        ? language.pick(en: "a number does not fit its field", de: "eine Zahl passt nicht in ihr Feld")
        : language.pick(
          en: "the number '\(number)' does not fit its field", de: "die Zahl '\(number)' passt nicht in ihr Feld")
    case .impossibleValue(let field, let value):
      language.pick(
        en: "the field '\(field)' holds '\(value)', which no real one has",
        de: "das Feld '\(field)' enthält '\(value)', was kein echtes hat")
    case .invalidURL:
      language.pick(en: "the URL cannot be requested", de: "die URL lässt sich nicht anfragen")
    case .portOutOfRange(let port):
      language.pick(
        en: "the port \(port) is not between 1 and 65535", de: "der Port \(port) liegt nicht zwischen 1 und 65535")
    case .notSeconds(let minimum, let maximum):
      language.pick(
        en: "not a number of seconds from \(minimum) to \(maximum)",
        de: "keine Zahl von Sekunden zwischen \(minimum) und \(maximum)")
    case .tooManyRedirects(let limit):
      language.pick(en: "more than \(limit) redirects", de: "mehr als \(limit) Umleitungen")
    case .other(let text):
      text
    }
  }

  /// `15:04`, or `Nov 23 15:04` (`23. Nov. 15:04`) when not today, in the local time zone.
  package static func clockTime(_ date: Date, in language: Language) -> String {
    let formatter = DateFormatter()
    let today = Calendar.current.isDate(date, inSameDayAs: Date())
    formatter.locale = Locale(identifier: language.pick(en: "en_US_POSIX", de: "de_DE"))
    formatter.dateFormat = today ? "HH:mm" : language.pick(en: "MMM d HH:mm", de: "d. MMM HH:mm")
    return formatter.string(from: date)
  }

  /// `in 58 minutes`, `in 2 hours`, `in under a minute`.
  package static func relative(_ interval: TimeInterval, in language: Language) -> String {
    let minutes = Int((interval / 60).rounded(.up))
    if minutes <= 1 {
      return interval <= 60
        ? language.pick(en: "in under a minute", de: "in weniger als einer Minute")
        : language.pick(en: "in 1 minute", de: "in 1 Minute")
    }
    if minutes < 120 { return language.pick(en: "in \(minutes) minutes", de: "in \(minutes) Minuten") }
    return language.pick(en: "in \(minutes / 60) hours", de: "in \(minutes / 60) Stunden")
  }
}
