import Foundation
import PluginKit

/// "More by the photographer" on the photo page: the photographer's latest photos from the Unsplash API, fetched by
/// the host (the manifest declares the API's origin; the host adds no key of its own). The real API wants an access
/// key: `mosaic palette --unsplash-key KEY` keeps the person's own in the plugin's storage. Each photo carries its
/// thumbnail as the item's `picture`, which the host fetches through its image pipeline (the manifest declares the
/// image server's origin too, after the API's).
enum MoreByPhotographer {
  static let keyName = "unsplash-key"

  struct Photo: Decodable {
    let id: String
    let description: String?
    let altDescription: String?
    let urls: URLs?

    struct URLs: Decodable {
      let thumb: String?
    }

    enum CodingKeys: String, CodingKey {
      case id, description, urls
      case altDescription = "alt_description"
    }
  }

  static func items(_ call: PluginRunner.SectionCall) throws -> [PluginItem] {
    let username = call.subject["username"] ?? ""
    guard let origin = call.host.grants.network.first, !username.isEmpty,
      let escaped = username.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
    else { return [] }
    var headers = ["Accept-Version": "v1"]
    if let key = try call.host.storage.get(keyName) { headers["Authorization"] = "Client-ID \(key)" }
    let page = try call.host.get("\(origin)/users/\(escaped)/photos?per_page=6", headers: headers)
    let photos = try JSONDecoder().decode([Photo].self, from: Data(page.body.utf8))
    return photos.filter { $0.id != call.subject["id"] }.prefix(5).map { photo in
      PluginItem(
        id: photo.id, kind: .entry, title: photo.description ?? photo.altDescription ?? photo.id, detail: photo.id,
        url: "mosaic://photo/\(photo.id)", picture: photo.urls?.thumb)
    }
  }
}
