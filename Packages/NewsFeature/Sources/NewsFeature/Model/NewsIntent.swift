/// What the news reader's view models ask their coordinator to do; they never navigate themselves.
public enum NewsIntent: Hashable, Sendable {
  /// Open the online search over the feeds.
  case openSearch
}
