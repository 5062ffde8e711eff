import Core

/// A photographer's photos as a grid: where `mosaic photographer USERNAME` and `mosaic://user/USERNAME` lead;
/// in `mosaic ui` a screen of its own over the tab that opened it.
public struct PhotographerDestination: Destination {
  /// The username, as ``NetworkLayer/PhotoClient/username(_:)`` accepts it.
  public var username: String
  /// The first page shown, from 1.
  public var page: Int
  /// Whether to keep paging to their last photo (`mosaic photographer USERNAME --all`), bounded and stopped as the
  /// gallery's `--all` is (``GalleryDestination/maximumWalk`` pages, the first page the service refuses).
  public var all: Bool

  public init(username: String, page: Int = 1, all: Bool = false) {
    self.username = username
    self.page = page
    self.all = all
  }

  /// The same photos as the gallery's presenter lists them.
  var gallery: GalleryDestination {
    GalleryDestination(page: page, perPage: 30, all: all, photographer: username)
  }
}
