import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import Testing

/// The article lines of a text listing (`mosaic news`, `saved`, `search`): ` • id  Title` or ` ✓ id  Title`.
func articleLines(_ listing: String) -> [Substring] {
  listing.split(separator: "\n").filter { $0.hasPrefix(" • ") || $0.hasPrefix(" ✓ ") }
}

/// The articles of a `mosaic news … --json` document.
func articles(
  in document: [String: Any], sourceLocation: SourceLocation = #_sourceLocation
) throws
  -> [[String: Any]]
{
  try #require(document["articles"] as? [[String: Any]], sourceLocation: sourceLocation)
}

/// The value of `key` in every article of `document`.
func field(_ key: String, of document: [String: Any]) throws -> [String] {
  try articles(in: document).compactMap { $0[key] as? String }
}

/// Runs `mosaic` with `arguments` and returns its JSON document, failing the test on a non-zero exit.
func mosaicJSON(
  _ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [String: Any] {
  let result = try await sandbox.mosaic(arguments + ["--json"], environment: environment)
  try #require(result.status == 0, "\(result)", sourceLocation: sourceLocation)
  return try jsonObject(result.stdout, sourceLocation: sourceLocation)
}
