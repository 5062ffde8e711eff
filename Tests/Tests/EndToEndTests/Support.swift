import Foundation
import MosaicTestSupport
import Testing

/// Decodes a JSON object printed by `mosaic ... --json`.
func jsonObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(value as? [String: Any], "not a JSON object: \(text)", sourceLocation: sourceLocation)
}

/// The photos array of a `mosaic gallery --json` document.
func photos(in document: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
  try #require(document["photos"] as? [[String: Any]], sourceLocation: sourceLocation)
}

/// The photo lines of a text gallery listing (favorites marked with ★, others with a space).
func photoLines(_ listing: String) -> [Substring] {
  listing.split(separator: "\n").filter { $0.hasPrefix("   ") || $0.hasPrefix(" ★ ") }
}

/// The ids, in order, of `mosaic gallery --page N --json` in `sandbox`.
func galleryIDs(_ sandbox: Sandbox, page: Int = 1, environment: [String: String] = [:]) async throws -> [String] {
  let result = try await sandbox.mosaic(["gallery", "--page", "\(page)", "--json"], environment: environment)
  try #require(result.status == 0, "\(result)")
  return try photos(in: try jsonObject(result.stdout)).compactMap { $0["id"] as? String }
}

/// Checks that a failed run printed exactly one `Error: …` sentence on stderr and nothing on stdout.
func expectOneSentenceError(
  _ result: CommandResult, status: Int32 = 1, containing fragment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
  let lines = result.stderr.split(separator: "\n")
  #expect(lines.count == 1, "expected one line on stderr: \(result)", sourceLocation: sourceLocation)
  #expect(result.stderr.hasPrefix("Error: "), "\(result)", sourceLocation: sourceLocation)
  #expect(result.stderr.contains(fragment), "\(result)", sourceLocation: sourceLocation)
  #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
}
