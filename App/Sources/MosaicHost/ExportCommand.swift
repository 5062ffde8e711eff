import ArgumentParser
import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import SecureFiles

/// `mosaic export [--output FILE] [--json]`: everything the stores of the database keep (each store adds its own
/// section) as one versioned JSON document, on standard output or in FILE: a new or regular file is replaced
/// atomically by an owner-only one (0600); a device, FIFO or link (`/dev/null`, `/dev/stdout`) is written into as
/// it is. A database this user may read but not write is exported too (``DataLayerLive/DatabaseHandle/export()``).
struct ExportCommand: HostedCommand {
  typealias Dependencies = DatabaseHandle

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write your favorites (and every other store's data) as one JSON document.",
    discussion: "Without --output the document goes to standard output. `mosaic import FILE` reads it back."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Option(
    name: .customLong("output"),
    help: ArgumentHelp(
      "Write the document to this file (owner-only, 0600; a device, pipe or link is written into as it is) "
        + "instead of standard output.", valueName: "file")
  )
  var output: String?

  @Flag(help: "With --output, print the summary as one JSON document.")
  var json = false

  func validate() throws {
    if let output, output.trimmingCharacters(in: .whitespaces).isEmpty || output.hasPrefix("-") {
      throw ValidationError(TransferStrings.badOutput(output, .english))
    }
  }

  func run(with database: DatabaseHandle, in context: CommandContext) async throws {
    let document = try await database.export()
    guard let output else {
      try context.console.printJSON(document)
      return
    }
    let url = URL(fileURLWithPath: output)
    try SecureFile.writeOutput(try document.encoded(), to: url)
    try context.emit(
      ExportOutput(path: url.path, counts: document.sections.mapValues(\.items.count)), json: json)
  }
}

/// What `mosaic export --output FILE` prints: `{"path","sections":{"favorites":3}}`, or one line.
struct ExportOutput: CommandOutput {
  let path: String
  let counts: [String: Int]

  private enum CodingKeys: String, CodingKey { case path, sections }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(counts, forKey: .sections)
  }

  func lines(in style: TextStyle) -> [String] {
    let sections = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return [TransferStrings.exported(path, sections: sections, style.language)]
  }
}
