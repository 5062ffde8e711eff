import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

extension NewsPresenter {
  /// `mosaic news open ID`: the system's opener, or — without one or without a display — the link on
  /// standard output and the reason on standard error.
  func open(_ reference: String, json: Bool, in context: CommandContext) async throws {
    let article = try await article(reference)
    let result = await desktop.open(article.url.absoluteString)
    if case .unavailable(let reason) = result, !json {
      context.console.note(NewsStrings.couldNotOpen(reason, context.language))
    }
    try context.emit(OpenOutput(article: article, result: result), json: json)
  }

  /// `mosaic news share ID`: `Title — URL`, to paste anywhere.
  func share(_ reference: String, json: Bool, in context: CommandContext) async throws {
    try context.emit(ShareOutput(article: try await article(reference)), json: json)
  }

  /// `mosaic news watch [--interval D] [--polls N]`; `once` is `--once`: one poll of the next feed in turn, without
  /// the lines about the interval (the systemd timer's service runs it). With `json`, each poll is one line of JSON
  /// as it ends (``watchAsJSON(_:every:polls:spacing:in:)``) and the lines about the interval go to standard error.
  func watch(
    interval text: String, polls: Int?, once: Bool = false, json: Bool = false, in context: CommandContext
  ) async throws {
    let language = context.language
    let minimum = HeadlineWatcher.minimumInterval(for: news.provider)
    guard let asked = WatchInterval.parse(text) else {
      throw ValidationError(NewsStrings.invalidInterval(text, minimum: Int(minimum.components.seconds), language))
    }
    let seconds = Int(max(asked, minimum).components.seconds)
    if asked < minimum {
      context.console.note(NewsStrings.intervalRaised(text, to: NewsStrings.interval(seconds, language), language))
    }
    if !once {
      // With --json, standard output holds the polls alone.
      let say = json ? context.console.note : context.console.print
      let titles = HeadlineWatcher.feeds.map { $0.title(in: language) }
      say(
        NewsStrings.watching(
          feeds: titles, every: NewsStrings.interval(seconds, language), perDay: 86_400 / seconds, language))
      let on = (try? await settings.load())?.notifications ?? false
      say(NewsStrings.notificationsState(on: on, unavailable: on ? desktop.notificationsUnavailable() : nil, language))
    }
    let watcher = HeadlineWatcher(
      news: news, settings: settings, desktop: desktop, cache: cache, clock: clock, now: now, language: language,
      ceiling: context.stepCeiling)
    let spacing = HeadlineWatcher.spacing(for: news.provider)
    if json {
      return try await watchAsJSON(
        watcher, every: .seconds(seconds), polls: once ? 1 : polls, spacing: spacing, in: context)
    }
    try await runWhileRead(watcher, every: .seconds(seconds), polls: once ? 1 : polls, spacing: spacing, in: context) {
      event in
      switch event {
      case .recorded(let feed, let count):
        context.console.print(NewsStrings.recorded(feed.title(in: language), count: count, language))
      case .headline(let feed, let article, let notified):
        context.console.print(WatchLine.headline(feed, article, notified: notified, at: now(), style: context.style))
      case .failure(let feed, let error):
        context.console.note(NewsStrings.pollFailed(feed.title(in: language), error.message(in: language), language))
      case .skipped(let since):
        context.console.print(NewsStrings.pollSkipped(since: Int(since.components.seconds), language))
      case .news:
        // Each of its headlines was printed as it came.
        break
      }
    }
  }
}

/// `--interval` as typed: `90s`, `15m`, `1h`, or a number of seconds.
enum WatchInterval {
  static func parse(_ text: String) -> Duration? {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard let last = text.last, !text.isEmpty, text.count <= 9 else { return nil }
    let unit: Int64
    let digits: Substring
    switch last {
    case "s": (unit, digits) = (1, text.dropLast())
    case "m": (unit, digits) = (60, text.dropLast())
    case "h": (unit, digits) = (3_600, text.dropLast())
    default: (unit, digits) = (1, Substring(text))
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(digits), value > 0,
      value <= 7 * 86_400 / unit
    else { return nil }
    return .seconds(value * unit)
  }
}

/// One new headline as `watch` prints it: `10:42  Business  k3v9qz2m7t  Title — Source`.
enum WatchLine {
  static func headline(
    _ feed: NewsFeed, _ article: Article, notified: Bool, at date: Date, style: TextStyle
  )
    -> String
  {
    let time = String(LocalTimestamp.minute(date).suffix(5))
    let mark = notified ? "✉" : "•"
    return
      "\(style.palette.paint(time, .secondary))  \(mark) \(TerminalText.pad(feed.title(in: style.language), width: 20))"
      + "\(article.shortID)  \(TerminalText.line(article.title)) — \(TerminalText.line(article.source.name))"
  }
}
