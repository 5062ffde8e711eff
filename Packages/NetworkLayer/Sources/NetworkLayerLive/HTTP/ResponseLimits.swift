/// How much of an answer Mosaic accepts, per kind of endpoint. A body is counted as it arrives, after
/// decompression; a bigger one is refused with ``NetworkError`` `.badResponse` (`.tooLarge`) and never saved.
///
/// ```swift
/// let request = HTTPRequest(url: URL(fileURLWithPath: "/photos/abc"), maximumBodyBytes: ResponseLimits.item)
/// ResponseLimits.list  // 2 MB: 30 Unsplash photos take about 150 KB
/// ```
public enum ResponseLimits {
  /// A page of photos or articles, or a list of sources.
  public static let list = 2 * 1_048_576
  /// One photo, or a connectivity check.
  public static let item = 512 * 1024
  /// What an error answer keeps: enough for the service's message, the rest is not read.
  public static let errorBody = 16 * 1024
  /// The most items a list answer decodes; a longer list is cut to the page size asked for.
  public static let listItems = 100
}
