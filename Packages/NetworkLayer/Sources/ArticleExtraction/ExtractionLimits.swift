/// The bounds that keep a hostile page from costing more than a normal one: what is read, parsed, walked
/// and written. Each is checked where the work happens; past a limit the rest is dropped, never trapped on.
///
/// ```swift
/// let extractor = ArticleExtractor(limits: ExtractionLimits(maximumInputBytes: 1_048_576))
/// ```
public struct ExtractionLimits: Sendable, Hashable {
  /// The largest page read, in bytes (before decoding).
  public var maximumInputBytes: Int
  /// The most element and text nodes kept from the parsed page; the rest of the page is dropped.
  public var maximumNodes: Int
  /// The deepest nesting kept; deeper content is dropped.
  public var maximumDepth: Int
  /// The most blocks written.
  public var maximumBlocks: Int
  /// The most text written in all blocks, in bytes of UTF-8.
  public var maximumCharacters: Int
  /// The most characters in one block, title or byline.
  public var maximumBlockCharacters: Int
  /// The most links numbered.
  public var maximumLinks: Int

  public init(
    maximumInputBytes: Int = 5 * 1_048_576, maximumNodes: Int = 250_000, maximumDepth: Int = 256,
    maximumBlocks: Int = 2_000, maximumCharacters: Int = 400_000, maximumBlockCharacters: Int = 20_000,
    maximumLinks: Int = 500
  ) {
    self.maximumInputBytes = maximumInputBytes
    self.maximumNodes = maximumNodes
    self.maximumDepth = maximumDepth
    self.maximumBlocks = maximumBlocks
    self.maximumCharacters = maximumCharacters
    self.maximumBlockCharacters = maximumBlockCharacters
    self.maximumLinks = maximumLinks
  }
}
