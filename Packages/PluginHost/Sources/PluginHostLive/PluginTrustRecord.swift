import Foundation

/// What `index.json` records for trusting a plugin's executable before it starts: each plugin's id, its trusted
/// SHA-256 and whether it is a dev plugin, and nothing else. Decoding only these fields, not every manifest, is what
/// makes the check before each start cheap (about a millisecond less per plugin command than the whole index).
struct PluginTrustRecord: Decodable, Equatable {
  struct Entry: Decodable, Equatable {
    struct Manifest: Decodable, Equatable {
      let id: String
    }

    let manifest: Manifest
    let sha256: String
    let dev: String?
  }

  let plugins: [Entry]

  /// The entry of the plugin `id`, or `nil` when none is recorded.
  func entry(of id: String) -> Entry? {
    plugins.first { $0.manifest.id == id }
  }
}
