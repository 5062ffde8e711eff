import Core
import CoreUI
import Models

/// The lines of the watches that share one memory: a poll another watch made unneeded, and `mosaic ui`'s status
/// line for new headlines.
extension NewsStrings {
  /// A poll that asked nothing because another watch (the timer, the app) asked `seconds` ago.
  static func pollSkipped(since seconds: Int, _ language: Language) -> String {
    let ago = seconds < 60 ? interval(max(seconds, 1), language) : interval(seconds / 60 * 60, language)
    return language.pick(
      en: "Another watch polled \(ago) ago, so this poll asks nothing: together your watches stay within NewsAPI's "
        + "100 requests a day.",
      de: "Eine andere Beobachtung fragte vor \(ago), also fragt diese Abfrage nichts: zusammen bleiben deine "
        + "Beobachtungen in NewsAPIs 100 Anfragen am Tag.")
  }

  /// The app's status line for `fresh` headlines of `feed`, newest first: the one title, or how many and the first.
  static func newHeadlines(_ fresh: [Article], in feed: NewsFeed) -> LocalizedText {
    let title = TerminalText.line(fresh.first?.title ?? "")
    let english = feed.title(in: .english)
    let german = feed.title(in: .german)
    guard fresh.count > 1 else {
      return LocalizedText(en: "New in \(english): \(title)", de: "Neu in \(german): \(title)")
    }
    return LocalizedText(
      en: "New in \(english): \(fresh.count) headlines — \(title)",
      de: "Neu in \(german): \(fresh.count) Schlagzeilen — \(title)")
  }
}
