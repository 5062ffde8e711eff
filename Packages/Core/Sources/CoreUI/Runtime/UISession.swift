/// What the app remembers between runs: the tab it was on, so it opens there again. The App keeps it in
/// the cache store; tests keep it in memory.
///
/// ```swift
/// let session = UISession.inMemory()
/// await session.saveTab("favorites")
/// await session.lastTab()   // "favorites"
/// ```
public struct UISession: Sendable {
  /// The id of the tab last shown, if any.
  public var lastTab: @Sendable () async -> String?
  public var saveTab: @Sendable (String) async -> Void

  public init(lastTab: @escaping @Sendable () async -> String?, saveTab: @escaping @Sendable (String) async -> Void) {
    self.lastTab = lastTab
    self.saveTab = saveTab
  }

  /// Remembers nothing.
  public static let noop = UISession(lastTab: { nil }, saveTab: { _ in })

  /// This session, opening on `tab` (a configuration file's `default_tab`) instead of the one used last when
  /// `tab` is given; the tab used is still remembered.
  public func opening(on tab: String?) -> UISession {
    guard let tab else { return self }
    return UISession(lastTab: { tab }, saveTab: saveTab)
  }

  /// Remembers in memory, starting from `tab`.
  public static func inMemory(_ tab: String? = nil) -> UISession {
    let store = SessionBox(tab)
    return UISession(lastTab: { await store.tab }, saveTab: { await store.set($0) })
  }
}

private actor SessionBox {
  var tab: String?
  init(_ tab: String?) { self.tab = tab }
  func set(_ tab: String) { self.tab = tab }
}
