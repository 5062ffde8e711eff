/// What a piece of a screen is, which its ``UITheme`` turns into colors and attributes. Screens name roles,
/// never colors, so one screen looks right in every theme and without color.
public enum StyleRole: String, Hashable, Sendable, CaseIterable {
  /// Ordinary text.
  case body
  /// Less important text: ids, dates, hints.
  case secondary
  /// Headings and an item's title.
  case heading
  /// What stands out: a key in the key bar, a link.
  case accent
  /// The seed's red ♥ on a favorite.
  case favorite
  /// The selected item.
  case selection
  /// The title line at the top of a screen.
  case title
  /// The selected tab.
  case tabSelected
  /// The other tabs.
  case tab
  /// The key bar at the bottom.
  case keyBar
  /// A key's name in the key bar or in help.
  case key
  /// The offline note.
  case warning
  /// An error line.
  case error
  /// Borders and separators.
  case border
  /// A sheet or side panel drawn over the screen.
  case sheet
}
