import Core
import Foundation

/// The sentences of ``ImageError`` and the words that stand in for a picture, one entry per language.
public enum ImageStrings {
  /// "Photo by <author>", what stands in for a picture without an alt text.
  public static func photoBy(_ author: String, _ language: Language) -> String {
    language.pick(en: "Photo by \(author)", de: "Foto von \(author)")
  }

  /// The progress line for downloads that take a while: "Loading pictures 3/30…".
  public static func loading(done: Int, total: Int, _ language: Language) -> String {
    language.pick(en: "Loading pictures \(done)/\(total)…", de: "Bilder werden geladen \(done)/\(total) …")
  }

  static func message(for error: ImageError, in language: Language) -> String {
    let url = bounded(error.url?.absoluteString ?? "?")
    switch error.code {
    case .unsupportedFormat:
      return language.pick(
        en: "The picture at '\(url)' is neither PNG nor JPEG; ask for a PNG or JPEG rendition.",
        de: "Das Bild unter '\(url)' ist weder PNG noch JPEG; fordere eine PNG- oder JPEG-Fassung an.")
    case .corrupt:
      let detail = error.detail ?? "?"
      return language.pick(
        en: "The picture at '\(url)' is damaged (\(detail)); it was not shown or kept, try again later.",
        de: "Das Bild unter '\(url)' ist beschädigt (\(detail)); es wurde weder gezeigt noch behalten, "
          + "versuche es später erneut.")
    case .truncated:
      return language.pick(
        en: "The picture at '\(url)' ends before its last pixel; it was not shown or kept, try again later.",
        de: "Das Bild unter '\(url)' endet vor seinem letzten Pixel; es wurde weder gezeigt noch behalten, "
          + "versuche es später erneut.")
    case .tooManyPixels:
      let size = "\(error.width ?? 0) × \(error.height ?? 0)"
      let limit = error.limit ?? 0
      return language.pick(
        en: "The picture at '\(url)' claims '\(size)' pixels, more than the \(limit) Mosaic decodes; it was refused "
          + "unread, ask for a smaller rendition.",
        de: "Das Bild unter '\(url)' behauptet '\(size)' Pixel, mehr als die \(limit), die Mosaic dekodiert; es "
          + "wurde ungelesen abgelehnt, fordere eine kleinere Fassung an.")
    case .tooLarge:
      let limit = error.limit ?? 0
      return language.pick(
        en:
          "The picture at '\(url)' is larger than \(limit) bytes; it was not downloaded, ask for a smaller rendition.",
        de: "Das Bild unter '\(url)' ist größer als \(limit) Bytes; es wurde nicht geladen, fordere eine kleinere "
          + "Fassung an.")
    case .notFound:
      return language.pick(
        en: "There is no picture at '\(url)'; check the photo's id or its URLs.",
        de: "Unter '\(url)' gibt es kein Bild; prüfe die Kennung des Fotos oder seine URLs.")
    case .httpStatus:
      let status = error.status.map(String.init) ?? "?"
      return language.pick(
        en: "The server answered '\(status)' for the picture at '\(url)'; try again later.",
        de: "Der Server antwortete '\(status)' auf das Bild unter '\(url)'; versuche es später erneut.")
    case .unreachable:
      let detail = error.detail ?? "?"
      return language.pick(
        en: "The picture at '\(url)' could not be fetched (\(detail)); check the network connection.",
        de: "Das Bild unter '\(url)' konnte nicht geladen werden (\(detail)); prüfe die Netzwerkverbindung.")
    case .rateLimited:
      let until = error.retryAt.map { ISO8601DateFormatter().string(from: $0) } ?? "?"
      return language.pick(
        en: "The image server of '\(url)' asked to slow down; Mosaic waits until '\(until)' before asking again.",
        de: "Der Bildserver von '\(url)' bat um eine Pause; Mosaic fragt erst ab '\(until)' wieder.")
    case .unsupportedURL:
      return language.pick(
        en: "'\(url)' is not a picture Mosaic can load; use an http, https or embedded:// URL.",
        de: "'\(url)' ist kein Bild, das Mosaic laden kann; verwende eine http-, https- oder embedded://-URL.")
    case .invalidLimit:
      let variable = error.detail ?? "?"
      let value = bounded(error.value ?? "")
      return language.pick(
        en: "\(variable) is '\(value)', which is not a size; write it like '200MB', '512KB' or '1GB'.",
        de: "\(variable) ist '\(value)', das ist keine Größe; schreibe sie wie '200MB', '512KB' oder '1GB'.")
    case .unexpectedCall:
      return language.pick(
        en: "The test's image client was asked for '\(url)'; give the test an image client that answers it.",
        de: "Der Bild-Client des Tests wurde nach '\(url)' gefragt; gib dem Test einen Bild-Client, der antwortet.")
    }
  }

  private static func bounded(_ text: String) -> String {
    text.count > 200 ? String(text.prefix(200)) + "…" : text
  }
}

extension ImageStrings {
  /// What stands in for a photo's picture: its alt text, else "Photo by <author>".
  ///
  /// ```swift
  /// ImageStrings.standIn(alt: nil, author: "Jane Doe", .german)   // "Foto von Jane Doe"
  /// ```
  public static func standIn(alt: String?, author: String, _ language: Language) -> String {
    if let alt = alt?.trimmingCharacters(in: .whitespacesAndNewlines), !alt.isEmpty { return alt }
    return photoBy(author, language)
  }
}
