import Core
import CoreUI
import TerminalGraphics

/// What a person set by hand in `$XDG_CONFIG_HOME/mosaic/config.yaml`: keys per screen (a preset and their
/// own), colors per theme, the tab the app opens on, how pictures are drawn, the news country, the accessible
/// mode. Settings kept
/// in the database (theme, language, notifications) stay there; this is only what the file says.
///
/// ```swift
/// let read = ConfigReader.read(text, tabs: ["gallery", "news"])
/// read.config.graphics      // .sixel
/// read.problems             // [] when every line is right
/// ```
public struct MosaicConfig: Hashable, Sendable {
  /// Nothing set: what the app does without a file.
  public static let defaults = MosaicConfig()

  /// The preset the keys start from, if any.
  public var preset: KeyPreset?
  /// The person's own keys, per screen, over the preset.
  public var ownKeys: KeyBindings = .standard
  public var colors: ThemeColors = .standard
  /// The tab id the app opens on instead of the one used last.
  public var defaultTab: String?
  /// How pictures are drawn unless `--graphics` says; `nil` is `auto` (ask the terminal).
  public var graphics: GraphicsMode?
  /// The two-letter country whose business headlines the news shows (`us` without it).
  public var newsCountry: String?
  /// `mosaic ui` in the accessible mode (plain lines for a screen reader) without `--accessible`.
  public var accessible = false

  public init(
    preset: KeyPreset? = nil, ownKeys: KeyBindings = .standard, colors: ThemeColors = .standard,
    defaultTab: String? = nil, graphics: GraphicsMode? = nil, newsCountry: String? = nil, accessible: Bool = false
  ) {
    self.preset = preset
    self.ownKeys = ownKeys
    self.colors = colors
    self.defaultTab = defaultTab
    self.graphics = graphics
    self.newsCountry = newsCountry
    self.accessible = accessible
  }

  /// The keys the app answers: the preset's, with the person's own on top.
  public var keys: KeyBindings { (preset?.bindings ?? .standard).merging(ownKeys) }

  /// The screens whose keys a file may remap: every one the app has, and `global` for all of them.
  public static let keyScopes = [
    KeyBindings.global, "gallery", "favorites", "photo", "news", "search", "saved", "settings",
  ]
}

/// The key sets that ship: `vim` adds Vim's paging and list keys, `arrows` leaves moving to the arrow and
/// paging keys (no `h j k l g G`), `default` changes nothing.
public enum KeyPreset: String, Hashable, Sendable, CaseIterable {
  case `default`
  case vim
  case arrows

  public var bindings: KeyBindings {
    switch self {
    case .default: .standard
    case .vim:
      KeyBindings([
        KeyBindings.global: [
          .control("d"): .pageDown, .control("u"): .pageUp, .control("f"): .pageDown, .control("b"): .pageUp,
        ],
        "news": [.character("l"): .enter],
        "saved": [.character("l"): .enter],
        "search": [.character("l"): .enter],
        "settings": [.character("j"): .down, .character("k"): .up, .character("h"): .left, .character("l"): .right],
        "photo": [.character("h"): .left, .character("l"): .right],
      ])
    case .arrows:
      KeyBindings([
        KeyBindings.global: Dictionary(uniqueKeysWithValues: "hjklgG".map { (Key.character($0), Key?.none) })
      ])
    }
  }
}
