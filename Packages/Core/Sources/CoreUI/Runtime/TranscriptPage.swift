/// One screen as the accessible presentation reads it: which screen it is, where it sits (title, tabs),
/// its lines in reading order, its keys, and the app's notice.
///
/// ```swift
/// let page = TranscriptPage(
///   identity: "0|1|Gallery", heading: ["Gallery"], lines: LinearText.lines(body), keys: "Keys: f favorite")
/// ```
public struct TranscriptPage: Hashable, Sendable {
  /// What makes it another screen (the tab, the stack's depth, the title, help): a new one is read whole.
  public var identity: String
  /// The lines that say where the person is, read when the screen first shows.
  public var heading: [String]
  public var lines: [TranscriptLine]
  /// The keys, one line, read with the screen and again when they change.
  public var keys: String
  /// A note for this frame (a configuration mistake, a link that could not open).
  public var notice: String?

  public init(identity: String, heading: [String], lines: [TranscriptLine], keys: String, notice: String? = nil) {
    self.identity = identity
    self.heading = heading.map(LinearText.clean)
    self.lines = lines
    self.keys = LinearText.clean(keys)
    self.notice = notice.map(LinearText.clean)
  }

  /// The line of the selected item, if one is.
  var selected: TranscriptLine? { lines.first(where: \.selected) }
}
