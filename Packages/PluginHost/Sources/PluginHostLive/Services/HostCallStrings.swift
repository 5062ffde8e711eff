import Core
import PluginKit

/// The sentences of ``HostCallHandler``'s refusals, in English and German: what was refused, the offending value,
/// and the fix (usually a line of the manifest).
enum HostCallStrings {
  static func originNotDeclared(_ plugin: String, _ origin: String, _ language: Language) -> HostCallError {
    HostCallError(
      .notDeclared,
      message: language.pick(
        en: "Plugin '\(plugin)' may not reach '\(origin)', which its manifest does not declare in "
          + "'permissions.network'; add it there and add the plugin again.",
        de: "Das Plugin '\(plugin)' darf '\(origin)' nicht erreichen, da sein Manifest es nicht in "
          + "'permissions.network' nennt; trage es dort ein und füge das Plugin erneut hinzu."))
  }

  static func storageNotDeclared(_ plugin: String, _ language: Language) -> HostCallError {
    HostCallError(
      .notDeclared,
      message: language.pick(
        en: "Plugin '\(plugin)' has no storage, as its manifest does not declare '\"storage\": true' in its "
          + "permissions; add it there and add the plugin again.",
        de: "Das Plugin '\(plugin)' hat keinen Speicher, da sein Manifest '\"storage\": true' nicht in seinen "
          + "Berechtigungen nennt; trage es dort ein und füge das Plugin erneut hinzu."))
  }

  static func readNotDeclared(_ plugin: String, _ what: String, _ language: Language) -> HostCallError {
    HostCallError(
      .notDeclared,
      message: language.pick(
        en: "Plugin '\(plugin)' may not read '\(what)', which its manifest does not list in 'permissions.read'; add "
          + "it there and add the plugin again.",
        de: "Das Plugin '\(plugin)' darf '\(what)' nicht lesen, da sein Manifest es nicht in 'permissions.read' "
          + "nennt; trage es dort ein und füge das Plugin erneut hinzu."))
  }

  static func notAnAddress(_ url: String, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "'\(url)' is not an http or https address with a host and no password; ask for one like "
          + "'https://api.example.com/path'.",
        de: "'\(url)' ist keine http- oder https-Adresse mit Host und ohne Passwort; frage nach einer wie "
          + "'https://api.example.com/pfad'."))
  }

  static func tooManyHeaders(_ count: Int, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "The request carries '\(count)' headers, more than the \(HostCallHandler.maximumHeaders) allowed; send "
          + "fewer.",
        de: "Die Anfrage trägt '\(count)' Header, mehr als die erlaubten \(HostCallHandler.maximumHeaders); sende "
          + "weniger."))
  }

  static func headerNotAllowed(_ name: String, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "The header '\(name)' may not be sent through the host; send only Accept, Accept-Language, "
          + "Accept-Version, Authorization, If-None-Match, If-Modified-Since or X- headers.",
        de: "Der Header '\(name)' darf nicht über den Host gesendet werden; sende nur Accept, Accept-Language, "
          + "Accept-Version, Authorization, If-None-Match, If-Modified-Since oder X-Header."))
  }

  static func headerValue(_ name: String, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "The value of the header '\(name)' is not printable ASCII of at most "
          + "\(HostCallHandler.maximumHeaderValue) bytes; send a shorter, plain one.",
        de: "Der Wert des Headers '\(name)' ist kein druckbares ASCII von höchstens "
          + "\(HostCallHandler.maximumHeaderValue) Bytes; sende einen kürzeren, einfachen."))
  }

  static func badKey(_ key: String, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "The key '\(key)' is not 1 to \(HostCallHandler.maximumKeyBytes) bytes without control characters; "
          + "choose another key.",
        de: "Der Schlüssel '\(key)' hat nicht 1 bis \(HostCallHandler.maximumKeyBytes) Bytes ohne Steuerzeichen; "
          + "wähle einen anderen."))
  }

  static func valueTooLarge(_ key: String, _ value: String, _ language: Language) -> HostCallError {
    HostCallError(
      .invalid,
      message: language.pick(
        en: "The value for '\(key)' has \(value.utf8.count) bytes, more than the "
          + "\(HostCallHandler.maximumValueBytes) a value may hold; store less.",
        de: "Der Wert für '\(key)' hat \(value.utf8.count) Bytes, mehr als die \(HostCallHandler.maximumValueBytes) "
          + "eines Werts; speichere weniger."))
  }

  static func storageFull(_ plugin: String, _ language: Language) -> HostCallError {
    HostCallError(
      .storageFull,
      message: language.pick(
        en: "Plugin '\(plugin)' keeps as many keys as a plugin may; remove one before storing a new one.",
        de: "Das Plugin '\(plugin)' hält so viele Schlüssel, wie ein Plugin darf; entferne einen, bevor du einen "
          + "neuen speicherst."))
  }

  static func unknownService(_ service: String, _ language: Language) -> HostCallError {
    HostCallError(
      .unknownService,
      message: language.pick(
        en: "The host offers no service '\(service)'; docs/plugins.md lists the services of protocol 2.",
        de: "Der Host bietet keinen Dienst '\(service)'; docs/plugins.md nennt die Dienste von Protokoll 2."))
  }
}
