import Core
import Foundation
import Models
import NetworkLayer

@testable import NetworkLayerLive

extension FuzzTarget {
  /// Unsplash's JSON as the live client decodes it: one photo, a page of photos (with the paging it feeds),
  /// and an error body turned into a sentence.
  public static let unsplash = FuzzTarget(name: "fuzz-unsplash") { (bytes) throws(FuzzFinding) in
    let data = Data(buffer: bytes)
    let decoder = UnsplashJSON.decoder
    if let photo = try? decoder.decode(Photo.self, from: data) {
      _ = try? UnsplashJSON.encoder.encode(photo)
      _ = photo.bestDescription
    } else if let photos = try? decoder.decode([Photo].self, from: data) {
      _ = UnsplashPaging.page(1, perPage: 30, photos: photos, response: HTTPResponse(status: 200, body: data))
    } else if let url = URL(string: "https://api.unsplash.com/photos/abc") {
      let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
      let status = [400, 401, 404, 500][bytes.count % 4]
      let error = UnsplashErrors.error(
        for: HTTPResponse(status: status, body: data), request: HTTPRequest(url: url), service: service, hasKey: true)
      _ = error.message(in: .german)
    }
  }
}
