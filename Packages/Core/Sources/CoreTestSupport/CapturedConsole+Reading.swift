import Core
import CoreCLI
import Foundation

extension CapturedConsole {
  /// The result stream split into lines, without the final empty one.
  ///
  /// ```swift
  /// let console = try await registry.run(GalleryCommand.parse(["--json"]))
  /// #expect(console.lines.count == 3)
  /// let document = try console.json()
  /// ```
  public var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The result stream read as one JSON document.
  public func json() throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(output.utf8))
  }
}

/// The result stream of a command read as one JSON object, for tests that walk it by key.
///
/// ```swift
/// let document = try json(try await registry.run(SettingsCommand.self, ["--json"]))
/// #expect(document["theme"] as? String == "dark")
/// ```
public func json(_ console: CapturedConsole) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any] else {
    throw TestHostError("not a JSON object: \(console.output)")
  }
  return object
}
