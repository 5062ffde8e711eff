import ArgumentParser
import Foundation
import MockAPIServer

/// `mosaic-mock-api`: the loopback Unsplash and NewsAPI look-alike for offline tests.
///
/// ```sh
/// mosaic-mock-api --port 0 --error-rate 0.3 --seed 7
/// # 54321
/// # mosaic-mock-api listening on http://127.0.0.1:54321
/// ```
@main
struct MockAPICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mosaic-mock-api",
    abstract: "Serve the embedded catalogs in Unsplash's and NewsAPI's dialects on 127.0.0.1, with faults.",
    discussion: """
      The first line of standard output is the bound port. Control routes, with no key and never faulted: \
      GET and POST /_faults (JSON fields are the options below in camelCase), POST /_reset, GET /_stats, \
      GET /_witness (the second listener, another origin, that redirect-other-origin points at: its base URL \
      and how many requests reached it with a credential), GET /_connection. SIGINT or SIGTERM stops the server. \
      Hostile behaviours: drip-bytes, slow-headers, silence, oversized-body, gzip-bomb, huge-list, \
      redirect-other-origin, redirect-same-origin, echo-key, control-characters, endless-pages, endless-repeat, \
      retry-after-forever, set-cookie, huge-link-header, out-of-range-numbers, huge-total, impossible-sizes, \
      bad-article-links; for pictures under /img/: endless-picture, huge-picture-length, gzip-picture, \
      picture-retry-after-forever, huge-pictures.
      """
  )

  @Option(help: "The port on 127.0.0.1; 0 picks a free one.")
  var port = 0
  @Option(help: ArgumentHelp("The Unsplash access key to accept (default: any non-empty key).", valueName: "key"))
  var unsplashKey: String?
  @Option(help: ArgumentHelp("The NewsAPI key to accept (default: any non-empty key).", valueName: "key"))
  var newsKey: String?
  @Option(help: "Seeds the fault and random-photo sequences.")
  var seed: UInt64 = 1
  @Option(help: "Milliseconds to wait before each API answer.")
  var latencyMs = 0
  @Option(help: "Share of API requests (0...1) answered with --error-status.")
  var errorRate = 0.0
  @Option(help: "Status of injected errors (400...599).")
  var errorStatus = 500
  @Option(help: "Seconds sent as Retry-After with injected errors.")
  var retryAfter: Int?
  @Option(help: "Share of API requests answered 200 with invalid JSON.")
  var malformedRate = 0.0
  @Option(help: "Share of API requests whose body stops short of its Content-Length.")
  var truncateRate = 0.0
  @Option(help: "Share of API requests whose connection closes without a response.")
  var dropRate = 0.0
  @Option(help: "Milliseconds between the chunks of every API body (slow drip).")
  var dripMs = 0
  @Option(help: "Unsplash requests allowed per hour.")
  var unsplashBudget = 50
  @Option(help: "NewsAPI requests allowed per day.")
  var newsBudget = 100
  @Option(help: "A hostile server's trick for every API request, or every picture (see the list below).")
  var hostile: HostileBehaviour = .none
  @Option(help: "Milliseconds between the bytes of drip-bytes and slow-headers.")
  var hostileIntervalMs = 1000
  @Option(help: "Size of oversized-body, gzip-bomb and gzip-picture (inflated), echo-key and huge-link-header answers.")
  var hostileBytes: Int?
  @Option(help: "Photos in a huge-list answer.")
  var hostileItems = 200_000
  @Option(
    help: ArgumentHelp(
      "Answer every NewsAPI request with this NewsAPI error code (apiKeyDisabled, sourcesTooMany, …).",
      valueName: "code"))
  var newsError: String?
  @Option(
    help: ArgumentHelp(
      "Rendered PNGs kept for /img/ (0...\(MockAPIConfiguration.maximumRenderedImages)); a benchmark that asks "
        + "for every picture once before it measures then times no rendering.", valueName: "count"))
  var renderedImages = MockAPIConfiguration.defaultRenderedImages

  var faults: FaultSettings {
    FaultSettings(
      seed: seed, latencyMs: latencyMs, errorRate: errorRate, errorStatus: errorStatus, retryAfter: retryAfter,
      malformedRate: malformedRate, truncateRate: truncateRate, dropRate: dropRate, dripMs: dripMs,
      unsplashBudget: unsplashBudget, newsBudget: newsBudget, hostile: hostile, hostileIntervalMs: hostileIntervalMs,
      hostileBytes: hostileBytes, hostileItems: hostileItems, newsError: newsError)
  }

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("The port '\(port)' is not a TCP port; pass 0...65535, or 0 for any free port.")
    }
    guard (0...MockAPIConfiguration.maximumRenderedImages).contains(renderedImages) else {
      throw ValidationError(
        "The count '\(renderedImages)' of rendered images is out of range; pass 0..."
          + "\(MockAPIConfiguration.maximumRenderedImages).")
    }
    do {
      try faults.validate()
    } catch {
      throw ValidationError(error.message)
    }
  }

  func run() async throws {
    let mock = MockAPI(
      configuration: MockAPIConfiguration(
        port: port, unsplashKey: unsplashKey, newsKey: newsKey, faults: faults, renderedImages: renderedImages))
    do {
      try await mock.run { port in
        // The port comes first and alone, so a test can read one line and connect.
        let lines = "\(port)\nmosaic-mock-api listening on http://\(MockAPIConfiguration.host):\(port)\n"
        FileHandle.standardOutput.write(Data(lines.utf8))
      }
    } catch {
      let message =
        "mosaic-mock-api could not listen on '\(MockAPIConfiguration.host):\(port)': \(error); "
        + "pass a free port, or --port 0 for any.\n"
      FileHandle.standardError.write(Data(message.utf8))
      throw ExitCode.failure
    }
  }
}

extension HostileBehaviour: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(flagName: argument)
  }

  public var defaultValueDescription: String { flagName }

  public static var allValueStrings: [String] { allCases.map(\.flagName) }
}
