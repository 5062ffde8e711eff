import ArgumentParser
import Foundation

/// A usage error as the host prints it: `Error: ` and one sentence ending in a full stop, then what
/// ArgumentParser adds (the option's help, the usage line, where to read more). ArgumentParser's own sentences
/// end without a stop, or in a question (`Did you mean '--page'?`), or run over two lines; the host words them
/// the same way as its own.
///
/// ```swift
/// UsageMessage.sentence("Unknown option '--pag'. Did you mean '--page'?")
/// // "Unknown option '--pag'; the closest option is '--page'."
/// ```
enum UsageMessage {
  /// ArgumentParser's full answer to `error`, its sentence worded as one sentence with a full stop.
  static func text(for error: any Error) -> String {
    let message = MosaicCommand.message(for: error)
    let full = MosaicCommand.fullMessage(for: error)
    let head = "Error: " + message
    guard !message.isEmpty, full.hasPrefix(head) else { return full }
    return "Error: " + sentence(message) + full.dropFirst(head.count)
  }

  /// `message` as one sentence: its lines joined, a suggestion as a clause, and a full stop at the end.
  static func sentence(_ message: String) -> String {
    var lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    // "Unknown option '-pj'" / "or: Missing value for '-p <page>' in '-pj'": one sentence with ", or".
    for index in lines.indices.dropFirst() where lines[index].hasPrefix("or: ") {
      let rest = lines[index].dropFirst(4)
      lines[index] = "or " + rest.prefix(1).lowercased() + rest.dropFirst()
      lines[index - 1] += ","
    }
    var text = lines.joined(separator: " ")
    if let range = text.range(of: ". Did you mean ", options: .backwards), text.hasSuffix("?") {
      let suggestion = text[range.upperBound...].dropLast()
      text = text[..<range.lowerBound] + "; the closest option is " + suggestion
    }
    while let last = text.last, last == "?" || last == "!" || last == " " || last == ":" || last == ";" {
      text.removeLast()
    }
    return text.hasSuffix(".") ? text : text + "."
  }
}
