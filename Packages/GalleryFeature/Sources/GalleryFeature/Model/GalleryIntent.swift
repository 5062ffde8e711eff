/// What the gallery's view models ask their coordinator to do; they never navigate themselves.
public enum GalleryIntent: Hashable, Sendable {
  /// Show photo `id`, listed on `page` of the feed (`nil` for a favorite, which is on no page).
  case openPhoto(id: String, page: Int?)
}
