import Core
import Models
import NetworkLayer

/// The photographer — the page's title already names them, so this section shows `@username`, where they are,
/// their bio, and the way to all their photos (`mosaic://user/USERNAME`, offered only for a username a request
/// may carry).
struct PhotographerSection: SectionProvider {
  static let id = "detail.photographer"
  static let order = 30

  func title(in language: Language) -> String? { DetailStrings.photographer(language) }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let facts = PhotoFacts(photo)
    let username = PhotoClient.username(photo.user.username)
    let handle = PhotoFacts.clean(photo.user.username).map { "@\($0)" } ?? DetailStrings.unknownAuthor(language)
    var items = [
      SectionItem(
        id: "username", content: .field(label: DetailStrings.usernameLabel(language), value: handle),
        actions: username.map {
          [.open(DetailRoutes.photographer($0), title: DetailStrings.allPhotos(by: handle, language))]
        } ?? [])
    ]
    if let location = facts.photographerLocation {
      items.append(
        SectionItem(id: "location", content: .field(label: DetailStrings.label(.location, language), value: location)))
    }
    if let bio = facts.photographerBio {
      items.append(SectionItem(id: "bio", content: .text(bio)))
    }
    return items
  }
}
