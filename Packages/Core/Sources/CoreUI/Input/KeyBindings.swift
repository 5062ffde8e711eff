/// Keys a person remapped, per screen: pressing a bound key acts as the key it is bound to (the key the
/// screen knows), and a key bound to nothing does nothing. ``global`` applies on every screen; a screen's own
/// scope (``Screen/keyScope``) wins over it for the same key. Nothing is remapped while a screen takes text
/// (``Screen/isTyping``). Help and the key bar show the keys as remapped (``hints(_:scope:)``).
///
/// ```swift
/// let keys = KeyBindings(["global": [.control("d"): .pageDown], "gallery": [.character("h"): nil]])
/// keys.translate(.control("d"), scope: "news")     // .pageDown
/// keys.translate(.character("h"), scope: "gallery") // nil: does nothing
/// ```
public struct KeyBindings: Hashable, Sendable {
  /// The scope whose keys every screen answers.
  public static let global = "global"
  /// No key remapped.
  public static let standard = KeyBindings([:])

  /// Per scope, each bound key and what it acts as (`nil`: nothing).
  public private(set) var scopes: [String: [Key: Key?]]

  public init(_ scopes: [String: [Key: Key?]]) {
    self.scopes = scopes.filter { !$0.value.isEmpty }
  }

  /// Whether no key is remapped.
  public var isEmpty: Bool { scopes.isEmpty }

  /// These bindings with `other`'s on top: for the same scope and key, `other` wins.
  public func merging(_ other: KeyBindings) -> KeyBindings {
    var scopes = self.scopes
    for (scope, keys) in other.scopes { scopes[scope, default: [:]].merge(keys) { _, new in new } }
    return KeyBindings(scopes)
  }

  /// What `key` acts as on a screen of `scope`: its binding there, else in ``global``, else itself; `nil`
  /// when it is bound to nothing.
  public func translate(_ key: Key, scope: String?) -> Key? {
    if let scope, let bound = scopes[scope]?[key] { return bound }
    if let bound = scopes[Self.global]?[key] { return bound }
    return key
  }

  /// Whether `key` still acts as itself on a screen of `scope`.
  func keeps(_ key: Key, scope: String?) -> Bool { translate(key, scope: scope) == key }

  /// The keys that act as `target` on a screen of `scope` besides `target` itself, in name order.
  func extra(for target: Key, scope: String?) -> [Key] {
    var pressed = Set<Key>()
    for name in [Self.global, scope].compactMap({ $0 }) {
      for (key, bound) in scopes[name] ?? [:] where bound == target && key != target { pressed.insert(key) }
    }
    return pressed.filter { translate($0, scope: scope) == target }.sorted { $0.name < $1.name }
  }

  /// `hints` as a screen of `scope` answers them: each key that no longer acts as itself left out, each key
  /// bound to act as one of a hint's keys added after them, and a hint left with no key dropped. A hint's
  /// keys are the words of its key text (`PgUp PgDn`), or each character of a word of single characters
  /// (`←↑↓→`, `hjkl`); a word that names no key (`1–5`) is kept as it is.
  public func hints(_ hints: [KeyHint], scope: String?) -> [KeyHint] {
    guard !isEmpty else { return hints }
    return hints.compactMap { hint in
      guard !hint.key.isEmpty else { return hint }
      var words: [String] = []
      var added: [Key] = []
      for word in hint.key.split(separator: " ").map(String.init) {
        guard let keys = Self.keys(in: word) else {
          words.append(word)
          continue
        }
        let kept = keys.filter { keeps($0, scope: scope) }
        if !kept.isEmpty {
          words.append(kept.count == keys.count ? word : kept.map(\.description).joined())
        }
        added += keys.flatMap { extra(for: $0, scope: scope) }.filter { !added.contains($0) }
      }
      words += added.map(\.description)
      guard !words.isEmpty else { return nil }
      return KeyHint(words.joined(separator: " "), hint.label)
    }
  }

  /// The keys a word of a hint names: the word as one key, else each of its characters as one.
  static func keys(in word: String) -> [Key]? {
    if let key = Key(description: word) { return [key] }
    let characters = word.map { Key(description: String($0)) }
    guard characters.count > 1, characters.allSatisfy({ $0 != nil }) else { return nil }
    return characters.compactMap { $0 }
  }
}
