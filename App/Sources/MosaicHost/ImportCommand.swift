import ArgumentParser
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import SecureFiles

/// `mosaic import FILE [--replace] [--json]`: reads a document `mosaic export` wrote and merges it into the
/// database in one transaction: what is saved stays saved, what the file adds is added, and importing the
/// same file again changes nothing. `--replace` makes each store hold exactly the file's items. A plugin's stored
/// keys come in only when the plugin is installed; the others stay in the file with one sentence each
/// (``DataLayer/TransferDocument/keepingPluginStorage(of:path:)``).
struct ImportCommand: HostedCommand {
  typealias Dependencies = DatabaseHandle

  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Merge a document written by `mosaic export` into your favorites (and every other store).",
    discussion: "Nothing already saved is removed unless --replace is given. The whole import is one transaction."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: ArgumentHelp("The file `mosaic export --output` wrote.", valueName: "file"))
  var file: String

  @Flag(help: "Make each store hold exactly the file's items, removing what the file does not have.")
  var replace = false

  @Flag(help: "Print one JSON document.")
  var json = false

  func run(with database: DatabaseHandle, in context: CommandContext) async throws {
    let url = URL(fileURLWithPath: file)
    guard let data = try SecureFile.read(url, limit: TransferDocument.maximumBytes) else {
      throw DataLayerError(.transferMissing, path: url.path)
    }
    let (document, notInstalled) = try TransferDocument.decode(data, path: url.path)
      .keepingPluginStorage(of: InstalledPlugins.ids(in: database.locations.dataDirectory), path: url.path)
    let report = try await database.transfer().importDocument(
      document, path: url.path, mode: replace ? .replace : .merge)
    try context.emit(ImportOutput(path: url.path, report: report, notInstalled: notInstalled), json: json)
  }
}

/// What `mosaic import` prints: `{"path","mode","sections":[{"section","added","unchanged","removed"}],
/// "skipped","pluginsNotInstalled":[{"plugin","keys"}]}`, or one line per section and per plugin left out.
struct ImportOutput: CommandOutput {
  let path: String
  let report: DatabaseTransfer.Report
  var notInstalled: [TransferDocument.PluginNotInstalled] = []

  private enum CodingKeys: String, CodingKey { case path, mode, sections, skipped, pluginsNotInstalled }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(report.mode, forKey: .mode)
    try container.encode(report.sections, forKey: .sections)
    try container.encode(report.skipped, forKey: .skipped)
    try container.encode(notInstalled, forKey: .pluginsNotInstalled)
  }

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    return [TransferStrings.imported(path, mode: report.mode, language)]
      + report.sections.map { TransferStrings.count($0, language) }
      + report.skipped.map { TransferStrings.skipped($0, language) }
      + notInstalled.map { TransferStrings.notInstalled($0, language) }
  }
}
