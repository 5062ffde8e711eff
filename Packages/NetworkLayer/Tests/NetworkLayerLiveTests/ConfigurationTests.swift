import Core
import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

@Suite struct ConfigurationTests {
  static let services: [ServiceDescriptor] = [.unsplash, .newsAPI]

  @Test func noKeysAndNoOverrides_meanTheEmbeddedCatalogs() throws {
    let configuration = try ServiceConfiguration(environment: ["HOME": "/home/someone"], services: Self.services)
    #expect(configuration[.unsplash] == nil)
    #expect(configuration[.newsAPI] == nil)
  }

  @Test func aKey_selectsTheRealService_atItsDefaultURL() throws {
    let configuration = try ServiceConfiguration(
      environment: ["UNSPLASH_ACCESS_KEY": "k1", "NEWSAPI_KEY": "k2"], services: Self.services)
    #expect(configuration[.unsplash]?.descriptor.baseURL.absoluteString == "https://api.unsplash.com")
    #expect(configuration[.unsplash]?.key?.revealed == "k1")
    #expect(configuration[.newsAPI]?.descriptor.baseURL.absoluteString == "https://newsapi.org")
  }

  @Test func aBaseURLOverride_alone_selectsTheService_withoutAKey() throws {
    let configuration = try ServiceConfiguration(
      environment: ["MOSAIC_UNSPLASH_BASE_URL": "http://127.0.0.1:8080"], services: Self.services)
    #expect(configuration[.unsplash]?.descriptor.hostDescription == "127.0.0.1:8080")
    #expect(configuration[.unsplash]?.key == nil)
  }

  @Test func blankValues_countAsUnset() throws {
    let configuration = try ServiceConfiguration(
      environment: [
        "UNSPLASH_ACCESS_KEY": "  ", "MOSAIC_UNSPLASH_BASE_URL": "",
      ], services: Self.services)
    #expect(configuration[.unsplash] == nil)
  }

  @Test(arguments: ["ftp://example.com", "not a url", "http://", "/relative/path"])
  func aBadBaseURL_isAOneSentenceError(_ value: String) {
    let error = #expect(throws: NetworkError.self) {
      try ServiceConfiguration(environment: ["MOSAIC_NEWSAPI_BASE_URL": value], services: Self.services)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.variable == "MOSAIC_NEWSAPI_BASE_URL")
    #expect(error?.value == value)
    #expect(error?.path == nil)
  }

  @Test func apiKeys_neverPrint() {
    let key = APIKey("super-secret")
    #expect("\(key!)" == "<redacted>")
    #expect(String(reflecting: key!) == "<redacted>")
    var dumped = ""
    dump(key, to: &dumped)
    #expect(dumped.contains("super-secret") == false)
    #expect(APIKey("   ") == nil)
    #expect(APIKey(nil) == nil)
  }

  @Test func aBaseURLThatCannotHoldAPath_namesTheVariableTheValueAndThePath() throws {
    let service = ServiceDescriptor.unsplash(baseURL: URL(test: "http://127.0.0.1:9"))
    let error = #expect(throws: NetworkError.self) {
      try service.request("photos", key: nil, timeout: .seconds(1))
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.variable == "MOSAIC_UNSPLASH_BASE_URL")
    #expect(error?.value == "http://127.0.0.1:9")
    #expect(error?.path == "photos")
  }

  @Test func displayPath_dropsCredentialParameters() {
    let request = HTTPRequest(url: URL(test: "http://h/v2/everything?q=oil&apiKey=secret&page=2"))
    #expect(request.displayPath == "/v2/everything?q=oil&page=2")
  }

  // Finding 15: a base URL is checked before any request; finding 16: its password never prints.

  @Test func anUppercaseScheme_isAccepted_andWrittenLowercase() throws {
    let configuration = try ServiceConfiguration(
      environment: ["MOSAIC_UNSPLASH_BASE_URL": "HTTP://127.0.0.1:8080"], services: Self.services)
    #expect(configuration[.unsplash]?.descriptor.baseURL.absoluteString == "http://127.0.0.1:8080")
  }

  @Test(arguments: ["http://127.0.0.1:99999", "http://127.0.0.1:0", "https://example.com:70000/api"])
  func aPortOutsideTheTCPRange_isRefusedUpFront(_ value: String) {
    let error = #expect(throws: NetworkError.self) {
      try ServiceConfiguration(environment: ["MOSAIC_UNSPLASH_BASE_URL": value], services: Self.services)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.variable == "MOSAIC_UNSPLASH_BASE_URL")
    #expect(error?.message.contains("not between 1 and 65535") == true || error?.detail == nil)
  }

  @Test func aPasswordInTheBaseURL_printsAsStars_everywhere() throws {
    let configuration = try ServiceConfiguration(
      environment: [
        "MOSAIC_UNSPLASH_BASE_URL": "http://user:hunter22@127.0.0.1:8080"
      ], services: Self.services)
    let descriptor = try #require(configuration[.unsplash]?.descriptor)
    #expect(descriptor.displayURL == "http://user:***@127.0.0.1:8080")
    #expect(descriptor.stateKey == "unsplash http://127.0.0.1:8080")
    let transport = ServiceTransport(service: descriptor, http: ScriptedHTTP([]).client)
    let source = PhotoClient.unsplash(key: nil, transport: transport).source
    #expect(!"\(source)".contains("hunter22") && !source.id.contains("hunter22"))
    let error = #expect(throws: NetworkError.self) {
      try ServiceConfiguration(
        environment: ["MOSAIC_NEWSAPI_BASE_URL": "ftp://user:hunter22@example.com"], services: Self.services)
    }
    #expect(error?.message.contains("hunter22") == false)
  }

  // Finding 1: the deadline of every request is configurable.

  @Test func theRequestTimeout_defaultsTo30Seconds_andReadsSeconds() throws {
    #expect(try ServiceConfiguration(environment: [:], services: Self.services).requestTimeout == .seconds(30))
    let configured = try ServiceConfiguration(environment: ["MOSAIC_REQUEST_TIMEOUT": " 1.5 "], services: Self.services)
    #expect(configured.requestTimeout == .milliseconds(1500))
  }

  @Test(arguments: ["0", "0.5", "601", "soon", "nan", "inf", "-3"])
  func aRequestTimeoutOutOfRange_isAOneSentenceError(_ value: String) {
    let error = #expect(throws: NetworkError.self) {
      try ServiceConfiguration(environment: ["MOSAIC_REQUEST_TIMEOUT": value], services: Self.services)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.variable == "MOSAIC_REQUEST_TIMEOUT")
    #expect(error?.detail == .notSeconds(minimum: 1, maximum: 600))
  }
}
