/// Pictures made once per key and size and kept: decoding a placeholder for every frame would cost more
/// than drawing it.
///
/// ```swift
/// let memo = PictureMemo()
/// let picture = memo.picture(for: photo.id, width: 23, height: 14) { decode(photo, 23, 14) }
/// ```
@MainActor
public final class PictureMemo {
  private struct Key: Hashable {
    let id: String
    let width: Int
    let height: Int
  }

  /// The most pictures kept; past it the memo starts over.
  public let limit: Int
  private var pictures: [Key: Picture?] = [:]

  public init(limit: Int = 512) {
    self.limit = limit
  }

  /// The picture for `id` at `width`×`height`, made by `make` the first time.
  public func picture(for id: String, width: Int, height: Int, make: () -> Picture?) -> Picture? {
    let key = Key(id: id, width: width, height: height)
    if let known = pictures[key] { return known }
    if pictures.count >= limit { pictures.removeAll(keepingCapacity: true) }
    let picture = make()
    pictures[key] = picture
    return picture
  }
}
