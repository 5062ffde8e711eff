import Core
import Foundation
import Models
import NetworkLayer

@testable import NetworkLayerLive

extension FuzzTarget {
  /// NewsAPI's JSON as the live client decodes it: headlines, sources, and an error body turned into a sentence.
  public static let newsAPI = FuzzTarget(name: "fuzz-newsapi") { (bytes) throws(FuzzFinding) in
    let data = Data(buffer: bytes)
    if let response = try? NewsJSON.decoder.decode(ArticlesResponse.self, from: data) {
      _ = try? NewsJSON.encoder.encode(response)
    } else if (try? NewsJSON.decoder.decode(SourcesResponse.self, from: data)) == nil,
      let url = URL(string: "https://newsapi.org/v2/top-headlines")
    {
      let service = ServiceDescriptor.newsAPI(baseURL: URL(fileURLWithPath: "/"))
      let status = [400, 401, 426, 429, 500][bytes.count % 5]
      let error = NewsAPIErrors.error(
        for: HTTPResponse(status: status, body: data), request: HTTPRequest(url: url), service: service, hasKey: true)
      _ = error.message(in: .english)
    }
  }
}
