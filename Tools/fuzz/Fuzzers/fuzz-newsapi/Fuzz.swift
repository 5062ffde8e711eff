import Core
import Foundation
import FuzzSupport
import Models
import NetworkLayer

@testable import NetworkLayerLive

/// NewsAPI's JSON as the live client decodes it: headlines, sources, and an error body turned into a
/// sentence.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNewsAPI(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  if let response = try? NewsJSON.decoder.decode(ArticlesResponse.self, from: data) {
    _ = try? NewsJSON.encoder.encode(response)
  } else if (try? NewsJSON.decoder.decode(SourcesResponse.self, from: data)) == nil,
    let url = URL(string: "https://newsapi.org/v2/top-headlines")
  {
    let service = ServiceDescriptor.newsAPI(baseURL: URL(fileURLWithPath: "/"))
    let status = [400, 401, 426, 429, 500][count % 5]
    let error = NewsAPIErrors.error(
      for: HTTPResponse(status: status, body: data), request: HTTPRequest(url: url), service: service, hasKey: true)
    _ = error.message(in: .english)
  }
  return 0
}

@_cdecl("fuzz_newsapi_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzNewsAPI)
}
