import CoreTestSupport
import Foundation

/// `value` encoded as the console's `--json` does, read back as a ``JSONValue``.
func encodedJSON(_ value: some Encodable) throws -> JSONValue {
  let encoder = JSONEncoder()
  encoder.dateEncodingStrategy = .iso8601
  return try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
}
