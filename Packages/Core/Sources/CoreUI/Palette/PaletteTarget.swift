import Core
import Foundation
import SafeText

/// Where a line of the command palette goes: a tab, or a `mosaic://` URL a route answers.
///
/// ```swift
/// try PaletteTarget.resolve("news", tabs: tabs, entries: entries, router: router)           // .tab("news")
/// try PaletteTarget.resolve("photo/abc", tabs: tabs, entries: entries, router: router)      // .url("mosaic://photo/abc")
/// try PaletteTarget.resolve("nonsense", tabs: tabs, entries: entries, router: router)       // throws unknownPaletteEntry
/// ```
public enum PaletteTarget: Hashable, Sendable {
  /// The tab with this id.
  case tab(String)
  /// A URL the router resolves.
  case url(String)

  /// What `line` names, tried in this order: a tab's id or title; an entry's label (a feed's name); a
  /// `mosaic://` URL; a route typed without `mosaic://`. Case is ignored for names.
  ///
  /// - Throws: ``UIError`` `.unknownPaletteEntry` when nothing answers `line` (an empty line too);
  ///   the router's ``CoreError`` `.invalidRouteParameter` when a route matches but a value does not fit.
  public static func resolve(
    _ line: String, tabs: [(id: String, title: String)], entries: [PaletteEntry], router: Router
  ) throws -> PaletteTarget {
    let text = String(TerminalText.screenLine(line).trimmingCharacters(in: .whitespaces))
    let key = text.lowercased()
    guard !text.isEmpty else { throw UIError(.unknownPaletteEntry, value: "") }
    if let tab = tabs.first(where: { $0.id.lowercased() == key || $0.title.lowercased() == key }) {
      return .tab(tab.id)
    }
    if let entry = entries.first(where: { !$0.label.isEmpty && $0.label.lowercased() == key }) {
      return try resolve(entry.text, tabs: tabs, entries: [], router: router)
    }
    let url = PaletteEntry.hasScheme(text) ? text : "\(Router.scheme)://\(text)"
    do {
      _ = try router.resolve(url)
      return .url(url)
    } catch let error as CoreError where error.code == .invalidRouteParameter {
      throw error
    } catch {
      throw UIError(.unknownPaletteEntry, value: String(text.prefix(60)))
    }
  }
}
