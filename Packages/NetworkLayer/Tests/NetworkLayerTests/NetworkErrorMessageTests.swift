import Core
import Foundation
import NetworkLayer
import Testing

/// The sentences of the strings table, where the sentence is the point: every English one byte for byte
/// as the command line has always printed it (end-to-end tests match several), and its German twin.
@Suite struct NetworkErrorMessageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let error: NetworkError
    let english: String
    let german: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "embedded notFound", error: NetworkError(.notFound, value: "no-such-photo"),
      english: "The embedded catalog has no photo 'no-such-photo'; list the ids with `mosaic gallery`.",
      german: "Der eingebaute Katalog hat kein Foto 'no-such-photo'; liste die IDs mit `mosaic gallery` auf."),
    Case(
      id: "service notFound",
      error: NetworkError(
        .notFound, service: "Unsplash", status: 404, serviceMessage: "Couldn't find Photo", value: "missing"),
      english: "Unsplash has no photo 'missing' (HTTP 404: Couldn't find Photo); check the id with `mosaic gallery`.",
      german: "Unsplash hat kein Foto 'missing' (HTTP 404: Couldn't find Photo); prüfe die ID mit `mosaic gallery`."),
    Case(
      id: "bad base URL",
      error: NetworkError(.invalidConfiguration, variable: "MOSAIC_UNSPLASH_BASE_URL", value: "ftp://x"),
      english: "MOSAIC_UNSPLASH_BASE_URL is 'ftp://x', which is not an http(s) URL; set it like "
        + "'http://127.0.0.1:8080' or unset it.",
      german: "MOSAIC_UNSPLASH_BASE_URL ist 'ftp://x' und damit keine http(s)-URL; setze sie etwa auf "
        + "'http://127.0.0.1:8080' oder entferne sie."),
    Case(
      id: "base URL cannot hold a path",
      error: NetworkError(
        .invalidConfiguration, path: "/photos", variable: "MOSAIC_UNSPLASH_BASE_URL", value: "http://h/?q=1"),
      english: "MOSAIC_UNSPLASH_BASE_URL 'http://h/?q=1' cannot hold the path '/photos'; set it to the API's root "
        + "URL, without a query.",
      german: "MOSAIC_UNSPLASH_BASE_URL 'http://h/?q=1' kann den Pfad '/photos' nicht aufnehmen; setze sie auf die "
        + "Stamm-URL der API, ohne Abfrageteil."),
    Case(
      id: "service transport",
      error: NetworkError(
        .transport, service: "Unsplash", host: "127.0.0.1:9", detail: .connectionRefused,
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Could not reach Unsplash at '127.0.0.1:9' (the connection was refused); check the network connection "
        + "or MOSAIC_UNSPLASH_BASE_URL.",
      german: "Unsplash unter '127.0.0.1:9' ist nicht erreichbar (die Verbindung wurde abgelehnt); prüfe die "
        + "Netzwerkverbindung oder MOSAIC_UNSPLASH_BASE_URL."),
    Case(
      id: "bare transport", error: NetworkError(.transport, host: "api.example.com", detail: .hostNotFound),
      english: "Could not reach 'api.example.com': the host name did not resolve; check the network connection.",
      german: "'api.example.com' ist nicht erreichbar: der Hostname ließ sich nicht auflösen; prüfe die "
        + "Netzwerkverbindung."),
    Case(
      id: "service timeout", error: NetworkError(.timeout, service: "NewsAPI", host: "newsapi.org"),
      english: "NewsAPI at 'newsapi.org' did not answer in time; try again, or check the network connection.",
      german: "NewsAPI unter 'newsapi.org' hat nicht rechtzeitig geantwortet; versuche es erneut oder prüfe die "
        + "Netzwerkverbindung."),
    Case(
      id: "bare timeout", error: NetworkError(.timeout, host: "127.0.0.1:9", timeLimit: .seconds(15)),
      english: "'127.0.0.1:9' did not answer within 15 seconds; try again, or check the network.",
      german: "'127.0.0.1:9' hat nicht innerhalb von 15 Sekunden geantwortet; versuche es erneut oder prüfe das "
        + "Netzwerk."),
    Case(
      id: "HTTP 503", error: NetworkError(.httpStatus, service: "Unsplash", status: 503, path: "/photos?page=1"),
      english: "Unsplash answered HTTP 503 for '/photos?page=1'; try again later.",
      german: "Unsplash antwortete auf '/photos?page=1' mit HTTP 503; versuche es später erneut."),
    Case(
      id: "HTTP 400",
      error: NetworkError(
        .httpStatus, service: "NewsAPI", status: 400, serviceMessage: "parameterInvalid: bad", path: "/v2/x"),
      english: "NewsAPI answered HTTP 400 for '/v2/x' (parameterInvalid: bad); check the request, and report it if "
        + "it persists.",
      german: "NewsAPI antwortete auf '/v2/x' mit HTTP 400 (parameterInvalid: bad); prüfe die Anfrage und melde "
        + "den Fehler, wenn er bestehen bleibt."),
    Case(
      id: "plan limit",
      error: NetworkError(
        .httpStatus, service: "NewsAPI", status: 426, serviceMessage: "maximumResultsReached: too many",
        detail: .resultLimit(100)),
      english: "NewsAPI serves at most 100 results on this plan (maximumResultsReached: too many); ask for an "
        + "earlier page or a narrower query.",
      german: "NewsAPI liefert in diesem Tarif höchstens 100 Ergebnisse (maximumResultsReached: too many); fordere "
        + "eine frühere Seite oder eine engere Suche an."),
    Case(
      id: "key refused",
      error: NetworkError(
        .unauthorized, service: "Unsplash", status: 401, serviceMessage: "OAuth error", variable: "UNSPLASH_ACCESS_KEY",
        keySent: true),
      english: "Unsplash refused the key in UNSPLASH_ACCESS_KEY (HTTP 401: OAuth error); check that the key is right "
        + "and active.",
      german: "Unsplash hat den Schlüssel in UNSPLASH_ACCESS_KEY abgelehnt (HTTP 401: OAuth error); prüfe, ob der "
        + "Schlüssel stimmt und aktiv ist."),
    Case(
      id: "key missing",
      error: NetworkError(
        .unauthorized, service: "Unsplash", host: "127.0.0.1:9", status: 401, variable: "UNSPLASH_ACCESS_KEY",
        keySent: false),
      english: "Unsplash at '127.0.0.1:9' needs a key (HTTP 401); set UNSPLASH_ACCESS_KEY.",
      german: "Unsplash unter '127.0.0.1:9' braucht einen Schlüssel (HTTP 401); setze UNSPLASH_ACCESS_KEY."),
    Case(
      id: "bad response",
      error: NetworkError(
        .badResponse, service: "Unsplash", detail: .missingField("id"), path: "/photos/a",
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Unsplash's answer to '/photos/a' could not be read (the field 'id' is missing); try again, and check "
        + "MOSAIC_UNSPLASH_BASE_URL if it persists.",
      german: "Die Antwort von Unsplash auf '/photos/a' ließ sich nicht lesen (das Feld 'id' fehlt); versuche es "
        + "erneut und prüfe MOSAIC_UNSPLASH_BASE_URL, wenn der Fehler bestehen bleibt."),
    Case(
      id: "service timeout with its deadline",
      error: NetworkError(
        .timeout, service: "Unsplash", host: "127.0.0.1:9", variable: "MOSAIC_REQUEST_TIMEOUT", timeLimit: .seconds(30)),
      english: "Unsplash at '127.0.0.1:9' did not answer within 30 seconds; try again, check the network connection, "
        + "or raise MOSAIC_REQUEST_TIMEOUT.",
      german: "Unsplash unter '127.0.0.1:9' hat nicht innerhalb von 30 Sekunden geantwortet; versuche es erneut, prüfe "
        + "die Netzwerkverbindung oder erhöhe MOSAIC_REQUEST_TIMEOUT."),
    Case(
      id: "answer too large",
      error: NetworkError(
        .badResponse, service: "Unsplash", detail: .tooLarge(2 * 1_048_576), path: "/photos?page=1",
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Unsplash's answer to '/photos?page=1' could not be read (the answer is larger than 2 MB); try again, "
        + "and check MOSAIC_UNSPLASH_BASE_URL if it persists.",
      german: "Die Antwort von Unsplash auf '/photos?page=1' ließ sich nicht lesen (die Antwort ist größer als 2 MB); "
        + "versuche es erneut und prüfe MOSAIC_UNSPLASH_BASE_URL, wenn der Fehler bestehen bleibt."),
    Case(
      id: "headers too large",
      error: NetworkError(
        .badResponse, service: "Unsplash", detail: .headersTooLarge, path: "/photos",
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Unsplash's answer to '/photos' could not be read (its headers are too large); try again, and check "
        + "MOSAIC_UNSPLASH_BASE_URL if it persists.",
      german: "Die Antwort von Unsplash auf '/photos' ließ sich nicht lesen (ihre Header sind zu groß); versuche es "
        + "erneut und prüfe MOSAIC_UNSPLASH_BASE_URL, wenn der Fehler bestehen bleibt."),
    Case(
      id: "number out of range",
      error: NetworkError(
        .badResponse, service: "Unsplash", detail: .numberOutOfRange("1e400"), path: "/photos",
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Unsplash's answer to '/photos' could not be read (the number '1e400' does not fit its field); try "
        + "again, and check MOSAIC_UNSPLASH_BASE_URL if it persists.",
      german: "Die Antwort von Unsplash auf '/photos' ließ sich nicht lesen (die Zahl '1e400' passt nicht in ihr "
        + "Feld); versuche es erneut und prüfe MOSAIC_UNSPLASH_BASE_URL, wenn der Fehler bestehen bleibt."),
    Case(
      id: "redirect to another origin",
      error: NetworkError(
        .redirectRefused, service: "Unsplash", host: "127.0.0.1:9", path: "/photos",
        variable: "MOSAIC_UNSPLASH_BASE_URL",
        value: "http://127.0.0.1:10"),
      english: "Unsplash redirected '/photos' to another origin, 'http://127.0.0.1:10', which Mosaic never follows "
        + "so that the key stays with its server; point MOSAIC_UNSPLASH_BASE_URL at the server that answers.",
      german: "Unsplash hat '/photos' auf einen anderen Ursprung umgeleitet, 'http://127.0.0.1:10', dem Mosaic nie "
        + "folgt, damit der Schlüssel bei seinem Server bleibt; richte MOSAIC_UNSPLASH_BASE_URL auf den Server, der "
        + "antwortet."),
    Case(
      id: "too many redirects",
      error: NetworkError(
        .redirectRefused, service: "Unsplash", detail: .tooManyRedirects(5), path: "/photos",
        variable: "MOSAIC_UNSPLASH_BASE_URL"),
      english: "Unsplash redirected '/photos' more than 5 times; check MOSAIC_UNSPLASH_BASE_URL.",
      german: "Unsplash hat '/photos' mehr als 5-mal umgeleitet; prüfe MOSAIC_UNSPLASH_BASE_URL."),
    Case(
      id: "invalid photo id", error: NetworkError(.invalidPhotoID, service: "Unsplash", value: ".."),
      english: "'..' is not a photo id; use an id as `mosaic gallery` lists it, like 'q5Aq-4pHXK9'.",
      german: "'..' ist keine Foto-ID; nutze eine ID, wie `mosaic gallery` sie auflistet, etwa 'q5Aq-4pHXK9'."),
    Case(
      id: "invalid username", error: NetworkError(.invalidUsername, service: "Unsplash", value: "../me"),
      english: "'../me' is not a photographer's username; use one as `mosaic photo ID` shows it after '@', like "
        + "'jane_doe'.",
      german: "'../me' ist kein Benutzername eines Fotografen; nutze einen, wie `mosaic photo ID` ihn nach '@' "
        + "zeigt, etwa 'jane_doe'."),
    Case(
      id: "timeout setting",
      error: NetworkError(
        .invalidConfiguration, detail: .notSeconds(minimum: 1, maximum: 600), variable: "MOSAIC_REQUEST_TIMEOUT",
        value: "soon"),
      english: "MOSAIC_REQUEST_TIMEOUT is 'soon', which is not a number of seconds from 1 to 600; set it like '30' "
        + "or unset it.",
      german: "MOSAIC_REQUEST_TIMEOUT ist 'soon' und damit keine Zahl von Sekunden zwischen 1 und 600; setze sie "
        + "etwa auf '30' oder entferne sie."),
    Case(
      id: "port out of range",
      error: NetworkError(
        .invalidConfiguration, detail: .portOutOfRange("99999"), variable: "MOSAIC_UNSPLASH_BASE_URL",
        value: "http://127.0.0.1:99999"),
      english: "MOSAIC_UNSPLASH_BASE_URL is 'http://127.0.0.1:99999', whose port 99999 is not between 1 and 65535; "
        + "set it like 'http://127.0.0.1:8080' or unset it.",
      german: "MOSAIC_UNSPLASH_BASE_URL ist 'http://127.0.0.1:99999', deren Port 99999 nicht zwischen 1 und 65535 "
        + "liegt; setze sie etwa auf 'http://127.0.0.1:8080' oder entferne sie."),
    Case(
      id: "unexpected", error: NetworkError(.unexpected, value: "PhotoClient.photo"),
      english: "PhotoClient.photo was called unexpectedly.",
      german: "PhotoClient.photo wurde unerwartet aufgerufen."),
  ]

  @Test(arguments: cases)
  func sentence_isBuiltFromCodeAndPayload_inBothLanguages(_ example: Case) {
    #expect(example.error.message(in: .english) == example.english)
    #expect(example.error.message(in: .german) == example.german)
    #expect(example.error.message == example.english)
    #expect("\(example.error)" == example.english)
    #expect(describe(example.error, in: .german) == example.german)
  }

  @Test func rateLimited_namesTheWait_fromWhenTheBudgetWasSeenSpent() {
    let seen = Date(timeIntervalSince1970: 1_800_000_000)
    let error = NetworkError(
      .rateLimited, service: "Unsplash", retryAt: seen.addingTimeInterval(3600), observedAt: seen,
      variable: "UNSPLASH_ACCESS_KEY")
    let english = error.message(in: .english)
    #expect(english.hasPrefix("Unsplash's request budget is spent; try again after "))
    #expect(english.hasSuffix(" (in 60 minutes), or unset UNSPLASH_ACCESS_KEY to use the embedded catalog."))
    let german = error.message(in: .german)
    #expect(german.hasPrefix("Das Anfragekontingent von Unsplash ist aufgebraucht; versuche es nach "))
    #expect(
      german.hasSuffix(
        " erneut (in 60 Minuten) oder entferne UNSPLASH_ACCESS_KEY, um den eingebauten Katalog zu nutzen."))
  }

  struct Wait: Sendable, CustomTestStringConvertible {
    let seconds: Double
    let english: String
    let german: String
    var testDescription: String { "\(Int(seconds)) s" }
  }

  @Test(arguments: [
    Wait(seconds: 30, english: "in under a minute", german: "in weniger als einer Minute"),
    Wait(seconds: 61, english: "in 2 minutes", german: "in 2 Minuten"),
    Wait(seconds: 3_500, english: "in 59 minutes", german: "in 59 Minuten"),
    Wait(seconds: 7_200, english: "in 2 hours", german: "in 2 Stunden"),
    Wait(seconds: 86_400, english: "in 24 hours", german: "in 24 Stunden"),
  ])
  func relativeWaits_roundUpToWholeMinutesOrHours(_ wait: Wait) {
    #expect(NetworkStrings.relative(wait.seconds, in: .english) == wait.english)
    #expect(NetworkStrings.relative(wait.seconds, in: .german) == wait.german)
  }
}
