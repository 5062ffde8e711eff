/// What the photo detail's view model asks its coordinator to do; it never navigates itself.
public enum DetailIntent: Hashable, Sendable {
  /// Open this `mosaic://` URL: an item of a section ("more photos") was picked.
  case open(url: String)
}
