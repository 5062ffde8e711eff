import Foundation

extension EmbeddedNewsCatalog {
  /// `date`, as the catalog's clock reads it: the catalog's news stands still at ``referenceDate``, so a date
  /// a reader works out from today (the Wall Street Journal feed asks for six months back) moves back by
  /// the whole days that passed since then. A relative window then picks the same articles on any day.
  ///
  /// ```swift
  /// let sixMonthsAgo = Date().addingTimeInterval(-182 * 86_400)
  /// let from = EmbeddedNewsCatalog.catalogDate(sixMonthsAgo, now: Date())
  /// let wsj = EmbeddedNewsCatalog.reader.everything(
  ///   query: nil, domains: ["wsj.com"], from: from, to: nil, language: nil, sortBy: .publishedAt)
  /// ```
  public static func catalogDate(_ date: Date, now: Date) -> Date {
    let elapsed = now.timeIntervalSince(referenceDate)
    guard elapsed.isFinite, elapsed > 0 else { return date }
    let days = (elapsed / 86_400).rounded(.down)
    return date.addingTimeInterval(-days * 86_400)
  }
}
