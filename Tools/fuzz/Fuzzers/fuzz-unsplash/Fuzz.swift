import Core
import Foundation
import FuzzSupport
import Models
import NetworkLayer

@testable import NetworkLayerLive

/// Unsplash's JSON as the live client decodes it: one photo, a page of photos (with the paging it feeds),
/// and an error body turned into a sentence. A decoder may refuse the bytes; it may never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnsplash(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let decoder = UnsplashJSON.decoder
  if let photo = try? decoder.decode(Photo.self, from: data) {
    _ = try? UnsplashJSON.encoder.encode(photo)
    _ = photo.bestDescription
  } else if let photos = try? decoder.decode([Photo].self, from: data) {
    _ = UnsplashPaging.page(1, perPage: 30, photos: photos, response: HTTPResponse(status: 200, body: data))
  } else if let url = URL(string: "https://api.unsplash.com/photos/abc") {
    let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
    let status = [400, 401, 404, 500][count % 4]
    let error = UnsplashErrors.error(
      for: HTTPResponse(status: status, body: data), request: HTTPRequest(url: url), service: service, hasKey: true)
    _ = error.message(in: .german)
  }
  return 0
}

@_cdecl("fuzz_unsplash_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzUnsplash)
}
