import Core
import Foundation

/// What the command palette offers for the text typed so far, and what Tab completes it to. Pure: built from
/// the entries once when the palette opens.
///
/// A typed text matches an entry whose text (or its text without `mosaic://`) starts with it, first; then an
/// entry whose parameters the text is filling in (`mosaic://photo/abc` still shows `mosaic://photo/`); then an
/// entry whose text contains it; then one whose label does. Case is ignored; the entries' order breaks ties.
///
/// ```swift
/// let completer = PaletteCompleter(entries: PaletteCompleter.entries(tabs: tabs, routes: router.routes))
/// completer.candidates(for: "ph").first?.text  // "mosaic://photo/"
/// completer.complete("n")                      // "news": what every match's bare text starts with
/// ```
public struct PaletteCompleter: Sendable {
  /// How many candidates the palette lists under its line.
  public static let shownCandidates = 6

  public let entries: [PaletteEntry]

  public init(entries: [PaletteEntry]) {
    var seen = Set<String>()
    self.entries = entries.filter { seen.insert($0.text.lowercased()).inserted }
  }

  /// The palette's entries: the lines typed before (newest first), the tabs, the routes, then what modules
  /// offer (feeds).
  public static func entries(
    tabs: [(id: String, title: String)], routes: [Route], offered: [PaletteEntry] = [], recent: [String] = []
  ) -> [PaletteEntry] {
    recent.map { PaletteEntry(.recent, text: $0, label: "") }
      + tabs.map { PaletteEntry(.command, text: $0.id, label: $0.title) }
      + routes.map { route in PaletteEntry(.route, text: typedPart(of: route), label: route.summary) } + offered
  }

  /// A route's template up to its first parameter: `mosaic://photo/` for `photo/:id`.
  static func typedPart(of route: Route) -> String {
    guard let parameter = route.pattern.range(of: "/:") else { return route.template }
    return "\(Router.scheme)://\(route.pattern[..<parameter.lowerBound])/"
  }

  /// The entries for `text`, best first, at most `limit`; every entry (up to `limit`) for an empty text.
  public func candidates(for text: String, limit: Int = shownCandidates) -> [PaletteEntry] {
    let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !typed.isEmpty else { return Array(entries.prefix(limit)) }
    let ranked = entries.enumerated().compactMap { index, entry -> (rank: Int, index: Int, entry: PaletteEntry)? in
      rank(entry, typed: typed).map { ($0, index, entry) }
    }
    return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.prefix(limit).map(\.entry)
  }

  /// `text` completed as far as every entry starting with it agrees (in the form it is typed: with the scheme or
  /// without); the best candidate's text when that adds nothing; `text` itself when nothing matches.
  public func complete(_ text: String) -> String {
    let typed = text.trimmingCharacters(in: .whitespaces)
    guard !typed.isEmpty else { return entries.first?.text ?? text }
    let withScheme = PaletteEntry.hasScheme(typed)
    let forms = entries.map { withScheme ? $0.text : $0.bare }.filter {
      $0.lowercased().hasPrefix(typed.lowercased())
    }
    if let first = forms.first {
      let common = forms.dropFirst().reduce(first) { Self.commonPrefix($0, $1) }
      if common.count > typed.count { return common }
    }
    return candidates(for: typed, limit: 1).first?.text ?? text
  }

  /// 0: the text starts with the typed text; 1: the typed text fills in the entry's parameters; 2: the text
  /// contains it; 3: the label does; `nil`: no match.
  private func rank(_ entry: PaletteEntry, typed: String) -> Int? {
    let text = entry.text.lowercased()
    let bare = entry.bare.lowercased()
    if text.hasPrefix(typed) || bare.hasPrefix(typed) { return 0 }
    if entry.kind == .route, text.hasSuffix("/"), typed.hasPrefix(text) || typed.hasPrefix(bare) { return 1 }
    if text.contains(typed) { return 2 }
    if entry.label.lowercased().contains(typed) { return 3 }
    return nil
  }

  /// The longest prefix `a` and `b` share, ignoring case, as `a` spells it.
  static func commonPrefix(_ a: String, _ b: String) -> String {
    var end = a.startIndex
    for (x, y) in zip(a, b) {
      guard x.lowercased() == y.lowercased() else { break }
      end = a.index(after: end)
    }
    return String(a[..<end])
  }
}
