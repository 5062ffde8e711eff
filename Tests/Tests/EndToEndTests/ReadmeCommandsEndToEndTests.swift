import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 19, "ship what you test": every `mosaic …` command README.md shows (each form, see
/// ``ReadmeCommands``) run 20 times in a row by the binary under test — the released one in `make test-e2e` —
/// offline in a sandbox of its own, and none may end with a status of 128 or more (a signal: SIGILL is 132).
/// The interactive forms (`mosaic ui …`) run under tmux in ``TerminalAppEndToEndTests``.
@Suite struct ReadmeCommandsEndToEndTests {
  static let runs = 20
  /// Commands run side by side, each its runs in a row: a run is mostly waiting for a process to start.
  static let parallel = 4

  @Test func readme_listsTheCommandsUsersAreTold() throws {
    let forms = ReadmeCommands.forms(in: try ReadmeCommands.readme())
    let commands = Set(forms.map { $0.words.joined(separator: " ") })
    for expected in [
      "gallery --thumbnails", "gallery --thumbnails --all --width COLUMNS", "favorites add ID", "news unsave ID",
      "news history delete TEXT", "features --graph", "ui --no-mouse", "import FILE --replace --json",
    ] {
      #expect(commands.contains(expected), "\(expected) is not among \(commands.sorted())")
    }
    expectNone(commands) { $0.contains("dot") || $0.contains("|") || $0.contains("#") }
  }

  @Test func everyReadmeCommand_runsTwentyTimesInARow_andNoneCrashes() async throws {
    let forms = ReadmeCommands.forms(in: try ReadmeCommands.readme()).filter { !$0.isInteractive }
    try #require(forms.count >= 40, "README.md gave only \(forms.count) commands: \(forms)")
    try await withSandbox { template in
      let values = try await Self.prepare(template)
      let commands = try forms.map { ($0, try values.fill($0.words)) }
      var failures: [[String]] = []
      for batch in stride(from: 0, to: commands.count, by: Self.parallel) {
        let slice = commands[batch..<min(batch + Self.parallel, commands.count)]
        failures += try await withThrowingTaskGroup(of: [String].self) { group in
          for (form, arguments) in slice {
            group.addTask { try await Self.runInARow(form, arguments, copying: template) }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
      }
      let crashed = failures.filter { !$0.isEmpty }
      let report = crashed.joined().joined(separator: "\n\n")
      #expect(
        crashed.isEmpty,
        "\(crashed.count) of \(commands.count) README commands crashed in \(crashed.joined().count) runs:\n\(report)")
    }
  }

  /// Lists the gallery and the news (so `--next` and an article's id have a listing to go by) and exports a
  /// backup (for `import FILE`) in `template`, whose data every command's sandbox starts from.
  static func prepare(_ template: Sandbox) async throws -> ReadmePlaceholders {
    _ = try FakePrograms(in: template.root, ["browser", "xdg-open", "notify-send"])
    let gallery = try await template.mosaic(["gallery"])
    try #require(gallery.status == 0, "\(gallery)")
    let news = try await template.mosaic(["news", "--json"])
    try #require(news.status == 0, "\(news)")
    let first = try #require(try articles(in: try jsonObject(news.stdout)).first)
    let file = template.root.appendingPathComponent("backup.json").path
    let export = try await template.mosaic(["export", "--output", file])
    try #require(export.status == 0, "\(export)")
    return ReadmePlaceholders(
      photoID: try #require(EmbeddedPhotoCatalog.standard.photos.first?.id),
      articleID: try #require(first["id"] as? String), articleURL: try #require(first["url"] as? String),
      file: "backup.json")
  }

  /// Runs one command `runs` times in a sandbox holding a copy of the template's data; one sentence for each
  /// run that ended with a signal, with its standard error.
  static func runInARow(
    _ form: ReadmeCommands.Form, _ arguments: [String], copying template: Sandbox
  ) async throws -> [String] {
    try await withSandbox { sandbox in
      for name in ["data", "cache", "bin", "backup.json"] {
        try FileManager.default.copyItem(
          at: template.root.appendingPathComponent(name), to: sandbox.root.appendingPathComponent(name))
      }
      let bin = sandbox.root.appendingPathComponent("bin").path
      let environment = ["PATH": bin + ":/usr/local/bin:/usr/bin:/bin", "BROWSER": bin + "/browser"]
      var failures: [String] = []
      for run in 1...runs {
        let command = "mosaic \(arguments.joined(separator: " ")) (README.md line \(form.line)), run \(run) of \(runs)"
        do {
          let result = try await sandbox.mosaic(
            arguments, output: .captured, environment: environment, timeout: .seconds(60))
          if result.status >= 128 {
            let signal = result.signal.map { " (signal \($0))" } ?? ""
            failures.append("\(command): exit \(result.status)\(signal)\n--- stderr\n\(result.stderr)")
          }
        } catch {
          failures.append("\(command): \(error)")
        }
      }
      return failures
    }
  }
}
