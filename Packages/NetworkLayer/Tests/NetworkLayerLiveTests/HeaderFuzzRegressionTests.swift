import Foundation
import Models
import Testing

@testable import NetworkLayerLive

/// Inputs libFuzzer found (Tools/fuzz/corpus/fuzz-headers/crash-*), kept as tests: each once trapped.
@Suite struct HeaderFuzzRegressionTests {
  @Test func retryAfter_withACombiningMark_isIgnored_notATrap() {
    // "\u{74}\u{5BB}" is a letter with a Hebrew point: DateFormatter trapped with "Incorrect range CFRange".
    let value = String(decoding: [0x74, 0xD6, 0xBB, 0x2C, 0xD3, 0xFF, 0x2C, 0x2F], as: UTF8.self)
    let response = HTTPResponse(status: 429, headers: ["retry-after": value])
    #expect(ServiceTransport.retryAfter(response, now: Date(timeIntervalSince1970: 0)) == nil)
  }

  @Test func paging_withAHugePage_hasNoMore_notATrap() {
    let response = HTTPResponse(status: 200, headers: ["x-total": "-5"])
    let page = UnsplashPaging.page(Int.max / 2, perPage: 30, photos: [], response: response)
    #expect(page.hasMore == false)
  }
}
