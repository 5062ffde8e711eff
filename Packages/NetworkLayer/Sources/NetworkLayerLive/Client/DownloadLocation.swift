import Foundation
import NetworkLayer
import SafeText

/// Unsplash's answer to `GET /photos/:id/download`: `{"url": "https://images.unsplash.com/…"}`, the picture
/// to download. Only an `http` or `https` address with a host is taken.
struct DownloadLocation: Decodable {
  let url: String

  static func pictureURL(in body: Data, service: String) throws -> URL {
    let answer = try JSONDecoder().decode(DownloadLocation.self, from: body)
    guard let url = URL(string: answer.url), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), url.host?.isEmpty == false
    else {
      throw NetworkError(
        .badResponse, service: service, value: TerminalText.excerpt(answer.url, limit: 80))
    }
    return url
  }
}
