import Foundation

/// Turns what the JSON decoder says into a ``DataLayer/DataLayerError`` naming the field
/// (`sections.favorites.items[3].photo.id`) or the place in the text (`line 4, column 9`).
package enum TransferFailure {
  package static func error(_ error: DecodingError, path: String, section: String?, index: Int?) -> DataLayerError {
    let prefix = section.map { "sections.\($0).items" + (index.map { "[\($0)]" } ?? "") } ?? ""
    func field(_ codingPath: [any CodingKey], _ key: (any CodingKey)? = nil) -> String {
      let rendered = (codingPath + (key.map { [$0] } ?? [])).reduce(prefix) { path, key in
        if let index = key.intValue { return path + "[\(index)]" }
        return path.isEmpty ? key.stringValue : path + "." + key.stringValue
      }
      return rendered.isEmpty ? "document" : rendered
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty && section == nil:
      return DataLayerError(.transferUnreadable, path: path, detail: reason(context.underlyingError ?? error))
    case .dataCorrupted(let context):
      return DataLayerError(
        .transferInvalid, path: path, detail: context.debugDescription, value: field(context.codingPath))
    case .keyNotFound(let key, let context):
      return DataLayerError(
        .transferInvalid, path: path, detail: "missing", value: field(context.codingPath, key))
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return DataLayerError(
        .transferInvalid, path: path, detail: "expected \(type)", value: field(context.codingPath))
    @unknown default:
      return DataLayerError(.transferUnreadable, path: path, detail: reason(error))
    }
  }

  /// The parser's own words, with the character offset it names turned into a line and column
  /// (`Invalid value at line 4, column 9`).
  package static func syntax(_ data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return "the document does not have the expected shape"
    } catch {
      let description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
      return String(locate(description, in: data).prefix(200))
    }
  }

  /// `… around character 13.` becomes `… at line 2, column 12`.
  package static func locate(_ description: String, in data: Data) -> String {
    guard let range = description.range(of: "around character "),
      let offset = Int(description[range.upperBound...].prefix { $0.isNumber }), offset <= data.count
    else { return description.hasSuffix(".") ? String(description.dropLast()) : description }
    let before = data.prefix(offset)
    let line = before.count { $0 == UInt8(ascii: "\n") } + 1
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    return description[..<range.lowerBound] + "at line \(line), column \(column)"
  }

  package static func reason(_ error: any Error) -> String {
    String(String(describing: error).prefix(200))
  }
}
