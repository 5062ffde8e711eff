import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer
import TerminalGraphics

/// A photo's page on the command line: drives a ``PhotoDetailViewModel`` to the photo a
/// ``PhotoDestination`` names and prints the page — header and details from this module, and whatever
/// other modules add to `SectionSlot<Photo>.detail` (the gallery's "more photos").
struct PhotoPresenter: Sendable {
  let photos: PhotoClient
  let favorites: FavoritesClient
  /// The photos to move along, when a module provides them.
  let feed: PhotoFeedClient?
  let sections: SectionController<Photo>
  /// Draws the photo above the page for `--image`.
  var picture: PhotoPicture = PhotoPicture(images: nil, terminal: .unknown)

  /// `mosaic photo ID [--next|--previous] [--image]`, `mosaic://photo/ID`.
  @MainActor
  func show(_ destination: PhotoDestination, options: PresentationOptions, in context: CommandContext) async throws {
    let json = options.json
    let options = options.pictures.map(PictureOptions.init)
    let model = PhotoDetailViewModel(
      photos: photos, favorites: favorites, feed: feed, sections: sections, language: context.language)
    await model.open(destination.id, moving: destination.direction)
    if let error = model.state.error { throw error }
    guard let photo = model.state.photo else { throw DetailError(.nothingShown) }
    var drawn: [String] = []
    if let options, !json {
      drawn = await picture.lines(for: photo, options: options, in: context)
    }
    try context.emit(
      PhotoOutput(
        photo: photo, title: model.title, isFavorite: model.state.isFavorite, stale: model.state.stale,
        sections: model.state.sections, language: context.language, picture: drawn),
      json: json)
  }
}
